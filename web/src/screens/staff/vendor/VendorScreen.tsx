import type { StaffPrincipal } from '@town/core';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/content';
import { useTranslation } from '../../../i18n/useTranslation';
import { Loading } from '../../../shell/Loading';
import { Page } from '../../../ui/Page';
import { Problem } from '../../../ui/Problem';
import { useShopDay } from '../../shop';
import { StaffBar } from '../auth/StaffBar';
import { StaffGate } from '../auth/StaffGate';
import { ReportDay } from '../report/ReportDay';
import { useStaffRead } from '../useStaffRead';
import { VendorBoard } from './VendorBoard';
import { VendorHistory } from './VendorHistory';
import { VendorProducts } from './VendorProducts';
import { VendorShopDays } from './VendorShopDays';
import '../staff.css';

type VendorUser = Extract<StaffPrincipal, { role: 'vendor' }>;
const views = ['orders', 'products', 'shop', 'history'] as const;
type View = (typeof views)[number];

/**
 * /vendor/{category}: the signed-in vendor's orders (live, with the moves a shop makes), their
 * products (price, stock, listed, add), their shop's days (open, closed, holiday, hours) and past
 * orders. Anyone else sees the vendor sign-in.
 *
 * On a phone a new order is the first thing below the shop's name and whether it is open now:
 * the account (sign-out, Telegram) folds behind one control, and the views are one row.
 */
export default function VendorScreen() {
  return <StaffGate needs="vendor">{(user) => <VendorArea user={user} />}</StaffGate>;
}

function VendorArea({ user }: { user: VendorUser }) {
  const { t } = useTranslation('staff');
  const { category } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('view');
  const view: View = views.includes(asked as View) ? (asked as View) : 'orders';
  const catalog = useStaffRead('vendorProducts');
  const shop = catalog.data?.shop;
  const text = useText();

  // The address names the shop's category: a vendor of another category is taken to their own.
  if (shop && shop.type !== category) {
    return (
      <Navigate to={`/vendor/${shop.type}${view === 'orders' ? '' : `?view=${view}`}`} replace />
    );
  }
  return (
    <Page
      title={shop ? text(shop, 'name') : t('vendor.title')}
      eyebrow={t('vendor.eyebrow')}
      className="staff-page"
    >
      {shop && <ShopNow shop={shop} href={`${pathname}?view=shop`} />}
      <details className="staff-account">
        <summary>{t('vendor.account')}</summary>
        <StaffBar user={user} />
      </details>
      <nav aria-label={t('vendor.views')}>
        <ul className="chips chips--row">
          {views.map((each) => (
            <li key={each}>
              <Link
                to={each === 'orders' ? pathname : `${pathname}?view=${each}`}
                className="chip"
                aria-current={each === view ? 'page' : undefined}
              >
                {t(`vendor.view.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {catalog.error && !shop ? (
        <Problem error={catalog.error} onRetry={catalog.reload} />
      ) : !shop ? (
        <Loading />
      ) : view === 'orders' ? (
        <VendorBoard vendorId={user.vendorId} />
      ) : view === 'products' ? (
        <VendorProducts shop={shop} catalog={catalog} />
      ) : view === 'shop' ? (
        <VendorShopDays
          shop={shop}
          onSaved={(saved) => catalog.setData((data) => ({ ...data, shop: saved }))}
        />
      ) : (
        <>
          <ReportDay read="vendorDayReport" />
          <VendorHistory />
        </>
      )}
    </Page>
  );
}

/** Whether the shop takes orders right now, at the top, with the way to change it. */
function ShopNow({ shop, href }: { shop: Parameters<typeof useShopDay>[0]; href: string }) {
  const { t } = useTranslation('staff');
  const day = useShopDay(shop);
  const open = day.state.open && day.takesOrders;
  return (
    <p className={`staff-shop-now staff-shop-now--${open ? 'open' : 'closed'}`}>
      <span className="staff-shop-now__dot" aria-hidden="true" />
      <span>{day.label}</span> <Link to={href}>{t('vendor.changeHours')}</Link>
    </p>
  );
}
