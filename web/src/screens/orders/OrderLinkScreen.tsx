import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddressIsPrivate } from '../../render/serverRender';
import { Loading } from '../../shell/Loading';
import { savedOrderLink, saveOrderLink } from '../../state/orderLinks';
import { OrderLinkShare } from '../../ui/OrderLinkShare';
import { Page } from '../../ui/Page';
import { LinkNotFound, linkNotFound, PrivateLinkRoute, useLinkCode } from '../../ui/PrivateLink';
import { Problem } from '../../ui/Problem';
import { PushFollow } from '../../ui/PushFollow';
import { TwoStepAction } from '../../ui/TwoStepAction';
import { useAction } from '../../ui/useAction';
import { OrderAgain } from './OrderAgain';
import { OrderCard } from './OrderCard';
import { useFollowedOrder } from './useFollowedOrder';
import { WeighedAnswers } from './WeighedAnswers';
import './orders.css';

/**
 * /order/{code}#{secret}: one order by its private link. The secret comes from the link's
 * fragment, or from this browser's own saved links when the fragment was lost.
 */
export default function OrderLinkScreen() {
  return (
    <PrivateLinkRoute find={savedOrderLink}>
      {(code, secret) => <OrderByLink code={code} secret={secret} />}
    </PrivateLinkRoute>
  );
}

/**
 * What the host paints before the browser opens the order: the heading with the code from the
 * address and the lead, as the screen shows them while the order loads. Never the order: its
 * secret is in the fragment, which never reaches the host.
 */
export function HostPainted() {
  const { t } = useTranslation('orders');
  const code = useLinkCode();
  useAddressIsPrivate();
  return (
    <Page title={t('link.title', { code })} lead={t('link.lead')} className="orders-page">
      <Loading />
    </Page>
  );
}

function OrderByLink({ code, secret }: { code: string; secret: string }) {
  const { t } = useTranslation('orders');
  const followed = useFollowedOrder(code, secret);
  const cancel = useAction('cancelOrder');
  const order = followed.opened?.order;
  const telegramFollow = followed.opened?.telegramFollow;

  useEffect(() => {
    if (!order) return;
    // Opened on another phone: it now lists this order too (My orders, Find Order).
    saveOrderLink({
      code: order.code,
      secret,
      placedAt: order.createdAt,
      ...(telegramFollow ? { telegramFollow } : {}),
    });
  }, [order, secret, telegramFollow]);

  async function cancelIt() {
    const result = await cancel.run({ code, secret });
    if (result) followed.replace(result.order);
  }

  const failure = followed.error;
  if (linkNotFound(secret, failure)) {
    return (
      <LinkNotFound
        title={t('link.badTitle')}
        message={t('link.bad')}
        className="orders-page"
        back={{ to: '/findOrder', label: t('link.toFind') }}
      />
    );
  }

  return (
    <Page title={t('link.title', { code })} lead={t('link.lead')} className="orders-page">
      {!order ? (
        failure ? (
          <Problem error={failure} onRetry={followed.retry} />
        ) : (
          <Loading />
        )
      ) : (
        <>
          <p className="order-live muted" role="status">
            {order.status === 'delivered' || order.status === 'cancelled'
              ? t('live.over', { status: t(`status.${order.status}`) })
              : t('live.following', { status: t(`status.${order.status}`) })}
          </p>
          <WeighedAnswers order={order} secret={secret} onAnswered={followed.replace} />
          <OrderCard order={order} />
          {order.upiLink && (
            <p className="order-pay">
              {/* The same upi:// link the courier's QR code carries: exact amount, order code. */}
              <a className="button" href={order.upiLink}>
                {t('pay.upi')}
              </a>
            </p>
          )}
          {order.cancellable && (
            <section className="order-cancel card" aria-labelledby="order-cancel-title">
              <h2 id="order-cancel-title" className="section-title">
                {t('cancel.title')}
              </h2>
              <p className="muted">{t('cancel.hint')}</p>
              <TwoStepAction
                labels={{
                  start: t('cancel.start'),
                  confirm: t('cancel.confirm'),
                  keep: t('cancel.keep'),
                }}
                pending={cancel.pending}
                onConfirm={cancelIt}
              />
            </section>
          )}
          {cancel.error && <Problem error={cancel.error} />}
          <OrderAgain order={order} />
          <OrderLinkShare
            link={{ code: order.code, secret, ...(telegramFollow ? { telegramFollow } : {}) }}
            showOpen={false}
          />
          <p>
            <Link to="/my">{t('my.allLink')}</Link>
          </p>
          {/* Last on the page: it shows once a read says the host pushes, and moves nothing. */}
          {order.status !== 'delivered' && order.status !== 'cancelled' && (
            <PushFollow of="order" code={order.code} secret={secret} />
          )}
        </>
      )}
    </Page>
  );
}
