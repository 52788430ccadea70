import type { TransportKind } from '@town/core';

/** Where each kind of vehicle is listed and its icon; labels are `transport:kinds.*`. */
export const transportKindInfo: Record<TransportKind, { path: string; icon: string }> = {
  toto: {
    path: '/transport/toto',
    icon: 'M4 15V8a3 3 0 0 1 3-3h7l3 5h2a1 1 0 0 1 1 1v4M4 10h13M10 5v5M3 15h18M5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  },
  car: {
    path: '/transport/car',
    icon: 'M3 16v-4l2-5h14l2 5v4zM3 12h18M6 16v2M18 16v2M7 14h.01M17 14h.01',
  },
  bus: {
    path: '/transport/bus',
    icon: 'M6 3h12a2 2 0 0 1 2 2v11H4V5a2 2 0 0 1 2-2zM4 11h16M7 19v2M17 19v2M4 16v3h16v-3M8 14h.01M16 14h.01',
  },
};
