import type { EmergencyType } from '@town/core';
import { nationalHelplines } from '@town/core/vocabulary';

/**
 * India's national helplines, built into the app: they show with the page's first paint, online
 * or offline, before (or without) any answer from the town's backend. Labels are translated
 * (`emergency:national.<key>`); the town's own numbers come from its data and follow.
 * The home page, the medical hub's ambulance note and the emergency screens show them; what
 * only the emergency screens need of them is in screens/emergency/nationalNumbers.ts, out of
 * the first load.
 */
export type NationalKey =
  | 'all'
  | 'police'
  | 'fire'
  | 'ambulance'
  | 'motherChild'
  | 'women'
  | 'womenAbuse'
  | 'child'
  | 'cyber'
  | 'rail'
  | 'highway';

export interface NationalNumber {
  key: NationalKey;
  phone: string;
  /** The emergency pages it belongs on: 112 answers police, fire and ambulance alike. */
  types: readonly EmergencyType[];
}

/** Core's list: the same numbers search finds. */
export const nationalNumbers: readonly NationalNumber[] = nationalHelplines;
