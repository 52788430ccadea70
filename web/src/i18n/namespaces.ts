/**
 * Strings are split by area so a screen loads only its own area's strings, in the chosen
 * language. `common` (shell, shared parts, errors) ships in the entry chunk for both languages.
 */
export const areaNamespaces = [
  'info',
  'medical',
  'emergency',
  'education',
  'transport',
  'shop',
  'orders',
  'services',
  'staff',
  'search',
] as const;
export type AreaNamespace = (typeof areaNamespaces)[number];
