import { clientMayAccess } from '@town/core';
import { type RuleCase, ruleCases } from './cases';

/** What a list query pins down: its equality and array-contains filters. */
function knownFields(rule: RuleCase): Record<string, unknown> {
  const known: Record<string, unknown> = Object.fromEntries(rule.where ?? []);
  if (rule.arrayContains) known[rule.arrayContains[0]] = [rule.arrayContains[1]];
  return known;
}

describe('the TypeScript data-access policy decides every case of the shared table', () => {
  test('the table covers every collection, role and operation', () => {
    expect(ruleCases.length).toBeGreaterThan(25 * 4 * 5);
  });

  test.each(ruleCases.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const existing = rule.operation === 'list' ? knownFields(rule) : rule.existing;
    expect(
      clientMayAccess({
        principal: rule.principal,
        operation: rule.operation,
        collection: rule.collection,
        id: rule.id,
        ...(existing ? { existing } : {}),
        ...(rule.incoming ? { incoming: rule.incoming } : {}),
      }),
    ).toBe(rule.allowed);
  });
});
