import { wordedFields } from '../botMessages/entries';
import type { OutboxEntry } from '../model/outbox';
import { countIn, inEach, isLanguage, type Language } from '../notifications/language';
import { bold, html, lines } from '../notifications/telegramHtml';
import type { DeliveryDeps } from './context';

/**
 * Alert kinds anyone can cause without an order (a contact form, a booking request), named as
 * a summary counts them. A flood of one of these is summed up in one message so it cannot push
 * the alerts staff act on (orders, requests for medical help) behind it. Order alerts and
 * medical assistance requests are never summed up: each one carries what someone must act on.
 */
export const floodableEvents: Readonly<Record<string, string>> = {
  contactMessageReceived: 'contact messages',
  appointmentBooked: 'appointment requests',
  labTestBooked: 'lab test bookings',
};

/** Of one kind, this many due alerts go to a chat one by one per sweep; the rest are summed up. */
export const individualPerKind = 3;

/** Entries summed up in one message at most (one transaction stays well within Firestore's limits). */
const maxPerSummary = 200;

export interface ChatPlan {
  /** Sent one by one, oldest first. */
  individual: OutboxEntry[];
  /** Per floodable kind, the due entries beyond `individualPerKind`, oldest first. */
  floods: OutboxEntry[][];
}

/**
 * Splits one chat's due entries (oldest first): every alert is sent in turn, except that a
 * floodable kind sends only its first few; the rest of it becomes one summary. A single extra
 * entry is just sent: "1 more" would say less than the message itself.
 */
export function planChat(entries: readonly OutboxEntry[]): ChatPlan {
  const byKind = new Map<string, OutboxEntry[]>();
  const individual: OutboxEntry[] = [];
  for (const entry of entries) {
    if (!Object.hasOwn(floodableEvents, entry.event)) {
      individual.push(entry);
      continue;
    }
    const ofKind = byKind.get(entry.event) ?? [];
    ofKind.push(entry);
    byKind.set(entry.event, ofKind);
  }
  const floods: OutboxEntry[][] = [];
  for (const ofKind of byKind.values()) {
    const beyond = ofKind.slice(individualPerKind);
    if (beyond.length >= 2) {
      individual.push(...ofKind.slice(0, individualPerKind));
      floods.push(beyond.slice(0, maxPerSummary));
    } else {
      individual.push(...ofKind);
    }
  }
  individual.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { individual, floods };
}

/** The kinds as a Bengali summary counts them. */
const floodableEventsBn: Readonly<Record<string, string>> = {
  contactMessageReceived: 'বার্তা',
  appointmentBooked: 'অ্যাপয়েন্টমেন্টের অনুরোধ',
  labTestBooked: 'ল্যাব টেস্ট বুকিং',
};

export function floodSummaryText(
  kind: string,
  count: number,
  minutes: number,
  language: Language = 'en',
): string {
  if (language === 'bn') {
    const span = minutes <= 1 ? 'গত এক মিনিটে' : `গত ${countIn('bn', minutes)} মিনিটে`;
    return lines(
      html`${span} ${bold(`আরও ${countIn('bn', count)}টি ${floodableEventsBn[kind] ?? 'অ্যালার্ট'}`)}`,
      html`অন্য অ্যালার্ট যাতে আটকে না যায়, তাই একটি বার্তায় গোনা হল। অ্যাডমিন অংশে অ্যালার্ট-এ পড়ুন।`,
    );
  }
  const span = minutes <= 1 ? 'the last minute' : `the last ${minutes} minutes`;
  return lines(
    html`${bold(`${count} more ${floodableEvents[kind] ?? 'alerts'}`)} in ${span}`,
    html`Summed up in one message so they do not hold up other alerts. Read them in the admin area under Alerts.`,
  );
}

/**
 * Marks a flood's entries as delivered in one summary and writes the summary as a new entry,
 * in one transaction. Only entries still waiting are taken (not one another sender is sending
 * now); answers the summary, or null when none was left.
 */
export async function collapseFlood(
  deps: Pick<DeliveryDeps, 'store' | 'clock' | 'ids'>,
  flood: readonly OutboxEntry[],
): Promise<OutboxEntry | null> {
  const first = flood[0];
  if (!first) return null;
  return deps.store.transaction(async (tx) => {
    const now = deps.clock.now();
    const current = await Promise.all(flood.map((entry) => tx.get('outbox', entry.id)));
    const waiting = current.filter(
      (entry): entry is OutboxEntry =>
        entry !== null &&
        (entry.status === 'pending' || entry.status === 'notConfigured') &&
        (!entry.nextAttemptAt || Date.parse(entry.nextAttemptAt) <= now.getTime()),
    );
    if (waiting.length < 2) return null;
    const oldest = Math.min(...waiting.map((entry) => Date.parse(entry.createdAt)));
    const minutes = Math.max(1, Math.ceil((now.getTime() - oldest) / 60_000));
    const summary: OutboxEntry = {
      id: deps.ids.newId(),
      channel: first.channel,
      event: 'alertsSummed',
      ref: `outbox/${waiting[0]?.id ?? first.id}`,
      parseMode: 'HTML',
      ...wordedFields(
        inEach((language) => ({
          text: floodSummaryText(first.event, waiting.length, minutes, language),
        })),
        isLanguage(first.language) ? first.language : 'en',
      ),
      status: 'pending',
      attempts: 0,
      createdAt: now.toISOString(),
    };
    for (const entry of waiting) {
      const { lease: _lease, nextAttemptAt: _next, lastError: _error, ...rest } = entry;
      tx.set('outbox', {
        ...rest,
        status: 'sent',
        sentAt: now.toISOString(),
        summedUpIn: summary.id,
      });
    }
    tx.set('outbox', summary);
    return summary;
  });
}
