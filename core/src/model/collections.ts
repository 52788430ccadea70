import type { Product, Shop } from './catalog';
import type {
  BusRoute,
  EmergencyContact,
  FeedPost,
  Gallery,
  ServiceProvider,
  Teacher,
  TransportListing,
} from './directory';
import type {
  Appointment,
  BookingKeys,
  ContactMessage,
  Doctor,
  LabBooking,
  LabTest,
  MedicalAssistanceRequest,
} from './medical';
import type { LookupCount, Order, OrderKeys, ShopOrderRecord, SlotCount } from './orders';
import type { ChatPacing, OutboxEntry } from './outbox';
import type { DoorPayment } from './payments';
import type {
  Admin,
  Credential,
  DeliveryPerson,
  LoginAttempts,
  PasswordReset,
  StaffInvitation,
  Vendor,
} from './people';
import type { Photo, PhotoStorage } from './photos';
import type { PushSubscriptionRecord, VapidKeys } from './pushSubscriptions';
import type { SearchCatalogPart } from './searchCatalog';
import type { SearchWords } from './searchWords';
import type {
  BookingFollower,
  BotMessage,
  BotStatus,
  ChatLanguage,
  OrderFollower,
  TelegramBotRecord,
  TelegramChat,
  TelegramLink,
  TelegramLinkCode,
  TelegramUpdateRecord,
} from './telegramBot';
import type { TokenQueue } from './tokenQueue';
import type { TownDocument, TownSetup } from './town';

/**
 * Every stored collection and the document it holds. The names are the Firestore collection
 * names and the SQLite table names alike, so both hosts store the same shapes.
 */
export interface Collections {
  shops: Shop;
  products: Product;
  doctors: Doctor;
  labTests: LabTest;
  emergencyContacts: EmergencyContact;
  teachers: Teacher;
  transport: TransportListing;
  busRoutes: BusRoute;
  galleries: Gallery;
  feeds: FeedPost;
  services: ServiceProvider;
  vendors: Vendor;
  delivery: DeliveryPerson;
  admins: Admin;
  orders: Order;
  orderKeys: OrderKeys;
  lookupCounts: LookupCount;
  shopOrders: ShopOrderRecord;
  /** Orders taken per delivery window of one town date (`<date>`): server-only. */
  slotCounts: SlotCount;
  appointments: Appointment;
  labBookings: LabBooking;
  medicalAssistance: MedicalAssistanceRequest;
  bookingKeys: BookingKeys;
  contactMessages: ContactMessage;
  outbox: OutboxEntry;
  photos: Photo;
  photoStorage: PhotoStorage;
  credentials: Credential;
  loginAttempts: LoginAttempts;
  passwordResets: PasswordReset;
  /** Vendors' and couriers' one-time links to set their password (digests only). */
  staffInvitations: StaffInvitation;
  chatPacing: ChatPacing;
  telegramLinks: TelegramLink;
  /** The chats the alert channels go to, bound from inside each chat (`/here delivery`). */
  telegramChats: TelegramChat;
  /** The bot token given on the local host's admin screen: one document, `bot`; server-only. */
  telegramBot: TelegramBotRecord;
  telegramLinkCodes: TelegramLinkCode;
  telegramUpdates: TelegramUpdateRecord;
  botMessages: BotMessage;
  orderFollowers: OrderFollower;
  bookingFollowers: BookingFollower;
  /** Browsers told of an order's or booking's moves by Web Push (decision 2030): server-only. */
  pushSubscriptions: PushSubscriptionRecord;
  /** A Firebase town's VAPID key pair, one document `vapid`: server-only. */
  vapidKeys: VapidKeys;
  /** The language the bot speaks in a chat, by chat (`/lang`, a board's link, a page's follow). */
  chatLanguages: ChatLanguage;
  botStatus: BotStatus;
  searchWords: SearchWords;
  /**
   * The search catalog as last built from the catalog, dropped by every catalog write and built
   * again after it (decision 1960): a search reads this instead of the whole catalog.
   */
  searchCatalogs: SearchCatalogPart;
  doorPayments: DoorPayment;
  /** A doctor's token queue of one day (`<doctorId>_<date>`), opened at the desk. */
  tokenQueues: TokenQueue;
  /** The town's settings: one document, `townDocumentId`. */
  town: TownDocument;
  /** The one-time setup link of an empty town: one document, `townSetupId`. */
  townSetup: TownSetup;
}

export type CollectionName = keyof Collections;

export const collectionNames = [
  'shops',
  'products',
  'doctors',
  'labTests',
  'emergencyContacts',
  'teachers',
  'transport',
  'busRoutes',
  'galleries',
  'feeds',
  'services',
  'vendors',
  'delivery',
  'admins',
  'orders',
  'orderKeys',
  'lookupCounts',
  'shopOrders',
  'slotCounts',
  'appointments',
  'labBookings',
  'medicalAssistance',
  'bookingKeys',
  'contactMessages',
  'outbox',
  'photos',
  'photoStorage',
  'credentials',
  'loginAttempts',
  'passwordResets',
  'staffInvitations',
  'chatPacing',
  'telegramLinks',
  'telegramChats',
  'telegramBot',
  'telegramLinkCodes',
  'telegramUpdates',
  'botMessages',
  'orderFollowers',
  'bookingFollowers',
  'pushSubscriptions',
  'vapidKeys',
  'chatLanguages',
  'botStatus',
  'searchWords',
  'searchCatalogs',
  'doorPayments',
  'tokenQueues',
  'town',
  'townSetup',
] as const satisfies readonly CollectionName[];

/** Catalog collections: public to read, written by admins (and vendors for their products). */
export const catalogCollections = [
  'shops',
  'products',
  'doctors',
  'labTests',
  'emergencyContacts',
  'teachers',
  'transport',
  'busRoutes',
  'galleries',
  'feeds',
  'services',
  'searchWords',
] as const satisfies readonly CollectionName[];

export type CatalogCollection = (typeof catalogCollections)[number];
