import { finalBookingSteps } from '@town/core/vocabulary';
import { useEffect, useState } from 'react';
import { backend } from '../../backend';
import { browserStorage } from '../../state/storage';

/** One saved private link, to be asked about: an order or a booking. */
export interface StatusTarget {
  type: 'order' | 'booking';
  code: string;
  secret: string;
}

export interface LinkStatus {
  /** An order's status (placed … delivered) or a booking's step (requested … report ready). */
  status: string;
  /** When the host said so; an older answer is shown as last known when the host is out of reach. */
  checkedAt: string;
  /** False: this is the answer of an earlier visit (the host could not be reached now). */
  fresh: boolean;
}

/** Asked of the host at most this many at a time: the lookups share one per-minute budget. */
const atOnce = 3;
/** The newest entries only: older ones are long over, and each check costs a lookup. */
const newestChecked = 12;
/**
 * Statuses that never change again are not asked about twice: an order's end and a booking's
 * last steps. A help request's "handled" can be taken back by the desk (and was the word for
 * every booking before bookings had steps): it is asked again.
 */
const final = new Set<string>(['delivered', 'cancelled', ...finalBookingSteps]);

const keptKey = 'myLinkStatuses';
const keyOf = (target: StatusTarget) => `${target.type}:${target.code}`;

function kept(): Record<string, Omit<LinkStatus, 'fresh'>> {
  try {
    const text = browserStorage().getItem(keptKey);
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, LinkStatus>) : {};
  } catch {
    return {};
  }
}

function keep(all: Record<string, Omit<LinkStatus, 'fresh'>>): void {
  try {
    browserStorage().setItem(keptKey, JSON.stringify(all));
  } catch {
    // Only the offline "last known" line is lost.
  }
}

async function statusOf(target: StatusTarget): Promise<string> {
  const { code, secret } = target;
  if (target.type === 'order') {
    const { order } = await backend.call<{ order: { status: string } }>('openOrderLink', {
      code,
      secret,
    });
    return order.status;
  }
  const { booking } = await backend.call<{ booking: { status: string } }>('openBookingLink', {
    code,
    secret,
  });
  return booking.status;
}

/**
 * The current status of each saved order and booking, asked once when /my opens (not on every
 * render), a few at a time, newest first. Statuses that cannot change again and the answers of
 * earlier visits are kept in this browser: offline, each entry shows its last known status.
 */
export function useLinkStatuses(targets: readonly StatusTarget[]): Map<string, LinkStatus> {
  const [statuses, setStatuses] = useState(() => {
    const known = kept();
    return new Map(
      targets.flatMap((target) => {
        const saved = known[keyOf(target)];
        return saved
          ? [[keyOf(target), { ...saved, fresh: final.has(saved.status) }] as const]
          : [];
      }),
    );
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the screen; the saved links are read as it opens.
  useEffect(() => {
    let live = true;
    const known = kept();
    const queue = targets
      .slice(0, newestChecked)
      .filter((target) => !final.has(known[keyOf(target)]?.status ?? ''));
    async function worker() {
      for (let target = queue.shift(); target && live; target = queue.shift()) {
        try {
          const status = await statusOf(target);
          const checked = { status, checkedAt: new Date().toISOString() };
          const all = kept();
          all[keyOf(target)] = checked;
          keep(all);
          const key = keyOf(target);
          if (live) setStatuses((prev) => new Map(prev).set(key, { ...checked, fresh: true }));
        } catch {
          // Out of reach or refused: the last known status (if any) stays, marked as such.
        }
      }
    }
    void Promise.all(Array.from({ length: atOnce }, worker));
    return () => {
      live = false;
    };
  }, []);
  return statuses;
}

export const linkStatusKey = keyOf;
