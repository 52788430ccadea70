import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from './icons';

const items: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: '/', label: 'Home', icon: 'home', end: true },
  { to: '/contact', label: 'Contact', icon: 'phone' },
  { to: '/findOrder', label: 'Find Order', icon: 'search' },
];

/** Small screens only (CSS shows it at 640 px and below). */
export function BottomBar() {
  return (
    <nav className="bottombar" aria-label="Quick links">
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
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
