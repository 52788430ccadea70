import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';

export const adminSections = [
  'dashboard',
  'orders',
  'bookings',
  'staff',
  'catalog',
  'alerts',
  'money',
  'town',
] as const;
export type AdminSection = (typeof adminSections)[number];

const pathOf = (section: AdminSection) =>
  section === 'dashboard' ? '/admin' : `/admin/${section}`;

/**
 * The admin's sections, by short names that fit eight to a phone's two rows; each page's
 * heading gives the full one. The current one is marked for screen readers too.
 */
export function AdminNav({ current }: { current: AdminSection | undefined }) {
  const { t } = useTranslation('staff');
  return (
    <nav aria-label={t('admin.nav')} className="staff-admin-nav">
      <ul className="chips">
        {adminSections.map((section) => (
          <li key={section}>
            <Link
              to={pathOf(section)}
              className="chip"
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`admin.navLabels.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
