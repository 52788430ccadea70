import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { type StorageCase, storageCases } from '../rules/storageCases';
import {
  describeWhen,
  firestoreRulesSkipReason,
  hostAndPort,
  storageRulesSkipReason,
} from '../support/officialEmulators';

function storageFor(env: RulesTestEnvironment, rule: StorageCase) {
  const { principal } = rule;
  if (principal.role === 'visitor') {
    return (
      principal.uid ? env.authenticatedContext(principal.uid, {}) : env.unauthenticatedContext()
    ).storage();
  }
  const { role, uid: _uid, ...claims } = principal;
  return env.authenticatedContext(`${role}-user`, { role, ...claims }).storage();
}

// Photo reads consult Firestore (cross-service rules): both official emulators are needed.
const skipReason = storageRulesSkipReason() ?? firestoreRulesSkipReason();

describeWhen(skipReason, 'storage.rules on the official emulators', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-town-rules',
      storage: {
        rules: readFileSync(join(__dirname, '..', '..', 'storage.rules'), 'utf8'),
        ...hostAndPort(process.env.TOWN_RULES_STORAGE_EMULATOR ?? ''),
      },
      firestore: {
        rules:
          'rules_version = "2"; service cloud.firestore { match /{d=**} { allow read, write: if false; } }',
        ...hostAndPort(process.env.TOWN_RULES_FIRESTORE_EMULATOR ?? ''),
      },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    // Photo records and the storage usage of one case must not decide the next.
    await env.clearFirestore();
  });

  test.each(storageCases.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    if (rule.existing) {
      const { orderShopIds } = rule.existing;
      const photoId = rule.path.split('/').pop() as string;
      await env.withSecurityRulesDisabled(async (admin) => {
        await uploadBytes(ref(admin.storage(), rule.path), new Uint8Array(10), {
          contentType: 'image/jpeg',
        });
        const db = admin.firestore();
        const orderId = orderShopIds ? `order-of-${photoId}` : null;
        await setDoc(doc(db, 'photos', photoId), { id: photoId, orderId });
        if (orderId)
          await setDoc(doc(db, 'orders', orderId), { id: orderId, shopIds: orderShopIds });
      });
    }
    if (rule.photoStorage) {
      const usage = { id: 'total', ...rule.photoStorage, updatedAt: new Date().toISOString() };
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(admin.firestore(), 'photoStorage', 'total'), usage);
      });
    }
    const target = ref(storageFor(env, rule), rule.path);
    const result: Promise<unknown> =
      rule.operation === 'read'
        ? getBytes(target)
        : uploadBytes(target, new Uint8Array(rule.file?.bytes ?? 1), {
            contentType: rule.file?.contentType ?? 'image/jpeg',
          });
    await (rule.allowed ? assertSucceeds(result) : assertFails(result));
  });
});
