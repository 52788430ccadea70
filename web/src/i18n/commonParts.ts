/**
 * Groups of the shared strings (`common/<language>.json`) that only screens use: forms, the
 * order link's box, sharing, places, call links, "coming soon" and the like. The English ones are
 * kept out of the entry chunk every first visit downloads and arrive with the first screen, in
 * parallel with its code (decision 1360); the shell, the home page, errors and loading stay in
 * the entry. A group not listed stays in the entry, so a new group is never missing: list it
 * here only when no part of the shell or the home page shows it.
 */
export const screenOnlyCommonGroups: readonly string[] = [
  'orderLink',
  'form',
  'shareLink',
  'place',
  'comingSoon',
  'dateField',
  'call',
  'callNumber',
  'backHome',
  'price',
  'free',
];
