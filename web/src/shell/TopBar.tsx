import { Link, NavLink } from 'react-router-dom';
import { backend } from '../backend';
import { useTranslation } from '../i18n/useTranslation';
import { useCart, useTown } from '../state/AppState';
import { Icon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { useProductName, useSiteHead } from './useDocumentTitle';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'topbar__link topbar__link--active' : 'topbar__link';

export function TopBar() {
  const { t } = useTranslation();
  const { town } = useTown();
  const { count } = useCart();
  const product = useProductName();
  useSiteHead();
  // The town's uploaded logo (kept 4:3, as product photos are), else the app's own.
  const logo = (town?.logo && backend.productPhotoUrl(town.logo, 320)) || '/logo.svg';
  return (
    <header className="topbar">
      <nav className="topbar__inner" aria-label={t('nav.main')}>
        <Link to="/" className="topbar__brand">
          <img src={logo} alt="" width="36" height="36" />
          <span>{product}</span>
        </Link>
        <ul className="topbar__links">
          <li className="topbar__wide">
            <NavLink to="/" end className={navClass}>
              {t('nav.home')}
            </NavLink>
          </li>
          <li className="topbar__wide">
            <NavLink to="/contact" className={navClass}>
              {t('nav.contact')}
            </NavLink>
          </li>
          {count > 0 && (
            <li>
              <NavLink
                to="/cart"
                className={navClass}
                // The word "Cart" is hidden on phones: the label keeps it, and contains what shows.
                aria-label={t('nav.cartLabel', { count })}
              >
                <Icon name="cart" size={20} />
                <span className="topbar__cart-text">{t('nav.cart')}</span>{' '}
                <span className="badge">{count}</span>
              </NavLink>
            </li>
          )}
          <li className="topbar__wide">
            <NavLink to="/findOrder" className={navClass}>
              {t('nav.findOrder')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/search" className={navClass} aria-label={t('nav.search')}>
              <Icon name="search" size={20} />
              <span className="topbar__search-text">{t('nav.search')}</span>
            </NavLink>
          </li>
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}
