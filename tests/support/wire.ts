import type { Clock, DeliveryTuning, Principal, TelegramChannel, TownConfig } from '@town/core';

/** A bot for a host in tests: the fake Bot API's address and the settings an operator gives. */
export interface DriverTelegram {
  botToken: string;
  apiRoot: string;
  botUsername: string;
  chatIds: Partial<Record<TelegramChannel, string>>;
  webhookSecret: string;
  tuning?: Partial<DeliveryTuning>;
}

export interface DriverOptions {
  /** A bot pointed at the fake Bot API; real time then, since pacing waits on timers. */
  telegram?: DriverTelegram;
  /** With a bot: a clock at real pace but another start (townMorningClock); the wall clock by default. */
  realClock?: Clock;
  /** The town; by default the demo town with its order limits raised (testTown). */
  town?: TownConfig;
  /** No demo: an empty town, waiting for its setup link. */
  empty?: boolean;
  /** The cap on all stored photos together (default: core's defaultPhotoStorageLimitBytes). */
  photoStorageLimitBytes?: number;
  /** Firebase host: the environment its functions read Google API settings from (a stand-in's). */
  functionsEnv?: NodeJS.ProcessEnv;
  /** The hand-moved clock even with a bot: for a test of the time of day (the day's summary). */
  manualClock?: boolean;
  /** Web Push settings: who sends, and a fake push service's origin (fakePushService.ts). */
  webPush?: DriverWebPush;
}

/** What a test gives a host of Web Push: the local host's VAPID_SUBJECT and PUSH_TEST_ORIGINS. */
export interface DriverWebPush {
  subject: string;
  extraEndpointOrigins: string[];
}

/** The callable wire format both hosts answer with: `{ result }` or `{ error }`, and a status. */
export interface Reply {
  httpStatus: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
  text: string;
}

/**
 * What every contract test drives: one host, local or Firebase. A session is what the host
 * uses to know the caller: the session cookie on the local host, the Firebase ID token on the
 * Firebase host; tests get it from `signIn` and pass it back unchanged.
 */
export interface HostDriver {
  host: 'local' | 'firebase';
  /** Every reply's text, to check that no secret ever left the host. */
  replies: string[];
  /**
   * Runs an action. `from` is the caller's network address (the callable's rawRequest.ip on
   * Firebase; X-Forwarded-For on a local host started with `trustProxy`).
   */
  call(action: string, data: unknown, session?: string, from?: string): Promise<Reply>;
  read(name: string, params?: Record<string, string>, session?: string): Promise<Reply>;
  /** Runs a sign-in action; the session is null when the sign-in was refused. */
  signIn(action: string, data: unknown): Promise<{ reply: Reply; session: string | null }>;
  /** Who the host takes the session's holder for ({ role: 'visitor' } without a valid session). */
  principal(session?: string): Promise<Principal>;
  /**
   * The stored documents of one collection, read straight from the host's database; with
   * `fields`, a host may leave the other fields out (Firebase reads only those: the emulator
   * takes milliseconds a document, and a suite's orders grow to hundreds).
   */
  documents<T>(collection: string, fields?: readonly string[]): Promise<T[]>;
  /**
   * The first stored document whose top-level `field` equals `value`: one indexed read where a
   * suite would otherwise read a whole collection that grows with every test.
   */
  documentWhere<T>(collection: string, field: string, value: string): Promise<T | undefined>;
  /** Every stored document, to prove a refused request changed nothing. */
  dump(): Promise<string>;
  /**
   * A mark that differs once the host's database was written: every row on the local host (its
   * dump, a few milliseconds); on Firebase, the number of document writes the host committed
   * (its dump reads the emulator whole, about a second for the demo town). Compare two marks to
   * prove a request wrote nothing.
   */
  changeMark(): Promise<string>;
  /**
   * Writes a document straight to the host's database, past its code: a document as an older
   * version of the app stored it.
   */
  storeAsIs(collection: string, doc: { id: string } & Record<string, unknown>): Promise<void>;
  /**
   * The token in the newest password-reset email sent to `email`, or undefined. The link is made
   * only when an email is sent: the local host writes it to its log; the Firebase host sends no
   * email, so the driver sends it as a mail sender would (the core's `emailTextToSend`).
   */
  resetTokenMailedTo(email: string): Promise<string | undefined>;
  /**
   * Runs now what the host runs every 5 minutes: the release of shops' parts nobody accepted in
   * the town's time (the local host's timer; Firebase's scheduled function).
   */
  releaseUnacceptedParts(): Promise<void>;
  /**
   * Runs now what the host runs every few minutes: the day's summary queued once due (the local
   * host's release timer; Firebase's queueDaySummary schedule), and sent.
   */
  queueDaySummary(): Promise<void>;
  advanceClock(ms: number): void;
  now(): Date;
  /**
   * The token of a new one-time setup link of an empty town, as the host's operator gets it (the
   * local host makes one at each start; on Firebase, `npm run town:setup-link`). Refused once
   * the town is set up.
   */
  newSetupToken(): Promise<string>;
  /**
   * Signs an admin in with email and password the way admins sign in on this host (the local
   * host's adminSignIn; Firebase Auth on the Firebase host): the session, or null when refused.
   */
  adminPasswordSignIn(email: string, password: string): Promise<string | null>;
  stop(): Promise<void>;
  /**
   * Sends a photo as the web app does: the local host's POST /api/photos; on Firebase, the
   * recordPhoto callable with the bytes as base64. `from` is the sender's address, as `call`'s;
   * `orderId` names the order a delivery proof is for.
   */
  uploadPhoto?(
    purpose: string,
    bytes: Uint8Array,
    contentType: string,
    session?: string,
    from?: string,
    orderId?: string,
  ): Promise<Reply>;
  /** Every photo object the host keeps (files in the data folder, objects in the bucket). */
  photoObjects?(): Promise<string[]>;
  /** Runs the photo sweep now, as the host's timer (Firebase: its schedule) does. */
  sweepPhotos?(): Promise<void>;
  /** One width of a product photo as a visitor's browser loads it, or null when none is served. */
  productPhoto?(ref: string, width: number): Promise<{ contentType: string; bytes: Buffer } | null>;
  /**
   * With a bot (DriverOptions.telegram): hands an update to the host the way it receives them
   * (the local host polls the fake; the Firebase host's webhook is called), and resolves once it
   * is handled and the bot's replies were sent.
   */
  telegramUpdate?(update: { update_id: number }): Promise<void>;
  /** A raw call of the host's webhook, with `secret` in the secret-token header (none: absent). */
  postWebhook?(body: unknown, secret?: string): Promise<{ status: number; body: unknown }>;
  /** Sends every outbox entry that is due, as the host's sender would, and resolves after. */
  settleOutbox?(): Promise<void>;
}
