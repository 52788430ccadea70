import type { PrivateOrderView } from '@town/core';
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

/**
 * What /my shows of an order beside its status, kept with it so that an order long delivered
 * (never asked about again) still says what it was, and can be ordered again.
 */
export interface OrderSummary {
  kind: PrivateOrderView['kind'];
  status: PrivateOrderView['status'];
  items: Array<
    Pick<PrivateOrderView['items'][number], 'productId' | 'name' | 'nameBn' | 'quantity'>
  >;
  parts: Array<Pick<PrivateOrderView['parts'][number], 'shopId' | 'shopName'>>;
  totalPaise: number;
}

export interface LinkStatus {
  /** An order's status (placed … delivered) or a booking's step (requested … report ready). */
  status: string;
  /** For an order: what was in it and its total. */
  order?: OrderSummary;
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

function summaryOf(order: PrivateOrderView): OrderSummary {
  return {
    kind: order.kind,
    status: order.status,
    items: order.items.map(({ productId, name, nameBn, quantity }) => ({
      productId,
      name,
      ...(nameBn ? { nameBn } : {}),
      quantity,
    })),
    parts: order.parts.map(({ shopId, shopName }) => ({ shopId, shopName })),
    totalPaise: order.totalPaise,
  };
}

async function statusOf(target: StatusTarget): Promise<Pick<LinkStatus, 'status' | 'order'>> {
  const { code, secret } = target;
  if (target.type === 'order') {
    const { order } = await backend.call<{ order: PrivateOrderView }>('openOrderLink', {
      code,
      secret,
    });
    return { status: order.status, order: summaryOf(order) };
  }
  const { booking } = await backend.call<{ booking: { status: string } }>('openBookingLink', {
    code,
    secret,
  });
  return { status: booking.status };
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
          const checked = { ...(await statusOf(target)), checkedAt: new Date().toISOString() };
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
