import type { Product, Shop } from '@town/core';
import { searchQueryBounds } from '@town/core/vocabulary';
import { useId, useMemo, useState } from 'react';
import { textIn } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../shell/icons';
import { isOutOfStock } from '../../state/cartItems';
import { ProductGrid } from './ProductGrid';
import { useProductSearch } from './useProductSearch';

function matches(product: Product, words: string[], shopName: string | undefined): boolean {
  // Either language finds it: a Bengali page's visitor may still type "rice".
  const text = [
    product.name,
    product.nameBn,
    product.category,
    product.categoryBn,
    product.description,
    product.descriptionBn,
    shopName ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A category chip's label: the Bengali one its products carry, on a Bengali page. */
function categoryLabel(products: readonly Product[], category: string, language: string): string {
  const product = products.find((p) => p.category === category && p.categoryBn);
  return product ? textIn(product, 'category', language) : category;
}

/** Where only shop names are known, the search weighs those (a shop's type is not needed). */
const shopByName =
  (shopNameOf: ((shopId: string) => string | undefined) | undefined) => (shopId: string) => {
    const name = shopNameOf?.(shopId);
    return name ? { name } : undefined;
  };

/** Products in stock first, each group in the server's order (by name). */
function inStockFirst(products: readonly Product[]): Product[] {
  return [...products.filter((p) => !isOutOfStock(p)), ...products.filter((p) => isOutOfStock(p))];
}

/**
 * A product grid with a search box and category chips: what a shop looks like on a phone.
 * Filters live in the screen (not the URL) so typing never jumps the page to the top.
 */
export function ProductBrowser({
  products,
  shopNameOf,
  shopOf,
  initialQuery = '',
  initialCategory = '',
}: {
  products: readonly Product[];
  /** The shop's name for a product card, where a grid mixes shops. */
  shopNameOf?: (shopId: string) => string | undefined;
  /** The product's shop, for whether it is open or closed by its vendor. */
  shopOf?: (shopId: string) => Shop | undefined;
  initialQuery?: string;
  initialCategory?: string;
}) {
  const { t, i18n } = useTranslation('shop');
  const format = useFormat();
  const searchId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);

  // A product its shop does not list is not shown to customers at all.
  const listed = useMemo(() => products.filter((p) => p.available), [products]);
  const categories = useMemo(
    () => [...new Set(listed.map((p) => p.category).filter(Boolean))].sort(),
    [listed],
  );
  const activeCategory = categories.includes(category) ? category : '';
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const rank = useProductSearch(listed, shopOf ?? shopByName(shopNameOf), words.length > 0);
  const inCategory = (p: Product) => !activeCategory || p.category === activeCategory;
  const shown = inStockFirst(
    words.length > 0 && rank
      ? rank(query).filter(inCategory)
      : listed.filter((p) => inCategory(p) && matches(p, words, shopNameOf?.(p.shopId))),
  );
  const filtered = words.length > 0 || activeCategory !== '';

  return (
    <div className="browser">
      <div className="browser__filters">
        <div className="search-box">
          <label htmlFor={searchId} className="visually-hidden">
            {t('browse.search')}
          </label>
          <Icon name="search" size={20} />
          <input
            id={searchId}
            type="search"
            maxLength={searchQueryBounds.maxLength}
            className="search-box__input"
            placeholder={t('browse.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            enterKeyHint="search"
          />
        </div>
        {categories.length > 1 && (
          <ul className="chips chips--scroll" aria-label={t('browse.categories')}>
            <li>
              <button
                type="button"
                className="chip"
                aria-pressed={activeCategory === ''}
                onClick={() => setCategory('')}
              >
                {t('browse.allCategories')}
              </button>
            </li>
            {categories.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={activeCategory === name}
                  onClick={() => setCategory(name)}
                >
                  {categoryLabel(listed, name, i18n.language)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="browser__count muted" aria-live="polite">
        {t('browse.count', { count: shown.length, n: format.number(shown.length) })}
      </p>
      {shown.length > 0 ? (
        <ProductGrid products={shown} shopNameOf={shopNameOf} shopOf={shopOf} />
      ) : (
        <div className="empty-state">
          <p>
            {words.length > 0 ? t('browse.noMatch', { query: query.trim() }) : t('browse.none')}
          </p>
          {filtered && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setQuery('');
                setCategory('');
              }}
            >
              {t('browse.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
