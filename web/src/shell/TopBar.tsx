import { Link, NavLink } from 'react-router-dom';
import { useCart, useTown } from '../state/AppState';
import { Icon } from './icons';
import { productName } from './useDocumentTitle';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'topbar__link topbar__link--active' : 'topbar__link';

export function TopBar() {
  const { town } = useTown();
  const { count } = useCart();
  const logo = town?.logo.startsWith('/') ? town.logo : '/logo.svg';
  return (
    <header className="topbar">
      <nav className="topbar__inner" aria-label="Main">
        <Link to="/" className="topbar__brand">
          <img src={logo} alt="" width="36" height="36" />
          <span>{productName(town?.name)}</span>
        </Link>
        <ul className="topbar__links">
          <li className="topbar__wide">
            <NavLink to="/" end className={navClass}>
              Home
            </NavLink>
          </li>
          <li className="topbar__wide">
            <NavLink to="/contact" className={navClass}>
              Contact
            </NavLink>
          </li>
          {count > 0 && (
            <li>
              <NavLink
                to="/cart"
                className={navClass}
                aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
              >
                <Icon name="cart" size={20} />
                <span className="topbar__cart-text">Cart</span>
                <span className="badge">{count}</span>
              </NavLink>
            </li>
          )}
          <li className="topbar__wide">
            <NavLink to="/findOrder" className={navClass}>
              Find Order
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
