import { pushPublicKey } from '../actions/pushFollowing';
import { telegramChats } from '../actions/telegramChats';
import { myTelegramLink, telegramLinks } from '../actions/telegramLinks';
import type { ReadDef } from '../app/define';
import * as admin from './admin';
import * as alerts from './alerts';
import * as backups from './backups';
import * as catalog from './catalog';
import * as catalogExport from './catalogExport';
import { dayReport, vendorDayReport } from './dayReport';
import * as deliverySlots from './deliverySlots';
import * as doorPayments from './doorPayments';
import { goingLive } from './goingLive';
import { searchCatalog } from './search';
import * as staffOrders from './staffOrders';
import * as tokenQueue from './tokenQueue';

export * from './admin';
export * from './alerts';
export * from './backups';
export * from './catalog';
export * from './catalogExport';
export * from './dayReport';
export * from './deliverySlots';
export * from './doorPayments';
export * from './goingLive';
export * from './paging';
export * from './search';
export * from './staffOrders';
export * from './tokenQueue';

const definitions = [
  ...Object.values(catalog),
  pushPublicKey,
  admin.adminDashboard,
  admin.adminOrders,
  admin.adminBookings,
  admin.adminItems,
  catalogExport.adminExportCatalog,
  catalogExport.vendorExportProducts,
  admin.staffAccounts,
  staffOrders.staffOrder,
  staffOrders.vendorProducts,
  staffOrders.vendorOrders,
  staffOrders.deliveryOrders,
  alerts.alertOutbox,
  alerts.alertSummary,
  backups.backupStatus,
  goingLive,
  myTelegramLink,
  telegramLinks,
  telegramChats,
  searchCatalog,
  doorPayments.courierDay,
  doorPayments.moneyDay,
  dayReport,
  vendorDayReport,
  tokenQueue.tokenQueue,
  tokenQueue.doctorQueueLength,
  deliverySlots.deliverySlots,
] as ReadDef[];

/** Every named read by name: the hosts route requests through this table. */
export const reads: Record<string, ReadDef> = Object.fromEntries(
  definitions.map((def) => [def.name, def]),
);
