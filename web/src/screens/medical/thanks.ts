/** What the thank-you screen confirms; each says what happens next in its own words. */
export const confirmationKinds = ['order', 'appointment', 'labTest', 'assistance'] as const;
export type ConfirmationKind = (typeof confirmationKinds)[number];

export const isConfirmationKind = (value: unknown): value is ConfirmationKind =>
  typeof value === 'string' && (confirmationKinds as readonly string[]).includes(value);

/** The code travels in the address too, so a reload still shows it. */
export const thankYouPath = (kind: ConfirmationKind, code: string) =>
  `/medical/thankYou?kind=${kind}&code=${encodeURIComponent(code)}`;

/** Details passed in router state: shown when present, never needed. */
export interface ThankYouState {
  code?: string;
  kind?: ConfirmationKind;
  doctor?: string;
  date?: string;
  slot?: string;
  totalPaise?: number;
}
