/**
 * @jest-environment jsdom
 */
import { act, createElement, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Strings, type Tree } from '../src/i18n/strings';
import { I18nProvider, useTranslation } from '../src/i18n/useTranslation';
import './reactRoot';

/** A hook of another screens area with strings of its own, as useShopDay is. */
function useShopWord(): string {
  const { t } = useTranslation('shop');
  return t('cart.title' as never);
}

/** A board with its own strings and the shared hook's: two namespaces, two `use` sites. */
function Board() {
  const { t } = useTranslation('staff');
  const shopWord = useShopWord();
  return createElement('p', null, `${t('vendor.title' as never)} · ${shopWord}`);
}

test('a screen whose two namespaces arrive one after the other draws once both are there', async () => {
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  // The board's strings come first, the shared hook's a moment later, as two JSON chunks may.
  const waits: Record<string, number> = { staff: 0, shop: 30 };
  const trees: Record<string, Tree> = {
    staff: { vendor: { title: 'Your shop' } },
    shop: { cart: { title: 'Cart' } },
  };
  const strings = new Strings('en', { en: { common: {} } }, async (_language, namespace) => {
    await new Promise((resolve) => setTimeout(resolve, waits[namespace]));
    return trees[namespace] ?? {};
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      createElement(
        I18nProvider,
        { strings },
        createElement(Suspense, { fallback: 'Loading' }, createElement(Board)),
      ),
    );
  });
  expect(host.textContent).toBe('Loading');
  // React shows a boundary's content at most every 300 ms after its fallback.
  for (let wait = 0; wait < 40 && host.textContent === 'Loading'; wait++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  expect(host.textContent).toBe('Your shop · Cart');
  spy.mockRestore();
  await act(async () => root.unmount());
  host.remove();
  expect(errors).toEqual([]);
});
