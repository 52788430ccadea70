import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { withCurrentValidators } from '../../functions/src/rules/catalogValidators';
import { type RuleCase, ruleCases } from '../rules/cases';
import { describeWhen, firestoreRulesSkipReason, hostAndPort } from '../support/officialEmulators';

const rulesFile = join(__dirname, '..', '..', 'firestore.rules');

test('firestore.rules holds the validators generated from the current core schemas', () => {
  const rules = readFileSync(rulesFile, 'utf8');
  expect(withCurrentValidators(rules)).toBe(rules);
});

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

async function attempt(env: RulesTestEnvironment, rule: RuleCase): Promise<unknown> {
  const db = contextFor(env, rule).firestore();
  switch (rule.operation) {
    case 'get':
      return getDoc(doc(db, rule.collection, rule.id));
    case 'list': {
      const filters = (rule.where ?? []).map(([field, value]) => where(field, '==', value));
      if (rule.arrayContains) {
        filters.push(where(rule.arrayContains[0], 'array-contains', rule.arrayContains[1]));
      }
      return getDocs(query(collection(db, rule.collection), ...filters));
    }
    case 'create':
    case 'update':
      return setDoc(doc(db, rule.collection, rule.id), rule.incoming ?? {});
    case 'delete':
      return deleteDoc(doc(db, rule.collection, rule.id));
  }
}

describeWhen(firestoreRulesSkipReason(), 'firestore.rules on the official emulator', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-town-rules',
      firestore: {
        rules: readFileSync(rulesFile, 'utf8'),
        ...hostAndPort(process.env.TOWN_RULES_FIRESTORE_EMULATOR ?? ''),
      },
    });
  });
  afterAll(() => env?.cleanup());

  beforeEach(async () => {
    await env.clearFirestore();
  });

  test.each(ruleCases.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    if (rule.existing) {
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(admin.firestore(), rule.collection, rule.id), rule.existing!);
      });
    }
    const result = attempt(env, rule);
    await (rule.allowed ? assertSucceeds(result) : assertFails(result));
  });
});
