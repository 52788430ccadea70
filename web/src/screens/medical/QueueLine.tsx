import { useEffect, useState } from 'react';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAction } from '../../ui/useAction';
import { followPace, nextFollowDelay } from '../orders';

interface Place {
  nowSeeing: number;
  token: number;
  ahead: number;
  minutes: number;
}

/**
 * The patient's line on their booking's page on the day of the appointment: "now seeing #17,
 * you are #21, about 40 minutes". Asked again at the order page's pace (sooner after a change,
 * slower while nothing moves, not while the page is hidden).
 */
export function QueueLine({ code, secret }: { code: string; secret: string }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const { run } = useAction('queuePlaceByLink');
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = followPace.firstMs;
    let last = '';
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        const result = await run({ code, secret });
        const next = result?.place ?? null;
        const seen = JSON.stringify(next);
        delay = result ? nextFollowDelay(delay, seen !== last) : followPace.afterErrorMs;
        last = seen;
        if (!stopped) setPlace(next);
      }
      if (!stopped) timer = setTimeout(() => void ask(), delay);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [code, secret, run]);
  if (!place) return null;
  const token = format.number(place.token);
  const now = format.number(place.nowSeeing);
  return (
    <p className="card med-queue-line" role="status">
      {place.token === place.nowSeeing
        ? t('queue.yourTurn', { token })
        : place.token < place.nowSeeing
          ? t('queue.passed', { token, now })
          : [
              place.nowSeeing > 0 ? t('queue.nowSeeing', { now }) : t('queue.notStarted'),
              t('queue.yours', { token }),
              t('queue.about', { minutes: format.number(place.minutes) }),
            ].join(' ')}
    </p>
  );
}

/** The public doctor page's line: how many wait in today's queue, when one is open. */
export function QueueLength({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const { data } = useRead('doctorQueueLength', { doctorId });
  if (!data?.open) return null;
  return (
    <p className="med-queue-length">
      {t('queue.length', { count: data.waiting, n: format.number(data.waiting) })}
    </p>
  );
}
