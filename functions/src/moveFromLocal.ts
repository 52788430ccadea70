import { type CollectionName, collectionNames } from '@town/core';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * What stays behind, and why: every collection of core's `collectionNames` not named here moves
 * (`movedCollections`), so a new collection moves unless it is added here with its reason.
 */
export const collectionsLeftBehind = {
  outbox: 'its alerts were sent, or the trigger would send them a second time',
  lookupCounts: 'per-client and per-phone counts of the last hour or day',
  loginAttempts: 'sign-in throttling of the last minutes',
  passwordResets: 'reset links live an hour',
  staffInvitations: 'invitation links live a few days: send them again',
  townSetup: 'the one-time setup link of an empty town',
  photos: 'photos (the logo among them) are uploaded again on Firebase',
  photoStorage: "the photo cap's running total, of photos left behind",
  chatPacing: "Telegram's pacing of the last seconds",
  telegramBot: "the bot's token is the Firebase deploy's secret, set there",
  telegramChats: 'an admin sends /here again in each group of the Firebase bot',
  telegramLinks: 'staff connect Telegram again from their boards',
  telegramLinkCodes: 'connect codes live ten minutes',
  telegramUpdates: "updates the local host's bot already handled",
  botMessages: 'messages the local host sent, for its redraws',
  orderFollowers: 'customers follow again from their private page',
  bookingFollowers: 'patients follow again from their private page',
  pushSubscriptions: "signed with the local host's VAPID key: phones tap the button again",
  vapidKeys: 'the Firebase town makes its own key pair at first use',
  chatLanguages: 'each chat chooses again, as it links or follows',
  botStatus: "the local host's bot health",
  searchCatalogs: 'built again from the moved catalog by its first edit or the hourly sweep',
} as const satisfies Partial<Record<CollectionName, string>>;

export type MovedCollection = Exclude<CollectionName, keyof typeof collectionsLeftBehind>;

const movesAfterTown = (name: CollectionName): name is MovedCollection =>
  name !== 'town' && !Object.hasOwn(collectionsLeftBehind, name);

/**
 * What moves from the local host to Firebase: the town's settings first, then, in core's order,
 * every other collection not left behind: the catalog, staff with their logins (password hashes
 * included, so vendor and delivery passwords keep working; an admin's stays behind, see
 * `movable`), orders and bookings with the digests of their private links (a customer's link
 * keeps opening their order or booking after the move), door payments and contact messages.
 */
export const movedCollections: readonly MovedCollection[] = [
  'town',
  ...collectionNames.filter(movesAfterTown),
];

export interface MoveReport {
  /** Per collection: documents written, and documents left as they were in Firestore. */
  collections: Record<string, { written: number; kept: number }>;
}

export interface MoveOptions {
  /** Replace documents that already exist in Firestore (default: keep them). */
  overwrite?: boolean;
}

type Doc = { id: string } & Record<string, unknown>;

/**
 * A document as Firestore gets it, or null for one that stays behind: the town without its
 * logo (a photo), and no admin's password. On Firebase an admin signs in with Firebase Auth
 * (`npm run firebase:grant-admin`), so a local admin password would only be a hash nobody can
 * use or change there, and the going-live checklist would count the demo's for ever.
 */
function movable(collection: CollectionName, doc: Doc): Doc | null {
  if (collection === 'credentials' && doc.role === 'admin') return null;
  if (collection !== 'town') return doc;
  const { logo: _logo, ...town } = doc;
  return town as Doc;
}

/** Firestore takes at most 500 writes in one batch. */
const batchSize = 400;

/**
 * Copies the local host's documents into Firestore under the same ids, so running it again
 * changes nothing. By default a document already in Firestore is kept: a town that has started
 * taking orders on Firebase never has them overwritten by older local copies.
 */
export async function moveLocalData(
  readLocal: (collection: CollectionName) => Doc[],
  db: Firestore,
  options: MoveOptions = {},
): Promise<MoveReport> {
  const report: MoveReport = { collections: {} };
  for (const collection of movedCollections) {
    const docs = readLocal(collection).flatMap((doc) => movable(collection, doc) ?? []);
    let written = 0;
    for (let start = 0; start < docs.length; start += batchSize) {
      const chunk = docs.slice(start, start + batchSize);
      const targets = chunk.map((doc) => ({ doc, ref: db.collection(collection).doc(doc.id) }));
      const existing = options.overwrite ? [] : await db.getAll(...targets.map((t) => t.ref));
      const batch = db.batch();
      targets.forEach(({ doc, ref }, i) => {
        if (existing[i]?.exists) return;
        batch.set(ref, doc);
        written++;
      });
      await batch.commit();
    }
    report.collections[collection] = { written, kept: docs.length - written };
  }
  return report;
}
