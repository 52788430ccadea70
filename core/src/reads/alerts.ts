import { z } from 'zod';
import { defineRead } from '../app/define';
import type { Audience } from '../app/principal';
import {
  type OutboxEntry,
  type OutboxStatus,
  outboxStatuses,
  outboxStatusSchema,
} from '../model/outbox';
import type { StoreReader } from '../ports';
import { currentTelegramSetup } from '../telegram/chats';
import { redactBotToken } from '../telegram/errors';

const admins: Audience = ['admin'];

/** An outbox entry as admins see it: no lease ids, no secrets. */
export type OutboxEntryView = Omit<OutboxEntry, 'lease'> & { leaseUntil?: string };

/**
 * Reset tokens are never written into outbox texts (the link is made when the email is sent);
 * a word that still looks like a secret link (a message someone typed, an entry from an older
 * version) is hidden all the same. Words are cut at whitespace in one pass and tested on their
 * own: a pattern such as `\S*token=\S*` would retry every start in a long word (quadratic).
 */
const word = /\S+/g;
const secretParameter = /[?&](?:token|secret|key|oobCode)=/i;
const looksLikeSecretLink = (candidate: string) =>
  candidate.includes('forgetPassword') || secretParameter.test(candidate);

export const hideSecretLinks = (text: string): string =>
  text.replace(word, (candidate) => (looksLikeSecretLink(candidate) ? '[link hidden]' : candidate));

export function redactOutboxEntry(entry: OutboxEntry): OutboxEntryView {
  const { lease, ...rest } = entry;
  return {
    ...rest,
    text: hideSecretLinks(entry.text),
    ...(entry.lastError ? { lastError: redactBotToken(entry.lastError) } : {}),
    ...(lease ? { leaseUntil: lease.until } : {}),
  };
}

export const alertOutbox = defineRead({
  name: 'alertOutbox',
  summary: 'Staff alerts and emails in the outbox, newest first, all or in one state (admins)',
  audience: admins,
  input: z.strictObject({
    state: outboxStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  async run({ store }, { state, limit }) {
    const entries = await store.query('outbox', {
      where: state ? [['status', state]] : [],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: limit ?? 50,
    });
    return entries.map(redactOutboxEntry);
  },
});

/** Counting reads the entries; past this many the dashboard shows "1000+". */
export const alertCountCap = 1000;

async function countState(store: StoreReader, status: OutboxStatus) {
  const found = await store.query('outbox', {
    where: [['status', status]],
    limit: alertCountCap + 1,
  });
  return Math.min(found.length, alertCountCap);
}

export const alertSummary = defineRead({
  name: 'alertSummary',
  summary: 'Outbox counts by state and whether Telegram is configured, for the dashboard (admins)',
  audience: admins,
  input: z.strictObject({}),
  async run({ store, telegram }) {
    const counts = Object.fromEntries(
      await Promise.all(
        outboxStatuses.map(async (status) => [status, await countState(store, status)] as const),
      ),
    ) as Record<OutboxStatus, number>;
    return {
      counts,
      /** A count equal to the cap means "at least". */
      countCap: alertCountCap,
      notSent: counts.pending + counts.sending + counts.failed + counts.notConfigured,
      /** null when the host does not report its Telegram settings. */
      telegram: (await currentTelegramSetup(store, telegram)) ?? null,
    };
  },
});
