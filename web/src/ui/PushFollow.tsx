import { useTranslation } from '../i18n/useTranslation';
import { PushSwitch } from './PushSwitch';
import { useAction } from './useAction';

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
  const { t } = useTranslation();
  const follow = useAction('followByPush');
  const stop = useAction('stopPush');
  return (
    <PushSwitch
      keptUnder="pushFollowed"
      item={`${of}/${code}`}
      follow={async (subscription, language) =>
        Boolean(await follow.run({ of, code, secret, subscription, language }))
      }
      stop={(endpoint) => stop.run({ of, code, secret, endpoint })}
      pending={follow.pending || stop.pending}
      labels={{ start: t('push.start'), on: t('push.on') }}
    />
  );
}
