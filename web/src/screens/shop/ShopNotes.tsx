import type { CartItem } from '@town/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductInCart } from '../../state/cartItems';
import { TextArea } from '../../ui/Field';
import { noteMax, noteTooLong } from './delivery';

export interface NotedShop {
  id: string;
  name: string;
}

/**
 * A cart from several shops: a note for each shop, shown to that shop alone ("cut the fish in
 * curry pieces" is the fish stall's, not the vegetable seller's). The order's own note is then
 * for the delivery.
 */
export function ShopNotes({
  shops,
  notes,
  onNote,
  serverErrors,
}: {
  shops: readonly NotedShop[];
  notes: Readonly<Record<string, string>>;
  onNote: (shopId: string, note: string) => void;
  serverErrors: Record<string, string>;
}) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  return (
    <fieldset className="shop-notes">
      <legend className="field__label">{t('checkout.shopNotesTitle')}</legend>
      <p className="field__hint">{t('checkout.shopNotesHint')}</p>
      {shops.map((shop) => {
        const note = notes[shop.id] ?? '';
        return (
          <TextArea
            key={shop.id}
            label={t('checkout.shopNote', { shop: shop.name })}
            optional
            name={`shopNote-${shop.id}`}
            rows={2}
            value={note}
            onChange={(event) => onNote(shop.id, event.target.value)}
            error={
              noteTooLong(note)
                ? tc('form.tooLong', { max: noteMax })
                : serverErrors[`shopNotes.${shop.id}`]
            }
          />
        );
      })}
    </fieldset>
  );
}

/** The cart's shops, in the order their goods were added, each once. */
export function shopsOfCart(items: readonly CartItem[], unnamed: string): NotedShop[] {
  const shops = new Map<string, string>();
  for (const { shopId, shopName } of items as readonly ProductInCart[]) {
    if (shopId && !shops.has(shopId)) shops.set(shopId, shopName ?? unnamed);
  }
  return [...shops].map(([id, name]) => ({ id, name }));
}
