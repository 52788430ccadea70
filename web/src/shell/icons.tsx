/** Simple line icons (24×24, stroke in currentColor), drawn for this app. */
const paths = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.3M9 20h.01M17 20h.01',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  emergency: 'M12 3v2M4.5 6.5 6 8M19.5 6.5 18 8M6 20v-6a6 6 0 0 1 12 0v6M4 20h16M12 14v3',
  education: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  transport:
    'M6 3h12a2 2 0 0 1 2 2v11H4V5a2 2 0 0 1 2-2zM4 11h16M7 19v2M17 19v2M4 16v3h16v-3M8 14h.01M16 14h.01',
  grocery: 'M4 9h16l-2 11H6zM8 9l3-5M16 9l-3-5M9 13v3M15 13v3',
  bazaar: 'M3 9l2-5h14l2 5M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  food: 'M4 12h16a8 8 0 0 1-16 0zM9 4c-1 1.5 1 2.5 0 4M13 4c-1 1.5 1 2.5 0 4M2 20h20',
  onlineShop: 'M6 7h12l1 14H5zM9 10V6a3 3 0 0 1 6 0v4',
  services:
    'M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 1 5-5l-3 3 .5 2.5 2.5.5',
  news: 'M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2zM17 9h3v10a2 2 0 0 1-4 0M8 9h5M8 13h5M8 17h3',
  findOrder: 'M3 7l8-4 8 4v5M3 7v10l8 4M3 7l8 4 8-4M11 11v10M17 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM21 21l-1.8-1.8',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
