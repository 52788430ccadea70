import type { PrivateOrderView } from '@town/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backend } from '../../backend';
import type { ActionResult } from '../../backend/actions';
import { BackendError } from '../../backend/types';
import { followPace, nextFollowDelay } from './followPace';

const isOver = (order: PrivateOrderView) =>
  order.status === 'delivered' || order.status === 'cancelled';

const withTelegramFollow = (opened: Opened, telegramFollow: string | undefined): Opened => {
  if (opened.telegramFollow === telegramFollow) return opened;
  const { telegramFollow: _before, ...rest } = opened;
  return telegramFollow ? { ...rest, telegramFollow } : rest;
};

/** What changed in an order that the page shows: its status, its shops' parts, its courier. */
const fingerprint = (order: PrivateOrderView) =>
  JSON.stringify([order.status, order.parts, order.courier ?? null, order.history.length]);

type Answer = ActionResult<'openOrderLink'>;
/** A full answer: the order as it stands, and the version to send back as `seen`. */
type Opened = Exclude<Answer, { unchanged: true }>;

/**
 * An order opened by its private link, kept current while the page is open: the link is asked
 * again with back-off (the same action on both hosts), and at once when the page comes back
 * into view.
 */
export function useFollowedOrder(code: string, secret: string) {
  const [opened, setOpened] = useState<Opened | undefined>();
  const [error, setError] = useState<BackendError | undefined>();
  const [attempt, setAttempt] = useState(0);
  const last = useRef<string | undefined>(undefined);
  /** The version of the order shown, sent with each ask: the server then answers `unchanged`. */
  const version = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry starts the following anew.
  useEffect(() => {
    if (!secret) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = followPace.firstMs;
    let inFlight = false;
    let over = false;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped && !over && !document.hidden) timer = setTimeout(() => void ask(), ms);
    };

    async function ask() {
      if (stopped || inFlight) return;
      inFlight = true;
      try {
        const seen = version.current;
        const result = await backend.call<Answer>('openOrderLink', {
          code,
          secret,
          ...(seen ? { seen } : {}),
        });
        if (stopped) return;
        if ('unchanged' in result) {
          keepShowing(result.telegramFollow);
          return;
        }
        version.current = result.version;
        const now = fingerprint(result.order);
        delay = nextFollowDelay(delay, now !== last.current);
        last.current = now;
        over = isOver(result.order);
        setOpened(result);
        setError(undefined);
        schedule(delay);
      } catch (caught) {
        if (stopped) return;
        setError(
          caught instanceof BackendError ? caught : new BackendError('INTERNAL', String(caught)),
        );
        // A link that opens nothing will not start to; anything else is tried again later.
        const status = caught instanceof BackendError ? caught.status : 'INTERNAL';
        if (status !== 'NOT_FOUND' && status !== 'INVALID_ARGUMENT')
          schedule(followPace.afterErrorMs);
      } finally {
        inFlight = false;
      }
    }

    /** Nothing changed: the view stays, the bot's link follows the answer, the pace slows. */
    function keepShowing(telegramFollow: string | undefined) {
      delay = nextFollowDelay(delay, false);
      setOpened((current) => current && withTelegramFollow(current, telegramFollow));
      setError(undefined);
      schedule(delay);
    }

    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else if (!over) void ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [code, secret, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The order as an action answered it (a cancel): shown at once, fingerprinted as seen. */
  const replace = useCallback((order: PrivateOrderView) => {
    last.current = fingerprint(order);
    // The version sent is of the view before: the next ask gets the order in full.
    version.current = undefined;
    setOpened((current) => (current ? { ...current, order } : current));
  }, []);

  return { opened, error, retry, replace };
}
