import type * as core from '@town/core';

/**
 * The actions the screens call, by name: the Firebase adapter checks a name here before calling
 * it. Their types come from core as types only (no zod in the bundle), and the type check fails
 * on a name core has no action for.
 */
export const actionNames = {
  createOrder: true,
  sendFordoList: true,
  findOrders: true,
  openOrderLink: true,
  bookAppointment: true,
  bookLabTest: true,
  requestMedicalAssistance: true,
  sendContactMessage: true,
  openBookingLink: true,
  followByPush: true,
  stopPush: true,
  cancelBooking: true,
  rescheduleAppointment: true,
  // Staff: sign-in, order moves, vendor products, admin catalog, requests and accounts.
  vendorLogin: true,
  deliveryLogin: true,
  adminSignIn: true,
  requestPasswordReset: true,
  resetPassword: true,
  cancelOrder: true,
  moveOrder: true,
  pickUpPart: true,
  markLineShort: true,
  weighLine: true,
  answerWeighedLine: true,
  claimOrder: true,
  // A vendor's or courier's browser told of new orders (decision 2070).
  followBoardByPush: true,
  stopBoardPush: true,
  // A courier brings an order back undelivered; an admin sends it out again.
  reportFailedDelivery: true,
  sendOutAgain: true,
  assignOrder: true,
  cancelOrdersOfPhone: true,
  vendorAddProduct: true,
  vendorUpdateProduct: true,
  setProductPhoto: true,
  setShopOpening: true,
  adminCreateItem: true,
  adminUpdateItem: true,
  adminDeleteItem: true,
  setCatalogPhoto: true,
  adminImportCatalog: true,
  vendorImportProducts: true,
  setBookingHandled: true,
  moveBooking: true,
  // A doctor's token queue: the desk's moves, and the patient's place by the private link.
  openTokenQueue: true,
  addWalkIn: true,
  callNextToken: true,
  queuePlaceByLink: true,
  createStaffAccount: true,
  resetStaffPassword: true,
  setStaffDisabled: true,
  sendStaffInvitation: true,
  revokeStaffInvitation: true,
  viewStaffInvitation: true,
  acceptStaffInvitation: true,
  retryAlert: true,
  // Telegram: connect or disconnect one's own account; admins unlink others.
  connectTelegram: true,
  disconnectTelegram: true,
  unlinkTelegram: true,
  // Admins: where alert channels go (bound with /here in the chat), and a test message.
  unbindTelegramChat: true,
  sendTelegramTest: true,
  saveTelegramBot: true,
  removeTelegramBot: true,
  markCashHandedOver: true,
  // The town: its setup from an empty start, then its settings.
  setUpTown: true,
  saveTownSettings: true,
} as const;

export type ActionName = keyof typeof actionNames;
type ActionDefs = { [N in ActionName]: N extends keyof typeof core ? (typeof core)[N] : never };
type MustBeEmpty<T extends never> = T;
/** Names listed above that core does not export: none, or the type check fails here. */
export type NamesOutsideCore = MustBeEmpty<Exclude<ActionName, keyof typeof core>>;
export type ActionInput<N extends ActionName> = core.InputOf<ActionDefs[N]>;
export type ActionResult<N extends ActionName> = core.ResultOf<ActionDefs[N]>;
