import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { type StorageCase, storageCases } from '../rules/storageCases';
import { describeWhen, hostAndPort, storageRulesSkipReason } from '../support/officialEmulators';

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

describeWhen(storageRulesSkipReason(), 'storage.rules on the official emulator', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-town-rules',
      storage: {
        rules: readFileSync(join(__dirname, '..', '..', 'storage.rules'), 'utf8'),
        ...hostAndPort(process.env.TOWN_RULES_STORAGE_EMULATOR ?? ''),
      },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => env.clearStorage());

  test.each(storageCases.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    if (rule.existing) {
      const { shopId } = rule.existing;
      await env.withSecurityRulesDisabled(async (admin) => {
        await uploadBytes(ref(admin.storage(), rule.path), new Uint8Array(10), {
          contentType: 'image/jpeg',
          customMetadata: { shopId },
        });
      });
    }
    const target = ref(storageFor(env, rule), rule.path);
    const result: Promise<unknown> =
      rule.operation === 'read'
        ? getBytes(target)
        : uploadBytes(target, new Uint8Array(rule.file?.bytes ?? 1), {
            contentType: rule.file?.contentType ?? 'image/jpeg',
            ...(rule.file?.shopId ? { customMetadata: { shopId: rule.file.shopId } } : {}),
          });
    await (rule.allowed ? assertSucceeds(result) : assertFails(result));
  });
});
