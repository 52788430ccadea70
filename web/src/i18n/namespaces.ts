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

/**
 * The strings a screen of an area needs besides its own, loaded with its code: the cart's
 * prescription photo speaks in the medical area's words. A screen must never wait for strings
 * after it has started rendering (React may then fail the render and redo it).
 */
const borrowed: Partial<Record<AreaNamespace, readonly AreaNamespace[]>> = {
  shop: ['medical'],
};

export const namespacesOfArea = (area: AreaNamespace): readonly AreaNamespace[] => [
  area,
  ...(borrowed[area] ?? []),
];
