import type { ActionDef } from '../app/define';
import * as alerts from './alerts';
import * as auth from './auth';
import * as bookingLinks from './bookingLinks';
import * as bookings from './bookings';
import * as bookingsAdmin from './bookingsAdmin';
import * as cashHandover from './cashHandover';
import * as catalogAdmin from './catalogAdmin';
import * as catalogImport from './catalogImport';
import * as catalogPhotos from './catalogPhotos';
import * as failedDeliveries from './failedDeliveries';
import * as fordo from './fordo';
import * as orderLinks from './orderLinks';
import * as orderMoves from './orderMoves';
import * as orders from './orders';
import * as passwordReset from './passwordReset';
import * as productPhotos from './productPhotos';
import * as pushFollowing from './pushFollowing';
import * as shopOpening from './shopOpening';
import * as shortLines from './shortLines';
import * as staffAccounts from './staffAccounts';
import * as staffInvitations from './staffInvitations';
import * as telegramChats from './telegramChats';
import * as telegramLinks from './telegramLinks';
import * as tokenQueue from './tokenQueue';
import * as townSettings from './townSettings';
import * as townSetup from './townSetup';
import * as vendorProducts from './vendorProducts';
import * as weighedLines from './weighedLines';

export * from './alerts';
export * from './auth';
export * from './bookingLinks';
export * from './bookings';
export * from './bookingsAdmin';
export * from './cashHandover';
export * from './catalogAdmin';
export * from './catalogImport';
export * from './catalogPhotos';
export * from './failedDeliveries';
export * from './fordo';
export * from './orderLinks';
export * from './orderMoves';
export * from './orders';
export * from './passwordReset';
export * from './photos';
export * from './productPhotos';
export * from './pushFollowing';
export * from './shopOpening';
export * from './shortLines';
export * from './staffAccounts';
export * from './staffInvitations';
export * from './telegramChats';
export * from './telegramLinks';
export * from './tokenQueue';
export * from './townSettings';
export * from './townSetup';
export * from './vendorProducts';
export * from './weighedLines';

const definitions = [
  auth.vendorLogin,
  auth.deliveryLogin,
  auth.adminSignIn,
  passwordReset.requestPasswordReset,
  passwordReset.resetPassword,
  orders.createOrder,
  fordo.sendFordoList,
  orderLinks.findOrders,
  orderLinks.openOrderLink,
  bookings.bookAppointment,
  bookings.bookLabTest,
  bookings.requestMedicalAssistance,
  bookings.sendContactMessage,
  // Appointments, lab bookings and help requests by their private links.
  bookingLinks.openBookingLink,
  bookingLinks.cancelBooking,
  bookingLinks.rescheduleAppointment,
  // "Tell me when it moves" on an order's or a booking's private page (Web Push).
  pushFollowing.followByPush,
  pushFollowing.stopPush,
  // Orders after they are placed: the status machine's moves (orders/statusMachine.ts).
  orderMoves.cancelOrder,
  orderMoves.moveOrder,
  orderMoves.pickUpPart,
  shortLines.markLineShort,
  weighedLines.weighLine,
  weighedLines.answerWeighedLine,
  orderMoves.claimOrder,
  orderMoves.assignOrder,
  orderMoves.cancelOrdersOfPhone,
  // Could not deliver: the courier brings an order back, an admin sends it out again.
  failedDeliveries.reportFailedDelivery,
  failedDeliveries.sendOutAgain,
  // Vendors' own products.
  vendorProducts.vendorAddProduct,
  vendorProducts.vendorUpdateProduct,
  catalogImport.vendorImportProducts,
  productPhotos.setProductPhoto,
  // A shop's days: open, closed for today, on holiday; its weekly hours.
  shopOpening.setShopOpening,
  // Admin: catalog, requests, staff accounts.
  catalogAdmin.adminCreateItem,
  catalogAdmin.adminUpdateItem,
  catalogAdmin.adminDeleteItem,
  catalogPhotos.setCatalogPhoto,
  catalogImport.adminImportCatalog,
  bookingsAdmin.setBookingHandled,
  bookingsAdmin.moveBooking,
  // A doctor's token queue of the day: the desk opens it, adds walk-ins, calls the next.
  tokenQueue.openTokenQueue,
  tokenQueue.addWalkIn,
  tokenQueue.callNextToken,
  tokenQueue.queuePlaceByLink,
  staffAccounts.createStaffAccount,
  staffAccounts.resetStaffPassword,
  staffAccounts.setStaffDisabled,
  // Invitations: a one-time link with which a vendor or courier sets their own password.
  staffInvitations.sendStaffInvitation,
  staffInvitations.revokeStaffInvitation,
  staffInvitations.viewStaffInvitation,
  staffInvitations.acceptStaffInvitation,
  alerts.retryAlert,
  // Telegram: staff connect their account to the bot; admins end links.
  telegramLinks.connectTelegram,
  telegramLinks.disconnectTelegram,
  telegramLinks.unlinkTelegram,
  telegramChats.unbindTelegramChat,
  telegramChats.sendTelegramTest,
  telegramChats.saveTelegramBot,
  telegramChats.removeTelegramBot,
  // Money at the door: an admin takes a courier's cash.
  cashHandover.markCashHandedOver,
  // The town itself: its setup from an empty start, then its settings.
  townSetup.setUpTown,
  townSettings.saveTownSettings,
] as ActionDef[];

/**
 * The admin's email-and-password account: sign-in, the reset mail and the reset itself. A host
 * whose identity service keeps admin accounts (Firebase Auth) serves these with that service
 * and must not offer a second path beside it (one that would ignore its disabled accounts and
 * password resets).
 */
export const adminAccountActions = [
  auth.adminSignIn.name,
  passwordReset.requestPasswordReset.name,
  passwordReset.resetPassword.name,
] as const;

/** Every action by name: the hosts route calls through this table. */
export const actions: Record<string, ActionDef> = Object.fromEntries(
  definitions.map((def) => [def.name, def]),
);
export * from './releaseUnaccepted';
