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

test('a screen whose second namespace arrives after its first draws once both are there', async () => {
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  // The board's strings come on the next turn, the shared hook's later, when the test lets them.
  const arrivals: Record<string, () => void> = {};
  const trees: Record<string, Tree> = {
    staff: { vendor: { title: 'Your shop' } },
    shop: { cart: { title: 'Cart' } },
  };
  const strings = new Strings('en', { en: { common: {} } }, async (_language, namespace) => {
    await new Promise<void>((resolve) => {
      if (namespace === 'shop') arrivals[namespace] = resolve;
      else setTimeout(resolve, 0);
    });
    return trees[namespace] ?? {};
  });
  const arrive = (namespace: string) =>
    act(async () => {
      arrivals[namespace]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
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
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(host.textContent).toBe('Loading');
  await arrive('shop');
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
