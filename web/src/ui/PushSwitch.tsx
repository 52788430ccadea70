import { useEffect, useState } from 'react';
import type { AppLanguage } from '../i18n/languages';
import { useTranslation } from '../i18n/useTranslation';
import {
  type BrowserSubscription,
  canPush,
  keptOnThisBrowser,
  type PushRefusal,
  subscribeThisBrowser,
  thisBrowserEndpoint,
  townPublicKey,
} from './webPush';

export interface PushSwitchProps {
  /** Where this browser keeps what it follows, and the thing followed (a link, a board). */
  keptUnder: string;
  item: string;
  /** Tells the host of this browser's subscription; true once it is kept. */
  follow: (subscription: BrowserSubscription, language: AppLanguage) => Promise<boolean>;
  /** Tells the host to forget this browser's subscription. */
  stop: (endpoint: string) => Promise<unknown>;
  pending: boolean;
  labels: { start: string; on: string };
  className?: string;
}

/**
 * A button that signs this browser up for Web Push notifications, and "on · Stop" once it has;
 * the choice is remembered on the browser. Hidden where the browser cannot push or the town
 * sends none. A refusal (the phone's settings, the push service) is said beside the button,
 * which stays to try again.
 */
export function PushSwitch({
  keptUnder,
  item,
  follow,
  stop,
  pending,
  labels,
  className = 'push-follow',
}: PushSwitchProps) {
  const { t, i18n } = useTranslation();
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<PushRefusal | undefined>();
  const kept = keptOnThisBrowser(keptUnder);

  useEffect(() => {
    if (!canPush()) return;
    setOn(keptOnThisBrowser(keptUnder).has(item));
    void townPublicKey().then(setPublicKey);
  }, [keptUnder, item]);

  if (!publicKey) return null;

  async function start() {
    setProblem(undefined);
    const made = await subscribeThisBrowser(publicKey ?? '');
    if (typeof made === 'string') return setProblem(made);
    if (!(await follow(made, i18n.language))) return setProblem('failed');
    kept.set(item, true);
    setOn(true);
  }

  async function end() {
    const endpoint = await thisBrowserEndpoint();
    if (endpoint) await stop(endpoint);
    kept.set(item, false);
    setOn(false);
  }

  return (
    <p className={className}>
      {on ? (
        <>
          <span role="status">{labels.on}</span>{' '}
          <button type="button" className="link-button" onClick={end} disabled={pending}>
            {t('push.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={start} disabled={pending}>
          {labels.start}
        </button>
      )}
      {problem && <span className="muted"> {t(`push.${problem}`)}</span>}
    </p>
  );
}
