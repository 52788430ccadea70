import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { catalogCollections } from '@town/core';
import { catalogListLimit } from '@town/core/vocabulary';
import * as firestoreModule from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  where,
} from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  createFirestoreReader,
  type FirestoreQueryApi,
} from '../../web/src/backend/firebase/firestoreReader';
import { type RuleCase, ruleCases } from '../rules/cases';
import { describeWhen, firestoreRulesSkipReason, hostAndPort } from '../support/officialEmulators';

const rulesFile = join(__dirname, '..', '..', 'firestore.rules');

/** The limit a list asks for: the case's own, else the browser reader's for catalog lists. */
function limitOf(rule: RuleCase): number | null {
  if (rule.limit !== undefined) return rule.limit;
  return (catalogCollections as readonly string[]).includes(rule.collection)
    ? catalogListLimit
    : null;
}

function contextFor(env: RulesTestEnvironment, rule: RuleCase): RulesTestContext {
  const { principal } = rule;
  if (principal.role === 'visitor') {
    return rule.signedInWithoutRole
      ? env.authenticatedContext('plain-user', {})
      : env.unauthenticatedContext();
  }
  const { role, ...claims } = principal;
  return env.authenticatedContext(`${role}-user`, { role, ...claims });
}

/**
 * One browser client per caller, kept for the suite: each context is a Firebase app with its
 * own connection to the emulator, and a new one per case (947 of them, never closed until the
 * end) made this suite one of the slowest. A case's caller is its principal and its claims.
 */
function clientsByCaller(env: () => RulesTestEnvironment) {
  const clients = new Map<string, ReturnType<RulesTestContext['firestore']>>();
  return (rule: RuleCase) => {
    const key = JSON.stringify([rule.principal, rule.signedInWithoutRole ?? false]);
    let db = clients.get(key);
    if (!db) {
      db = contextFor(env(), rule).firestore();
      clients.set(key, db);
    }
    return db;
  };
}

async function attempt(
  clientOf: ReturnType<typeof clientsByCaller>,
  rule: RuleCase,
): Promise<unknown> {
  const db = clientOf(rule);
  switch (rule.operation) {
    case 'get':
      return getDoc(doc(db, rule.collection, rule.id));
    case 'list': {
      const filters = (rule.where ?? []).map(([field, value]) => where(field, '==', value));
      if (rule.arrayContains) {
        filters.push(where(rule.arrayContains[0], 'array-contains', rule.arrayContains[1]));
      }
      const most = limitOf(rule);
      const limits = most === null ? [] : [limit(most)];
      return getDocs(query(collection(db, rule.collection), ...filters, ...limits));
    }
    case 'create':
    case 'update':
      return setDoc(doc(db, rule.collection, rule.id), rule.incoming ?? {});
    case 'delete':
      return deleteDoc(doc(db, rule.collection, rule.id));
  }
}

describeWhen(firestoreRulesSkipReason(), 'firestore.rules on the official emulator', () => {
  const projectId = 'demo-town-rules';
  let env: RulesTestEnvironment;
  const clientOf = clientsByCaller(() => env);
  /**
   * firebase-admin on the same project, which the rules do not bind: one client for the suite
   * to put each case's existing document in place and take the last cases' documents away.
   * (withSecurityRulesDisabled starts and deletes a Firebase app each time, and clearing the
   * whole project before each of 947 cases made this suite one of the slowest.)
   */
  const adminApp = initializeApp({ projectId }, 'rules-suite-admin');
  const admin = getFirestore(adminApp);
  /** Where cases wrote or put documents since the last cleanup: nothing else can hold one. */
  const touched = new Set<string>();

  beforeAll(async () => {
    // Each refused write is a case passing: the SDK's warning for it (eight lines, hundreds of
    // times) would bury a real failure in the run's output. Errors still print.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId,
      firestore: {
        rules: readFileSync(rulesFile, 'utf8'),
        ...hostAndPort(process.env.TOWN_RULES_FIRESTORE_EMULATOR ?? ''),
      },
    });
    await env.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
    await deleteApp(adminApp);
  });

  // Each case starts from an empty project, as if it were cleared whole.
  beforeEach(async () => {
    if (touched.size === 0) return;
    const batch = admin.batch();
    for (const path of touched) batch.delete(admin.doc(path));
    touched.clear();
    await batch.commit();
  });

  test.each(ruleCases.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    // A list names no document and writes none.
    if (rule.operation !== 'list') {
      const path = `${rule.collection}/${rule.id}`;
      touched.add(path);
      if (rule.existing) await admin.doc(path).set(rule.existing);
    }
    const result = attempt(clientOf, rule);
    await (rule.allowed ? assertSucceeds(result) : assertFails(result));
  });

  test("the browser's reader answers a whole catalog list larger than the rules' limit", async () => {
    await env.clearFirestore();
    const count = catalogListLimit + 2;
    const ids = Array.from({ length: count }, (_, i) => `word-${String(i).padStart(4, '0')}`);
    await env.withSecurityRulesDisabled(async (admin) => {
      const batch = firestoreModule.writeBatch(admin.firestore());
      for (const id of ids) {
        batch.set(doc(admin.firestore(), 'searchWords', id), { id, name: id, words: [id] });
      }
      await batch.commit();
    });
    const reader = createFirestoreReader(
      firestoreModule as unknown as FirestoreQueryApi,
      // biome-ignore lint/suspicious/noExplicitAny: the test context's Firestore is the full SDK's
      env.unauthenticatedContext().firestore() as any,
    );
    const all = await reader.query('searchWords');
    expect(all.map((word) => word.id)).toEqual(ids);
    const page = await reader.query('searchWords', { offset: catalogListLimit - 1, limit: 2 });
    expect(page.map((word) => word.id)).toEqual(
      ids.slice(catalogListLimit - 1, catalogListLimit + 1),
    );
    const few = await reader.query('searchWords', { limit: 3 });
    expect(few.map((word) => word.id)).toEqual(ids.slice(0, 3));
  });
});
