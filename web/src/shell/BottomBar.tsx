import { NavLink } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { Icon, type IconName } from './icons';

const items: {
  to: string;
  label: 'home' | 'contact' | 'findOrder';
  icon: IconName;
  end?: boolean;
}[] = [
  { to: '/', label: 'home', icon: 'home', end: true },
  { to: '/contact', label: 'contact', icon: 'phone' },
  { to: '/findOrder', label: 'findOrder', icon: 'search' },
];

/** Small screens only (CSS shows it at 640 px and below). */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav className="bottombar" aria-label={t('nav.quick')}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end ?? false}
          className={({ isActive }) =>
            isActive ? 'bottombar__link bottombar__link--active' : 'bottombar__link'
          }
        >
          <Icon name={item.icon} size={22} />
          <span>{t(`nav.${item.label}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
