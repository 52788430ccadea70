import { useEffect } from 'react';
import { useTown } from '../state/AppState';

/** "<page> · <Town> Town Services", or just the product name for the home page. */
export function useDocumentTitle(page?: string) {
  const { town } = useTown();
  const product = productName(town?.name);
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}

export const productName = (townName: string | undefined) =>
  townName ? `${townName} Town Services` : 'Town Services';
