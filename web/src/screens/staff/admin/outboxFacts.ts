import type { OutboxEntryView } from '@town/core';

/** One line about an alert's delivery: a key of the `alerts.fact` strings and its values. */
export interface OutboxFact {
  key:
    | 'notTried'
    | 'tries'
    | 'nextTry'
    | 'sendingUntil'
    | 'sentAt'
    | 'summedUp'
    | 'gaveUp'
    | 'waitsForSetup'
    | 'retriedAt'
    | 'lastError'
    | 'earlierError';
  /** Times as ISO strings (the screen formats them in the town's zone); counts as numbers. */
  values?: { time?: string; count?: number; error?: string };
}

/**
 * What the outbox records about an alert, said as it is: how many tries reached Telegram, when
 * the next one is due, when it was sent (or folded into a summary of many), when the sender
 * gave up, and the last error. Nothing is inferred beyond the entry's own fields.
 */
export function outboxFacts(entry: OutboxEntryView, now: Date): OutboxFact[] {
  const facts: OutboxFact[] = [];
  if (entry.attempts === 0 && entry.status !== 'sent') facts.push({ key: 'notTried' });
  if (entry.attempts > 0) facts.push({ key: 'tries', values: { count: entry.attempts } });
  switch (entry.status) {
    case 'pending':
      if (entry.nextAttemptAt && Date.parse(entry.nextAttemptAt) > now.getTime())
        facts.push({ key: 'nextTry', values: { time: entry.nextAttemptAt } });
      break;
    case 'sending':
      if (entry.leaseUntil) facts.push({ key: 'sendingUntil', values: { time: entry.leaseUntil } });
      break;
    case 'sent':
      if (entry.sentAt) facts.push({ key: 'sentAt', values: { time: entry.sentAt } });
      // Folded into one summary message with others of its kind: never sent on its own.
      if (entry.summedUpIn) facts.push({ key: 'summedUp' });
      break;
    case 'failed':
      if (entry.failedAt) facts.push({ key: 'gaveUp', values: { time: entry.failedAt } });
      break;
    case 'notConfigured':
      facts.push({ key: 'waitsForSetup' });
      break;
  }
  if (entry.retriedAt) facts.push({ key: 'retriedAt', values: { time: entry.retriedAt } });
  if (entry.lastError) {
    // A pending entry that was retried still carries the error of the try that failed.
    const settled = entry.status === 'failed' || entry.status === 'notConfigured';
    facts.push({
      key: settled ? 'lastError' : 'earlierError',
      values: { error: entry.lastError },
    });
  }
  return facts;
}
