import { useEffect } from 'react';
import { useText } from '../i18n/content';
import { useTranslation } from '../i18n/useTranslation';
import { useServerRender } from '../render/serverRender';
import { useTown } from '../state/AppState';

/**
 * The town's name in the chosen language (its Bengali name on a Bengali page), once the town
 * is known and set up.
 */
export function useTownName(): string | undefined {
  const { town } = useTown();
  const text = useText();
  return town ? text(town, 'name') : undefined;
}

/** "<Town> Town Services" in the chosen language; "Town Services" before the town has a name. */
export function useProductName(): string {
  const { t } = useTranslation();
  const town = useTownName();
  return town ? t('product', { town }) : t('productFallback');
}

/** "<page> · <Town> Town Services", or just the product name for the home page. */
export function useDocumentTitle(page?: string) {
  const product = useProductName();
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}

/**
 * On the host: the page's <title>, description and link preview name the product and the town's
 * tagline in the page's language, as the app will once it runs.
 */
export function useSiteHead(): void {
  const server = useServerRender();
  const product = useProductName();
  const { town } = useTown();
  const text = useText();
  if (!server) return;
  server.head.site = product;
  if (town) {
    server.head.siteDescription = text(town, 'tagline');
    server.head.themeColor = town.themeColor;
  }
}
