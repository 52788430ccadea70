import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { Icon } from '../../shell/icons';
import { useCart, useTown } from '../../state/AppState';
import { cartTotals } from './cartItems';

/** A bar that stays at the bottom of a shop while the cart has something: count, total, go. */
export function CartBar() {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const cart = useCart();
  const { town } = useTown();
  if (cart.count === 0) return null;
  const { subtotalPaise } = cartTotals(cart.items, town);
  return (
    <div className="cart-bar">
      <Link to="/cart" className="cart-bar__link">
        <span className="cart-bar__icon">
          <Icon name="cart" size={22} />
        </span>
        <span className="cart-bar__text">
          <span className="cart-bar__count">
            {t('cartBar.items', { count: cart.count, n: format.number(cart.count) })}
          </span>
          <span className="cart-bar__total">{format.price(subtotalPaise)}</span>
        </span>
        <span className="cart-bar__go">
          {t('cartBar.view')} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </div>
  );
}
