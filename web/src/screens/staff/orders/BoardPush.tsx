import { useTranslation } from '../../../i18n/useTranslation';
import { PushSwitch } from '../../../ui/PushSwitch';
import { useAction } from '../../../ui/useAction';

/**
 * "Notify this phone of new orders" on a vendor's board, "... of orders to deliver" on a
 * courier's (decision 2070): the browser is told of each new order for the shop, or each order
 * to take, with the board closed. Remembered on the browser per account, so a shared tablet says
 * "on" only for the account that turned it on.
 */
export function BoardPush({ account, board }: { account: string; board: 'vendor' | 'courier' }) {
  const { t } = useTranslation('staff');
  const follow = useAction('followBoardByPush');
  const stop = useAction('stopBoardPush');
  return (
    <PushSwitch
      keptUnder="boardPushOn"
      item={account}
      follow={async (subscription, language) =>
        Boolean(await follow.run({ subscription, language }))
      }
      stop={(endpoint) => stop.run({ endpoint })}
      pending={follow.pending || stop.pending}
      labels={
        board === 'vendor'
          ? { start: t('boardPush.start'), on: t('boardPush.on') }
          : { start: t('boardPush.courierStart'), on: t('boardPush.courierOn') }
      }
      className="push-follow staff-board-push"
    />
  );
}
