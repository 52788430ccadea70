import type { FeedType, ServiceType } from '@town/core';

/**
 * Icons of the service and feed types; labels are `services:types.*` and `services:feeds.*`.
 * Records, so a type added to the model is a type error here until it has its icon and words.
 */
export const serviceTypeIcons: Record<ServiceType, string> = {
  electrician: 'M9 3v5M15 3v5M7 8h10v4a5 5 0 0 1-10 0zM12 17v4',
  plumber: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  carpenter: 'M13 4l7 7-3 3-7-7zM10.5 8.5 3 16l3 3 7.5-7.5',
  tailor:
    'M3.5 6a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M3.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M8 7.5 20 17M8 16.5 20 7',
  mechanic: 'M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 1 5-5l-3 3 .5 2.5 2.5.5',
  cleaning: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
};

export const serviceTypeList = Object.keys(serviceTypeIcons) as ServiceType[];

export const isServiceType = (value: string | undefined): value is ServiceType =>
  value !== undefined && Object.hasOwn(serviceTypeIcons, value);

export const feedTypeIcons: Record<FeedType, string> = {
  news: 'M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2zM17 9h3v10a2 2 0 0 1-4 0M8 9h5M8 13h5M8 17h3',
  events: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z',
  offers: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  jobs: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
};

export const feedTypeList = Object.keys(feedTypeIcons) as FeedType[];

export const isFeedType = (value: string | undefined): value is FeedType =>
  value !== undefined && Object.hasOwn(feedTypeIcons, value);
