import { useEffect, useState } from 'react';
import { backend } from '../backend';
import { useTranslation } from '../i18n/useTranslation';
import { useAction } from './useAction';

/** Whether this browser can be told by Web Push at all (a service worker and a PushManager). */
const canPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/** The links this phone asked to be told about, kept so the button says so on the next visit. */
const keptKey = 'pushFollowed';
const keptLinks = (): string[] => JSON.parse(localStorage.getItem(keptKey) ?? '[]');
const keep = (link: string, on: boolean) =>
  localStorage.setItem(
    keptKey,
    JSON.stringify([...keptLinks().filter((each) => each !== link), ...(on ? [link] : [])]),
  );

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * The town's VAPID key, asked once per page load: /my shows a button per open order or booking,
 * and the key is the same for all of them. A failed read is asked again next time.
 */
let publicKeyRead: Promise<string | null> | undefined;
const townPublicKey = () => {
  publicKeyRead ??= backend
    .read<{ publicKey: string | null }>('pushPublicKey')
    .then((reply) => reply.publicKey)
    .catch(() => {
      publicKeyRead = undefined;
      return null;
    });
  return publicKeyRead;
};

/**
 * "Tell me when it moves" on a private page (decision 2030): subscribes this phone to the
 * order's or booking's moves, on its page and on /my. Hidden where the browser cannot push or
 * the town sends none.
 */
export function PushFollow({
  of,
  code,
  secret,
}: {
  of: 'order' | 'booking';
  code: string;
  secret: string;
}) {
  const { t, i18n } = useTranslation();
  const follow = useAction('followByPush');
  const stop = useAction('stopPush');
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  /** Why the last tap did not sign this phone up: the phone's settings, or the push service. */
  const [problem, setProblem] = useState<'denied' | 'failed' | undefined>();
  const link = `${of}/${code}`;

  useEffect(() => {
    if (!canPush()) return;
    setOn(keptLinks().includes(link));
    void townPublicKey().then(setPublicKey);
  }, [link]);

  if (!publicKey) return null;

  async function subscription() {
    const registration = await navigator.serviceWorker.ready;
    return (
      (await registration.pushManager.getSubscription()) ??
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey ?? ''),
      })
    );
  }

  async function start() {
    setProblem(undefined);
    if ((await Notification.requestPermission()) !== 'granted') return setProblem('denied');
    // The browser's push service may be unreachable (no signal, a browser without one).
    const made = await subscription().catch(() => undefined);
    if (!made) return setProblem('failed');
    const json = made.toJSON();
    const endpoint = json.endpoint ?? '';
    const keys = { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
    const done = await follow.run({
      of,
      code,
      secret,
      subscription: { endpoint, keys },
      language: i18n.language,
    });
    if (done) {
      keep(link, true);
      setOn(true);
    }
  }

  async function end() {
    const current = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (current) await stop.run({ of, code, secret, endpoint: current.endpoint });
    keep(link, false);
    setOn(false);
  }

  return (
    <p className="push-follow">
      {on ? (
        <>
          <span role="status">{t('push.on')}</span>{' '}
          <button type="button" className="link-button" onClick={end} disabled={stop.pending}>
            {t('push.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={start} disabled={follow.pending}>
          {t('push.start')}
        </button>
      )}
      {problem && <span className="muted"> {t(`push.${problem}`)}</span>}
    </p>
  );
}
