import type * as core from '@town/core';

/**
 * The reads of core/src/reads (public catalog, then staff), by name (types only: no zod in the
 * bundle).
 */
interface ReadDefs {
  town: typeof core.town;
  shops: typeof core.shops;
  shop: typeof core.shop;
  products: typeof core.products;
  product: typeof core.product;
  doctors: typeof core.doctors;
  doctor: typeof core.doctor;
  doctorSlots: typeof core.doctorSlots;
  doctorNextSlot: typeof core.doctorNextSlot;
  doctorsNextSlots: typeof core.doctorsNextSlots;
  labTests: typeof core.labTests;
  emergencyContacts: typeof core.emergencyContacts;
  teachers: typeof core.teachers;
  transport: typeof core.transport;
  busRoutes: typeof core.busRoutes;
  busRoute: typeof core.busRoute;
  galleries: typeof core.galleries;
  gallery: typeof core.gallery;
  feeds: typeof core.feeds;
  services: typeof core.services;
  searchCatalog: typeof core.searchCatalog;
  // Staff reads: the server checks the role; each answers only what concerns the caller.
  adminDashboard: typeof core.adminDashboard;
  adminOrders: typeof core.adminOrders;
  adminBookings: typeof core.adminBookings;
  adminItems: typeof core.adminItems;
  adminExportCatalog: typeof core.adminExportCatalog;
  vendorExportProducts: typeof core.vendorExportProducts;
  staffAccounts: typeof core.staffAccounts;
  staffOrder: typeof core.staffOrder;
  vendorProducts: typeof core.vendorProducts;
  vendorOrders: typeof core.vendorOrders;
  deliveryOrders: typeof core.deliveryOrders;
  alertSummary: typeof core.alertSummary;
  alertOutbox: typeof core.alertOutbox;
  backupStatus: typeof core.backupStatus;
  goingLive: typeof core.goingLive;
  myTelegramLink: typeof core.myTelegramLink;
  telegramLinks: typeof core.telegramLinks;
  telegramChats: typeof core.telegramChats;
  courierDay: typeof core.courierDay;
  moneyDay: typeof core.moneyDay;
  dayReport: typeof core.dayReport;
  vendorDayReport: typeof core.vendorDayReport;
  doctorQueueLength: typeof core.doctorQueueLength;
  tokenQueue: typeof core.tokenQueue;
  deliverySlots: typeof core.deliverySlots;
}

export type ReadName = keyof ReadDefs;

/** What a read resolves to, e.g. ReadResult<'town'> is TownConfig. */
export type ReadResult<N extends ReadName> = Awaited<ReturnType<ReadDefs[N]['run']>>;
