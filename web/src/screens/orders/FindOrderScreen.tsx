import type { OrderSummary } from '@town/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../../shell/Loading';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { useAction } from '../../ui/useAction';
import { isMobile, normalizePhone, savedOrderContact, showPhone } from './contact';
import { OrderCard } from './OrderCard';
import './orders.css';

/**
 * /findOrder and /findOrder/{phone}: orders tracked by the phone they were placed with. A new
 * phone in the address starts afresh, so the form always shows the phone being looked up.
 */
export default function FindOrderScreen() {
  const { phone } = useParams();
  return <FindOrder key={phone ?? ''} param={phone} />;
}

function FindOrder({ param }: { param: string | undefined }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const lookup = useAction('findOrders');
  const wanted = param !== undefined && isMobile(param) ? normalizePhone(param) : undefined;
  const [phone, setPhone] = useState(() => (param !== undefined ? param : savedOrderContact()));
  const [checked, setChecked] = useState(param !== undefined);
  const [found, setFound] = useState<{ phone: string; orders: OrderSummary[] } | undefined>();

  const { run } = lookup;
  const search = useCallback(
    (digits: string) => {
      void run({ phone: digits }).then((result) => {
        if (result) setFound({ phone: digits, orders: result.orders });
      });
    },
    [run],
  );

  // /findOrder/{phone} looks up at once. No "live" flag: a second (StrictMode) run is refused
  // while the first is in flight, and the first one's answer is the one to show.
  useEffect(() => {
    if (wanted) search(wanted);
  }, [wanted, search]);

  const invalid = checked && !isMobile(phone);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isMobile(phone)) return;
    const digits = normalizePhone(phone);
    if (digits === wanted) search(digits);
    else navigate(`/findOrder/${digits}`);
  }

  const orders = found && found.phone === wanted ? found.orders : undefined;
  return (
    <Page title={t('title')} lead={t('lead')} className="orders-page">
      <form className="find-form card" onSubmit={submit} noValidate>
        <TextField
          label={tc('form.phone')}
          hint={tc('form.phoneHint')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={invalid ? tc('form.phoneInvalid') : undefined}
          maxLength={20}
        />
        <button type="submit" className="button" disabled={lookup.pending}>
          {lookup.pending ? t('searching') : t('find')}
        </button>
      </form>
      {wanted && (
        <section className="order-results" aria-labelledby="results-title">
          <h2 id="results-title" className="section-title">
            {t('resultsTitle', { phone: showPhone(wanted) })}
          </h2>
          {lookup.pending && !orders ? (
            <Loading />
          ) : lookup.error && !orders ? (
            <Problem error={lookup.error} onRetry={() => search(wanted)} />
          ) : orders && orders.length === 0 ? (
            <EmptyState
              action={
                <Link to="/grocery" className="button button--quiet">
                  {t('startShopping')}
                </Link>
              }
            >
              {t('none')}
            </EmptyState>
          ) : orders ? (
            <ul className="order-list">
              {orders.map((order) => (
                <li key={order.code}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      )}
    </Page>
  );
}
