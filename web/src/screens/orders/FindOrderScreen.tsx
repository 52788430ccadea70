import type { PhoneLookupEntry } from '@town/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddressIsPrivate } from '../../render/serverRender';
import { Loading } from '../../shell/Loading';
import { orderLinkPath, type SavedOrderLink, savedOrderLinks } from '../../state/orderLinks';
import { isMobile, normalizePhone } from '../../state/phone';
import { savedPhone } from '../../state/rememberedContact';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { publicStepTones } from '../../ui/pillTones';
import { StatusPill } from '../../ui/StatusPill';
import { showPhone } from '../../ui/showPhone';
import { useAction } from '../../ui/useAction';
import './orders.css';

/**
 * /findOrder and /findOrder/{phone}: a lookup by phone that tells only whether a number has
 * recent orders and how far they got (anyone may know a phone number), then the orders placed on
 * this browser, each by its private link. A new phone in the address starts afresh.
 * The lookup comes first and the host paints it (heading, privacy paragraph, form): it depends on
 * the address alone. The saved orders are this browser's alone and come below it, where their
 * arrival pushes nothing already on screen (decision 1390).
 */
export default function FindOrderScreen() {
  const { phone } = useParams();
  const [search] = useSearchParams();
  // The host's form sent before the app took over arrives as ?phone=: look it up as ours would.
  const sent = search.get('phone');
  if (sent !== null) return <Navigate to={lookupPath(sent)} replace />;
  return <FindOrder key={phone ?? ''} param={phone} />;
}

function lookupPath(typed: string) {
  const phone = typed.trim();
  if (phone === '') return '/findOrder';
  return `/findOrder/${encodeURIComponent(isMobile(phone) ? normalizePhone(phone) : phone)}`;
}

/**
 * What the host paints: the page's heading and lead, the lookup's heading and privacy paragraph
 * and its form (with the phone of the address), exactly where the screen shows them.
 */
export function HostPainted() {
  const { t } = useTranslation('orders');
  const { phone } = useParams();
  useAddressIsPrivate(phone !== undefined);
  return (
    <Page title={t('title')} lead={t('lead')} className="orders-page">
      <LookupHeading />
      <LookupForm phone={phone ?? ''} />
      <Loading />
    </Page>
  );
}

function LookupHeading() {
  const { t } = useTranslation('orders');
  return (
    <>
      <h2 className="section-title">{t('byPhoneTitle')}</h2>
      <p className="muted">{t('byPhoneLead')}</p>
    </>
  );
}

/**
 * The lookup's form. Painted by the host without handlers: sent before the app takes over, it
 * asks for this page with `?phone=`, which the screen turns into the lookup.
 */
function LookupForm({
  phone,
  onPhone,
  onSubmit,
  invalid = false,
  pending = false,
}: {
  phone: string;
  onPhone?: (phone: string) => void;
  onSubmit?: (event: FormEvent) => void;
  invalid?: boolean;
  pending?: boolean;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const value = onPhone
    ? {
        value: phone,
        onChange: (event: { target: { value: string } }) => onPhone(event.target.value),
      }
    : { defaultValue: phone };
  return (
    <form className="find-form card" onSubmit={onSubmit} noValidate>
      <TextField
        label={tc('form.phone')}
        hint={tc('form.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...value}
        error={invalid ? tc('form.phoneInvalid') : undefined}
        maxLength={20}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('searching') : t('find')}
      </button>
    </form>
  );
}

function FindOrder({ param }: { param: string | undefined }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const navigate = useNavigate();
  const lookup = useAction('findOrders');
  const wanted = param !== undefined && isMobile(param) ? normalizePhone(param) : undefined;
  const [phone, setPhone] = useState(() => (param !== undefined ? param : savedPhone()));
  const [checked, setChecked] = useState(param !== undefined);
  const [found, setFound] = useState<{ phone: string; orders: PhoneLookupEntry[] } | undefined>();

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
  // Below the lookup, the saved orders wait for its answer: shown earlier, they would be pushed
  // down when the answer arrives above them.
  const lookupDone = !wanted || orders !== undefined || lookup.error !== undefined;
  return (
    <Page title={t('title')} lead={t('lead')} className="orders-page">
      <LookupHeading />
      <LookupForm
        phone={phone}
        onPhone={setPhone}
        onSubmit={submit}
        invalid={invalid}
        pending={lookup.pending}
      />
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
            <>
              <p>{t('foundCount', { count: orders.length, n: format.number(orders.length) })}</p>
              <ul className="lookup-list">
                {orders.map((order) => (
                  <li key={order.placedAt}>
                    <LookupEntry order={order} />
                  </li>
                ))}
              </ul>
              <p className="muted">{t('linksElsewhere')}</p>
            </>
          ) : null}
        </section>
      )}
      {lookupDone && <SavedOrders />}
    </Page>
  );
}

function LookupEntry({ order }: { order: PhoneLookupEntry }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  return (
    <>
      <span>
        <time dateTime={order.placedAt}>{format.dateTime(order.placedAt)}</time>
        {order.shops.length > 0 && (
          <span className="lookup-list__shops"> · {text(order, 'shops').join(', ')}</span>
        )}
      </span>
      <StatusPill tone={publicStepTones[order.status]}>{t(`status.${order.status}`)}</StatusPill>
    </>
  );
}

/** The orders placed or opened on this browser, each a link to its private page. */
function SavedOrders() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const [links] = useState<SavedOrderLink[]>(savedOrderLinks);
  if (links.length === 0) return null;
  return (
    <section className="saved-orders" aria-labelledby="saved-orders-title">
      <h2 id="saved-orders-title" className="section-title">
        {t('savedTitle')}
      </h2>
      <ul className="lookup-list">
        {links.map((link) => (
          <li key={link.code}>
            <Link to={orderLinkPath(link)}>{t('code', { code: link.code })}</Link>
            <time dateTime={link.placedAt}>{format.dateTime(link.placedAt)}</time>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/my">{t('my.allLink')}</Link>
      </p>
    </section>
  );
}
