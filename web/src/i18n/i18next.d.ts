import 'i18next';
import type common from './common/en.json';
import type education from './locales/en/education.json';
import type emergency from './locales/en/emergency.json';
import type info from './locales/en/info.json';
import type medical from './locales/en/medical.json';
import type orders from './locales/en/orders.json';
import type search from './locales/en/search.json';
import type services from './locales/en/services.json';
import type shop from './locales/en/shop.json';
import type staff from './locales/en/staff.json';
import type transport from './locales/en/transport.json';

/** English is the source of truth for keys: a key missing from it is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      info: typeof info;
      medical: typeof medical;
      emergency: typeof emergency;
      education: typeof education;
      transport: typeof transport;
      shop: typeof shop;
      orders: typeof orders;
      services: typeof services;
      staff: typeof staff;
      search: typeof search;
    };
  }
}
