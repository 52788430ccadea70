import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useTown } from '../state/AppState';

/** "Sonapur Town Services" in the chosen language. */
export function useProductName(): string {
  const { t } = useTranslation();
  const { town } = useTown();
  return town ? t('product', { town: town.name }) : t('productFallback');
}

/** "<page> · <Town> Town Services", or just the product name for the home page. */
export function useDocumentTitle(page?: string) {
  const product = useProductName();
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}
