/** Line icons of the medical screens (24×24 paths for SvgIcon), drawn for this app. */
export const medicalIcons = {
  pharmacy: 'M10.5 20.5a4.95 4.95 0 0 1-7-7l6-6a4.95 4.95 0 0 1 7 7zM8.5 8.5l7 7',
  doctor:
    'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M9 15v2a2 2 0 1 0 4 0',
  lab: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 14h9',
  assist:
    'M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11zM12 9v5M9.5 11.5h5',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  rupee: 'M7 5h10M7 9h10M13 5c3 0 3 8-2 8H8l7 7',
  check: 'M5 12l5 5 9-10',
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  prescription: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h3a2 2 0 0 1 0 4H9v-4zM9 16v3M12 16l3 3',
} as const;
