import { type CatalogCollection, catalogCollections, type StaffPrincipal } from '@town/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { StaffBar } from '../auth/StaffBar';
import { StaffGate } from '../auth/StaffGate';
import { ReportDay } from '../report/ReportDay';
import { AdminAlerts } from './AdminAlerts';
import { AdminBookings } from './AdminBookings';
import { AdminMoney } from './AdminMoney';
import { AdminNav, type AdminSection, adminSections } from './AdminNav';
import { AdminOrders } from './AdminOrders';
import { CatalogAdmin } from './CatalogAdmin';
import { CatalogIndex } from './CatalogIndex';
import { Dashboard } from './Dashboard';
import { DeskQueue } from './DeskQueue';
import { StaffAccounts } from './StaffAccounts';
import { TownSettings } from './TownSettings';
import '../staff.css';

type Admin = Extract<StaffPrincipal, { role: 'admin' }>;

const isSection = (type: string): type is AdminSection =>
  (adminSections as readonly string[]).includes(type);
const isCollection = (type: string): type is CatalogCollection =>
  (catalogCollections as readonly string[]).includes(type);

/**
 * /admin (dashboard) and /admin/{type}: orders, bookings, staff accounts, the catalog index and
 * one page per catalog collection. Anyone who is not a signed-in admin gets the admin sign-in.
 */
export default function AdminScreen() {
  return <StaffGate needs="admin">{(user) => <AdminArea user={user} />}</StaffGate>;
}

function AdminArea({ user }: { user: Admin }) {
  const { t } = useTranslation('staff');
  const { type = 'dashboard' } = useParams();
  const collection = isCollection(type) ? type : undefined;
  const section: AdminSection | undefined = isSection(type)
    ? type
    : collection
      ? 'catalog'
      : undefined;
  const title = collection
    ? t(`catalog.collections.${collection}`)
    : section
      ? t(`admin.sections.${section}`)
      : t('admin.unknownTitle');

  return (
    <Page
      title={title}
      eyebrow={t('admin.eyebrow')}
      back={collection ? '/admin/catalog' : undefined}
      className="staff-page"
    >
      <StaffBar user={user} />
      <AdminNav current={section} />
      {section === 'dashboard' ? (
        <Dashboard />
      ) : section === 'orders' ? (
        <AdminOrders />
      ) : section === 'bookings' ? (
        <>
          <DeskQueue />
          <AdminBookings />
        </>
      ) : section === 'staff' ? (
        <StaffAccounts />
      ) : section === 'alerts' ? (
        <AdminAlerts />
      ) : section === 'money' ? (
        <ReportDay read="dayReport">{(day) => <AdminMoney day={day} />}</ReportDay>
      ) : section === 'town' ? (
        <TownSettings />
      ) : collection ? (
        <CatalogAdmin key={collection} collection={collection} />
      ) : section === 'catalog' ? (
        <CatalogIndex />
      ) : (
        <EmptyState
          action={
            <Link to="/admin" className="button button--quiet">
              {t('admin.toDashboard')}
            </Link>
          }
        >
          {t('admin.unknown', { type })}
        </EmptyState>
      )}
    </Page>
  );
}
