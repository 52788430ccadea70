import type { OutboxEntryView } from '@town/core';
import bn from '../src/i18n/locales/bn/staff.json';
import en from '../src/i18n/locales/en/staff.json';
import { outboxFacts } from '../src/screens/staff/admin/outboxFacts';

const now = new Date('2026-11-23T10:00:00.000Z');
const base: OutboxEntryView = {
  id: 'a1',
  channel: 'adminGroup',
  event: 'orderPlaced',
  ref: 'orders/o1',
  text: 'New order',
  status: 'pending',
  attempts: 0,
  createdAt: '2026-11-23T09:00:00.000Z',
};
const keys = (entry: OutboxEntryView) => outboxFacts(entry, now).map((fact) => fact.key);

describe('the alerts screen says what the outbox recorded about each alert', () => {
  test('waiting: not tried yet, or tried and due again at a time', () => {
    expect(keys(base)).toEqual(['notTried']);
    const retrying = {
      ...base,
      attempts: 2,
      lastError: 'Telegram 502',
      nextAttemptAt: '2026-11-23T10:05:00.000Z',
    };
    expect(outboxFacts(retrying, now)).toEqual([
      { key: 'tries', values: { count: 2 } },
      { key: 'nextTry', values: { time: '2026-11-23T10:05:00.000Z' } },
      { key: 'earlierError', values: { error: 'Telegram 502' } },
    ]);
  });

  test('sent on its own or inside a summary; failed with its tries and last error', () => {
    const sent = {
      ...base,
      status: 'sent' as const,
      attempts: 1,
      sentAt: '2026-11-23T09:01:00.000Z',
    };
    expect(keys(sent)).toEqual(['tries', 'sentAt']);
    expect(keys({ ...sent, attempts: 0, summedUpIn: 's1' })).toEqual(['sentAt', 'summedUp']);
    const failed = {
      ...base,
      status: 'failed' as const,
      attempts: 5,
      lastError: 'Not delivered within 24 hours: chat not found',
      failedAt: '2026-11-24T09:00:00.000Z',
    };
    expect(outboxFacts(failed, now)).toEqual([
      { key: 'tries', values: { count: 5 } },
      { key: 'gaveUp', values: { time: '2026-11-24T09:00:00.000Z' } },
      { key: 'lastError', values: { error: 'Not delivered within 24 hours: chat not found' } },
    ]);
    // An admin's retry: waiting again, the earlier failure still told.
    const retried = {
      ...failed,
      status: 'pending' as const,
      failedAt: undefined,
      retriedAt: now.toISOString(),
    };
    expect(keys(retried)).toEqual(['tries', 'retriedAt', 'earlierError']);
    expect(keys({ ...base, status: 'notConfigured', lastError: 'no chat id' })).toEqual([
      'notTried',
      'waitsForSetup',
      'lastError',
    ]);
    expect(
      keys({ ...base, status: 'sending', attempts: 1, leaseUntil: now.toISOString() }),
    ).toEqual(['tries', 'sendingUntil']);
  });

  test('every fact has its words in English and Bengali', () => {
    const all = new Set<string>();
    for (const status of ['pending', 'sending', 'sent', 'failed', 'notConfigured'] as const) {
      const entry = {
        ...base,
        status,
        lastError: 'x',
        nextAttemptAt: '2026-11-23T11:00:00.000Z',
        leaseUntil: '2026-11-23T10:01:00.000Z',
        sentAt: '2026-11-23T09:01:00.000Z',
        summedUpIn: 's1',
        failedAt: '2026-11-23T09:30:00.000Z',
        retriedAt: '2026-11-23T09:40:00.000Z',
      };
      for (const key of keys(entry)) all.add(key);
      for (const key of keys({ ...entry, attempts: 3 })) all.add(key);
    }
    for (const key of all) {
      for (const strings of [en.alerts, bn.alerts]) {
        const text =
          key === 'tries'
            ? strings.attempts_other
            : key === 'lastError'
              ? strings.lastError
              : strings.fact[key as keyof typeof strings.fact];
        expect(text).toEqual(expect.any(String));
      }
    }
  });
});
