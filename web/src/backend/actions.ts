import type * as core from '@town/core';

/** The actions the screens call, by name (types only: no zod in the bundle). */
interface ActionDefs {
  createOrder: typeof core.createOrder;
  sendFordoList: typeof core.sendFordoList;
  findOrders: typeof core.findOrders;
  openOrderLink: typeof core.openOrderLink;
  bookAppointment: typeof core.bookAppointment;
  bookLabTest: typeof core.bookLabTest;
  requestMedicalAssistance: typeof core.requestMedicalAssistance;
  sendContactMessage: typeof core.sendContactMessage;
  openBookingLink: typeof core.openBookingLink;
  cancelBooking: typeof core.cancelBooking;
  rescheduleAppointment: typeof core.rescheduleAppointment;
  // Staff: sign-in, order moves, vendor products, admin catalog, requests and accounts.
  vendorLogin: typeof core.vendorLogin;
  deliveryLogin: typeof core.deliveryLogin;
  adminSignIn: typeof core.adminSignIn;
  requestPasswordReset: typeof core.requestPasswordReset;
  resetPassword: typeof core.resetPassword;
  cancelOrder: typeof core.cancelOrder;
  moveOrder: typeof core.moveOrder;
  pickUpPart: typeof core.pickUpPart;
  markLineShort: typeof core.markLineShort;
  claimOrder: typeof core.claimOrder;
  assignOrder: typeof core.assignOrder;
  cancelOrdersOfPhone: typeof core.cancelOrdersOfPhone;
  vendorAddProduct: typeof core.vendorAddProduct;
  vendorUpdateProduct: typeof core.vendorUpdateProduct;
  setProductPhoto: typeof core.setProductPhoto;
  setShopOpening: typeof core.setShopOpening;
  adminCreateItem: typeof core.adminCreateItem;
  adminUpdateItem: typeof core.adminUpdateItem;
  adminDeleteItem: typeof core.adminDeleteItem;
  setCatalogPhoto: typeof core.setCatalogPhoto;
  adminImportCatalog: typeof core.adminImportCatalog;
  vendorImportProducts: typeof core.vendorImportProducts;
  setBookingHandled: typeof core.setBookingHandled;
  moveBooking: typeof core.moveBooking;
  createStaffAccount: typeof core.createStaffAccount;
  resetStaffPassword: typeof core.resetStaffPassword;
  setStaffDisabled: typeof core.setStaffDisabled;
  sendStaffInvitation: typeof core.sendStaffInvitation;
  revokeStaffInvitation: typeof core.revokeStaffInvitation;
  viewStaffInvitation: typeof core.viewStaffInvitation;
  acceptStaffInvitation: typeof core.acceptStaffInvitation;
  retryAlert: typeof core.retryAlert;
  // Telegram: connect or disconnect one's own account; admins unlink others.
  connectTelegram: typeof core.connectTelegram;
  disconnectTelegram: typeof core.disconnectTelegram;
  unlinkTelegram: typeof core.unlinkTelegram;
  // Admins: where alert channels go (bound with /here in the chat), and a test message.
  unbindTelegramChat: typeof core.unbindTelegramChat;
  sendTelegramTest: typeof core.sendTelegramTest;
  saveTelegramBot: typeof core.saveTelegramBot;
  removeTelegramBot: typeof core.removeTelegramBot;
  markCashHandedOver: typeof core.markCashHandedOver;
  // The town: its setup from an empty start, then its settings.
  setUpTown: typeof core.setUpTown;
  saveTownSettings: typeof core.saveTownSettings;
}

export type ActionName = keyof ActionDefs;
export type ActionInput<N extends ActionName> = core.InputOf<ActionDefs[N]>;
export type ActionResult<N extends ActionName> = core.ResultOf<ActionDefs[N]>;
