import { Link } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../shell/icons';
import { useCart, useTown } from '../../state/AppState';
import { cartTotals } from '../../state/cartItems';
import { UndoRemoved } from './UndoRemoved';

/**
 * A bar that stays at the bottom of a shop while the cart has something: count, total, go; and
 * above it, for a few seconds, "Undo" after an item was taken out.
 */
export function CartBar() {
  const cart = useCart();
  const { town } = useTown();
  const { subtotalPaise } = cartTotals(cart.items, town);
  return (
    <div className="cart-bar">
      <UndoRemoved />
      {cart.count > 0 && <CartLink count={cart.count} subtotalPaise={subtotalPaise} />}
    </div>
  );
}

function CartLink({ count, subtotalPaise }: { count: number; subtotalPaise: number }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <Link to="/cart" className="cart-bar__link">
      <span className="cart-bar__icon">
        <Icon name="cart" size={22} />
      </span>
      <span className="cart-bar__text">
        <span className="cart-bar__count">
          {t('cartBar.items', { count, n: format.number(count) })}
        </span>
        <span className="cart-bar__total">{format.price(subtotalPaise)}</span>
      </span>
      <span className="cart-bar__go">
        {t('cartBar.view')} <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}
