/** What a finished order hands to /thankYou in the router state (the code is also in ?code=). */
export interface ThankYouState {
  code: string;
  /** The phone the order was placed with: "Track this order" looks it up. */
  phone?: string;
  /** The total to pay in cash, when the order has prices (a shopping list has none yet). */
  totalPaise?: number;
}

export function isThankYouState(value: unknown): value is ThankYouState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return typeof state.code === 'string';
}
