export type AreaKey =
  | 'medical'
  | 'emergency'
  | 'education'
  | 'transport'
  | 'grocery'
  | 'bazaar'
  | 'food'
  | 'onlineShop'
  | 'services'
  | 'news'
  | 'galleries'
  | 'findOrder';

/** A tile of the home page. */
export interface Area {
  to: string;
  /** Its label and hint are `home.areas.<key>.label` / `.hint` in the common strings. */
  key: AreaKey;
  /** SVG path data of a 24×24 line icon. */
  icon: string;
  /** Accent pair (icon colour on tint) from styles.css, e.g. 'red' → --accent-red. */
  accent: 'teal' | 'red' | 'blue' | 'amber' | 'green' | 'purple' | 'rose' | 'slate';
}

/** The tiles of the home page, in the order people look for them. */
export const areas: Area[] = [
  {
    to: '/medical',
    key: 'medical',
    icon: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
    accent: 'teal',
  },
  {
    to: '/emergency',
    key: 'emergency',
    icon: 'M12 3v2M4.5 6.5 6 8M19.5 6.5 18 8M6 20v-6a6 6 0 0 1 12 0v6M4 20h16M12 14v3',
    accent: 'red',
  },
  {
    to: '/education',
    key: 'education',
    icon: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
    accent: 'blue',
  },
  {
    to: '/transport',
    key: 'transport',
    icon: 'M6 3h12a2 2 0 0 1 2 2v11H4V5a2 2 0 0 1 2-2zM4 11h16M7 19v2M17 19v2M4 16v3h16v-3M8 14h.01M16 14h.01',
    accent: 'amber',
  },
  {
    to: '/grocery',
    key: 'grocery',
    icon: 'M4 9h16l-2 11H6zM8 9l3-5M16 9l-3-5M9 13v3M15 13v3',
    accent: 'green',
  },
  {
    to: '/bazaar',
    key: 'bazaar',
    icon: 'M3 9l2-5h14l2 5M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
    accent: 'purple',
  },
  {
    to: '/food',
    key: 'food',
    icon: 'M4 12h16a8 8 0 0 1-16 0zM9 4c-1 1.5 1 2.5 0 4M13 4c-1 1.5 1 2.5 0 4M2 20h20',
    accent: 'rose',
  },
  {
    to: '/onlineShop',
    key: 'onlineShop',
    icon: 'M6 7h12l1 14H5zM9 10V6a3 3 0 0 1 6 0v4',
    accent: 'blue',
  },
  {
    to: '/service',
    key: 'services',
    icon: 'M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 1 5-5l-3 3 .5 2.5 2.5.5',
    accent: 'slate',
  },
  {
    to: '/feeds/news',
    key: 'news',
    icon: 'M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2zM17 9h3v10a2 2 0 0 1-4 0M8 9h5M8 13h5M8 17h3',
    accent: 'amber',
  },
  {
    to: '/gallery',
    key: 'galleries',
    icon: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
    accent: 'purple',
  },
  {
    to: '/findOrder',
    key: 'findOrder',
    icon: 'M3 7l8-4 8 4v5M3 7v10l8 4M3 7l8 4 8-4M11 11v10M17 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM21 21l-1.8-1.8',
    accent: 'teal',
  },
];
