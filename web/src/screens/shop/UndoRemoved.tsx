import { useTranslation } from '../../i18n/useTranslation';
import { useCart } from '../../state/AppState';
import { undoRemoval, useRemovedItem } from './undoRemoval';

/** "Milk taken out of the cart. Undo": offered for a few seconds after a removal. */
export function UndoRemoved() {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const removed = useRemovedItem();
  return (
    <div className="undo-removed" role="status">
      {removed && (
        <>
          <span>{t('cart.removedNamed', { name: removed.name })}</span>
          <button type="button" className="undo-removed__button" onClick={() => undoRemoval(cart)}>
            {t('cart.undo')}
          </button>
        </>
      )}
    </div>
  );
}
