import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { demoCatalog, demoTown } from '../../../demo';
import { pageCacheControl } from '../../../functions/src/pages';
import { privatePageCacheControl } from '../../../web/src/render/hostPages';
import { browserAvailable, launchBrowser, pageLive } from '../../support/browser';
import type { EmulatorSuite } from '../../support/emulatorSuite';
import { firebaseUnavailableReason } from '../../support/firebaseTestbed';
import { takeFirebaseWebStage } from '../../support/firebaseWebStage';
import { describeWhen } from '../../support/officialEmulators';

/**
 * The Firebase host's pages: Hosting (the emulator, with firebase.json's rewrites and headers)
 * hands every route to the `pages` function (the Functions emulator running the deploy bundle
 * with this run's web build inside), which renders it with the web app's renderer from the
 * official Firestore emulator's data. What a phone gets in the first response, and that the
 * browser takes the page over without a complaint.
 */
const reason =
  firebaseUnavailableReason() ??
  (browserAvailable() ? null : 'no Chromium at /usr/bin/chromium (apt-get install chromium)');

const police = demoCatalog.emergencyContacts.find((e) => e.type === 'police')!;
// The doctors page opens on the general physicians (decision 1752).
const doctor = demoCatalog.doctors.find((d) => d.kind === 'general' && d.active)!;
const grocer = demoCatalog.shops.find((s) => s.type === 'grocery')!;
const product = demoCatalog.products.find((p) => p.available && p.shopType === 'grocery')!;

/** Pages with a text the demo data puts on them: a page without it came empty. */
const pagesWithContent: Array<[path: string, shows: string]> = [
  ['/', demoTown.tagline],
  ['/emergency', police.name],
  ['/medical/doctor', doctor.name],
  ['/grocery', grocer.name],
  [`/buy/${product.id}`, product.name],
  // The function searched the words itself (core's search, as the browser's).
  ['/search?q=rui', 'Rohu (Rui) Fish'],
];

interface Answer {
  status: number;
  headers: Headers;
  html: string;
  data: { language: string; reads: Array<[string, unknown]> } | undefined;
}

// Building the app and starting the emulators take a while on a busy two-core machine.
jest.setTimeout(120_000);

describeWhen(reason, 'Firebase host: pages rendered by the pages function behind Hosting', () => {
  let suite: EmulatorSuite;
  let browser: Browser;

  // The run's one Firebase web build on the emulators, this suite's while it runs.
  beforeAll(async () => {
    suite = (await takeFirebaseWebStage()).suite;
    browser = await launchBrowser();
  }, 1_200_000);
  afterAll(async () => {
    await browser?.close();
    await suite?.stop();
  });

  async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${suite.hosting}${path}`, { headers, redirect: 'manual' });
    const html = await response.text();
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    return {
      status: response.status,
      headers: response.headers,
      html,
      data: json ? JSON.parse(json) : undefined,
    };
  }

  test.each(pagesWithContent)(
    '%s arrives with its content, kept by the CDN for a minute',
    async (path, shows) => {
      const page = await get(path, { 'accept-language': 'en', 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // Compressed by the function: Hosting passes its answer on as it is.
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('cache-control')).toBe(pageCacheControl);
      expect(page.headers.get('content-language')).toBe('en');
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain(`data-prerendered="${path}"`);
      expect(page.html).toContain(shows);
      // The data it was made from is in the page, for the browser to hydrate from.
      expect(page.data?.language).toBe('en');
      expect(page.data?.reads.length).toBeGreaterThan(0);
      // The same security headers as every Hosting answer.
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  test('the page links the scripts and styles Hosting serves beside it', async () => {
    const page = await get('/emergency');
    const links = [...page.html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(links.some((link) => link?.endsWith('.css'))).toBe(true);
    for (const link of links) {
      const asset = await fetch(`${suite.hosting}${link}`);
      expect([link, asset.status]).toEqual([link, 200]);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a Bengali __session (the one cookie Hosting forwards) gets the page in Bengali', async () => {
    const page = await get('/emergency', { cookie: '__session=bn' });
    expect(page.html).toContain('<html lang="bn">');
    expect(page.headers.get('content-language')).toBe('bn');
    expect(page.data?.language).toBe('bn');
    const heading = /<h1 class="page__title">([^<]*)<\/h1>/.exec(page.html)?.[1] ?? '';
    expect(heading).toMatch(/^[\u0980-\u09FF ]+$/);
    // Only __session decides (the CDN keys on it, not on how each phone words Accept-Language):
    // without it, English, and the answer does not vary on Accept-Language. An unknown cookie
    // value is no choice.
    const phone = await get('/emergency', { 'accept-language': 'bn-IN,bn;q=0.9' });
    expect(phone.data?.language).toBe('en');
    expect(phone.headers.get('vary')).not.toMatch(/accept-language/i);
    const chosen = await get('/emergency', { cookie: '__session=en', 'accept-language': 'bn' });
    expect(chosen.data?.language).toBe('en');
    const unknown = await get('/emergency', { cookie: '__session=xx', 'accept-language': 'en' });
    expect(unknown.data?.language).toBe('en');
  });

  test("an order's or a phone's page paints its heading in either language, kept by no CDN", async () => {
    for (const [cookie, title] of [
      ['__session=en', 'Order K7Q-4MX'],
      ['__session=bn', 'অর্ডার K7Q-4MX'],
    ] as const) {
      const link = await get('/order/k7q-4mx', { cookie });
      expect(link.status).toBe(200);
      expect(link.html).toMatch(
        new RegExp(`<h1 class="page__title">${title}</h1><p class="page__lead">[^<]+</p>`),
      );
      expect(link.headers.get('cache-control')).toBe(privatePageCacheControl);
    }
    const lookup = await get('/findOrder/9000000999', { 'accept-language': 'en' });
    expect(lookup.html).toContain('Anyone may know a phone number');
    expect(lookup.headers.get('cache-control')).toBe(privatePageCacheControl);
    // A personal page whose address names no one is still kept by the CDN: it is the same for all.
    const cart = await get('/cart', { 'accept-language': 'en' });
    expect(cart.headers.get('cache-control')).toBe(pageCacheControl);
  });

  test('the lookup and the thank-you page paint what their address tells, as on the local host', async () => {
    // Without a phone the lookup and its form are painted (the orders saved on this phone come
    // below, in the browser); the thank-you page paints its code and what happens next.
    const plain = await get('/findOrder', { 'accept-language': 'en' });
    expect(plain.html).toContain('Anyone may know a phone number');
    expect(plain.html).toContain('<form class="find-form card"');
    expect(plain.headers.get('cache-control')).toBe(pageCacheControl);
    const thanks = await get('/medical/thankYou?kind=appointment&code=K7Q-4MX', {
      'accept-language': 'en',
    });
    expect(thanks.html).toMatch(/K7Q-4MX[\s\S]*What happens next[\s\S]*Come 10 minutes early/);
    expect(thanks.headers.get('cache-control')).toBe(privatePageCacheControl);
  });

  test('a page the app does not have, or an item that is gone, is the shell, not kept by the CDN', async () => {
    for (const path of ['/no-such-page', '/buy/no-such-product']) {
      const shell = await get(path);
      expect(shell.status).toBe(200);
      expect(shell.data).toBeUndefined();
      expect(shell.html).toContain('<div id="root"></div>');
      expect(shell.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('query parameters a page does not read are dropped from the page it is made for', async () => {
    const page = await get('/emergency?utm_source=flood1&fbclid=x', { 'accept-language': 'en' });
    expect(page.html).toContain('data-prerendered="/emergency"');
    expect(page.headers.get('cache-control')).toBe(pageCacheControl);
    const search = await get('/search?junk=1&q=rui');
    expect(search.html).toContain('data-prerendered="/search?q=rui"');
    expect(search.html).toContain('Rohu (Rui) Fish');
  });

  test('a changed catalog shows once the page is rendered afresh', async () => {
    const app = initializeApp({ projectId: suite.projectId }, `firebase-pages-${process.pid}`);
    const db = getFirestore(app);
    const renamed = `${product.name} (changed in Firestore)`;
    // Both names: the Bengali page shows the Bengali one where there is one.
    await db.collection('products').doc(product.id).update({ name: renamed, nameBn: renamed });
    try {
      // Another language is another page: the function renders it from today's data.
      const page = await get(`/buy/${product.id}`, { cookie: '__session=bn' });
      expect(page.html).toContain(renamed);
    } finally {
      await db
        .collection('products')
        .doc(product.id)
        .update({ name: product.name, nameBn: product.nameBn ?? FieldValue.delete() });
      await deleteApp(app);
    }
  });

  describe('in Chromium', () => {
    async function opened(path: string, language: 'en' | 'bn') {
      const context = await browser.newContext({
        // The worker may register: it serves no page before the next visit.
        viewport: { width: 360, height: 740 },
      });
      await context.addCookies([{ name: '__session', value: language, url: suite.hosting! }]);
      await context.addInitScript((lang) => {
        localStorage.setItem('lang', lang);
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstHeading: Element | null }).firstHeading =
            document.querySelector('main h1');
        });
      }, language);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.goto(`${suite.hosting}${path}`, { waitUntil: 'networkidle' });
      await pageLive(page);
      return { page, problems, close: () => context.close() };
    }

    const keptHeading = (page: Page) =>
      page.evaluate(
        () =>
          (window as unknown as { firstHeading: Element | null }).firstHeading ===
          document.querySelector('main h1'),
      );

    test.each(pagesWithContent)(
      '%s hydrates with no console error or warning, keeping the rendered page',
      async (path, shows) => {
        const { page, problems, close } = await opened(path, 'en');
        expect(problems).toEqual([]);
        expect(await keptHeading(page)).toBe(true);
        expect(await page.locator('main').getByText(shows).count()).toBeGreaterThan(0);
        await close();
      },
    );

    test('the lookup and the thank-you page hydrate with no console error or warning', async () => {
      const lookup = await opened('/findOrder', 'en');
      // The screen, not the painted form, answers: a wrong number is refused where it stands.
      await lookup.page.getByLabel('Mobile number').fill('12345');
      await lookup.page.getByRole('button', { name: 'Find my orders' }).click();
      await lookup.page.getByText('Enter a 10-digit mobile number').waitFor();
      expect(new URL(lookup.page.url()).pathname).toBe('/findOrder');
      expect(lookup.problems).toEqual([]);
      await lookup.close();
      const thanks = await opened('/medical/thankYou?kind=appointment&code=K7Q-4MX', 'en');
      await thanks.page.getByRole('link', { name: 'Back to Medical' }).waitFor();
      expect(thanks.problems).toEqual([]);
      await thanks.close();
    });

    test('in Bengali (__session), the page arrives and hydrates in Bengali', async () => {
      for (const path of ['/', '/emergency', '/medical/doctor']) {
        const { page, problems, close } = await opened(path, 'bn');
        expect(problems).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
        expect(await keptHeading(page)).toBe(true);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text.match(/[\u0980-\u09FF]/g)?.length ?? 0).toBeGreaterThan(5);
        await close();
      }
    });
  });
});
