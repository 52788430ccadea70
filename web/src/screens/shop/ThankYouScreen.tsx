import type { PrivateOrderView } from '@town/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { savedOrderLink } from '../../state/orderLinks';
import { savedPhone } from '../../state/rememberedContact';
import { CallLink } from '../../ui/CallLink';
import { OrderLinkShare } from '../../ui/OrderLinkShare';
import { Page } from '../../ui/Page';
import { showPhone } from '../../ui/showPhone';
import { useAction } from '../../ui/useAction';
import { isThankYouState } from './thankYou';
import './shop.css';

/** Order codes are short letters, digits and dashes ("K7Q-4MX"); anything else is ignored. */
const codePattern = /^[A-Za-z0-9-]{3,20}$/;

/**
 * After an order: the code to quote (from the router state, or ?code= when the page is
 * reloaded), the order's private link as this browser saved it, and how to pay. The secret
 * never goes in this page's address: it is read from the browser's saved links.
 */
export default function ThankYouScreen() {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = isThankYouState(location.state) ? location.state : undefined;
  const queryCode = params.get('code') ?? '';
  const code = state?.code ?? (codePattern.test(queryCode) ? queryCode.toUpperCase() : undefined);
  const phone = state?.phone ?? savedPhone();
  const findLink = phone ? `/findOrder/${phone}` : '/findOrder';
  const link = code ? savedOrderLink(code) : undefined;

  if (!code) {
    return (
      <Page title={t('thankYou.plainTitle')} lead={t('thankYou.plainLead')} className="shop-page">
        <div className="button-row">
          <Link to="/" className="button">
            {t('thankYou.home')}
          </Link>
          <Link to={findLink} className="button button--quiet">
            {t('thankYou.findOrders')}
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('thankYou.title')} lead={t('thankYou.lead')} className="shop-page thank-you">
      <section className="order-code" aria-labelledby="order-code-label">
        <h2 id="order-code-label" className="order-code__label">
          {t('thankYou.codeLabel')}
        </h2>
        <p className="order-code__value">{code}</p>
        <p className="order-code__hint">{t('thankYou.codeHint')}</p>
      </section>
      {link && <OrderSummary code={link.code} secret={link.secret} />}
      {link && <OrderLinkShare link={link} />}
      <div className="pay-note">
        <strong>{t('checkout.cashTitle')}</strong>
        <span>
          {state?.totalPaise !== undefined
            ? t('thankYou.payTotal', { total: format.price(state.totalPaise) })
            : state
              ? t('thankYou.payLater')
              : t('checkout.cashText')}
        </span>
      </div>
      <ol className="next-steps">
        <li>{t('thankYou.stepConfirm')}</li>
        <li>{t('thankYou.stepDeliver')}</li>
        <li>{t('thankYou.stepPay')}</li>
      </ol>
      <div className="button-row">
        <Link to={findLink} className="button button--quiet">
          {phone ? t('thankYou.track', { phone: showPhone(phone) }) : t('thankYou.findOrders')}
        </Link>
        <Link to="/grocery" className="button button--quiet">
          {t('thankYou.shopMore')}
        </Link>
      </div>
    </Page>
  );
}

/** What was ordered, from which shop(s), as the order's own link shows it. */
function OrderSummary({ code, secret }: { code: string; secret: string }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const text = useText();
  const open = useAction('openOrderLink');
  const [order, setOrder] = useState<PrivateOrderView | undefined>();
  const { run } = open;
  useEffect(() => {
    void run({ code, secret }).then((result) =>
      // Asked without a version seen, the answer is always the order in full.
      setOrder(result && 'order' in result ? result.order : undefined),
    );
  }, [code, secret, run]);
  if (!order) return null;
  return (
    <section className="thank-you__summary card" aria-labelledby="thank-you-items">
      <h2 id="thank-you-items" className="section-title">
        {t('thankYou.itemsTitle')}
      </h2>
      {order.items.length > 0 && (
        <ul className="thank-you__items">
          {order.items.map((item) => (
            <li key={item.productId} className="thank-you__item">
              <span>
                {format.number(item.quantity)} × {text(item, 'name')} ({text(item, 'unit')})
              </span>
              <span className="thank-you__item-price">{format.price(item.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
      )}
      {order.shoppingListText && <p>{order.shoppingListText}</p>}
      {order.shops.length > 0 && (
        <>
          <h3 className="thank-you__shops-title">
            {t('thankYou.shopsTitle', {
              count: order.shops.length,
              n: format.number(order.shops.length),
            })}
          </h3>
          <ul className="thank-you__shops">
            {order.shops.map((shop) => (
              <li key={shop.id}>
                <span>{text(shop, 'name')}</span>{' '}
                <CallLink number={shop.phone} name={text(shop, 'name')} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
