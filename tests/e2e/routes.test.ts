import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalog, demoTown } from '@town/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from '../support/browser';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const c = demoCatalog;
const first = <T>(list: readonly T[], predicate: (item: T) => boolean): T => {
  const found = list.find(predicate);
  if (!found) throw new Error('The demo data lacks an item this test needs');
  return found;
};
const ofType = (type: string) => first(c.emergencyContacts, (e) => e.type === type).name;
const specialist = first(c.doctors, (d) => d.kind === 'specialist');
const general = first(c.doctors, (d) => d.kind === 'general');
const shopOf = (type: string) => first(c.shops, (s) => s.type === type);
const product = first(c.products, (p) => p.available && p.shopType === 'grocery');
const bus = c.busRoutes[0]!;
const gallery = c.galleries[0]!;
const service = c.services[0]!;
const news = first(c.feeds, (f) => f.type === 'news');
const teacher = c.teachers[0]!;
const toto = first(c.transport, (t) => t.kind === 'toto');
const car = first(c.transport, (t) => t.kind === 'car');
const labTest = c.labTests[0]!;

/**
 * Every route of the app with a text the screen must show from the demo data (so it is fed
 * by the backend), or null where the screen is a form or prose whose heading is enough.
 */
const publicRoutes: Array<[path: string, shows: string | null]> = [
  ['/', demoTown.tagline],
  ['/contact', demoTown.contact.email],
  ['/aboutUs', demoTown.name],
  ['/privacy', null],
  ['/comingSoon', null],
  ['/thankYou', null],
  ['/medical', null],
  ['/medical/pharmacy', first(c.products, (p) => p.shopType === 'pharmacy').name],
  ['/medical/mediAssist', null],
  ['/medical/doctor', specialist.name],
  [`/medical/doctorDetails?id=${general.id}`, general.name],
  [`/medical/doctor/doctorDetails/${encodeURIComponent(specialist.specialty)}`, specialist.name],
  ['/medical/order', null],
  ['/medical/labTest', labTest.name],
  [`/medical/appointment?doctor=${specialist.id}`, null],
  ['/medical/thankYou', null],
  ['/emergency', ofType('police')],
  ['/emergency/police', ofType('police')],
  ['/emergency/fire', ofType('fire')],
  ['/emergency/ambulance', ofType('ambulance')],
  ['/emergency/hospital', ofType('hospital')],
  ['/emergency/wbsedcl', ofType('wbsedcl')],
  ['/emergency/municipality', ofType('municipality')],
  ['/emergency/transport', null],
  ['/education', null],
  ['/education/teacher', teacher.name],
  ['/transport', null],
  ['/transport/toto', toto.driver],
  ['/transport/car', car.driver],
  ['/transport/bus', bus.destination],
  [`/transport/bus/${bus.slug}`, bus.destination],
  ['/grocery', shopOf('grocery').name],
  ['/grocery/fordo', null],
  ['/bazaar', shopOf('bazaar').name],
  ['/food', shopOf('food').name],
  ['/onlineShop', shopOf('onlineShop').name],
  ['/catalog', null],
  ['/gallery', gallery.title],
  [`/gallery/${gallery.id}`, gallery.title],
  [`/buy/${product.id}`, product.name],
  ['/cart', null],
  ['/findOrder', null],
  ['/findOrder/9000000999', null],
  ['/order/K7Q-4MX', null],
  ['/service', null],
  [`/service/${service.type}`, service.name],
  ['/feeds/news', news.title],
];

/** Parameters that match nothing: a clear empty state, never a crash. */
const unmatchedRoutes = [
  '/medical/common/no-such-type',
  '/medical/doctorDetails?id=no-such-doctor',
  '/medical/doctor/doctorDetails/Astrology',
  '/transport/bus/atlantis',
  '/gallery/no-such-gallery',
  '/buy/no-such-product',
  '/service/no-such-service',
  '/feeds/no-such-feed',
];

describeInBrowser('every public route in Chromium', () => {
  let api: LocalDriver;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error('web/dist is missing: `npm test` builds it first (npm run build)');
    }
    api = await startLocalDriver({ webRoot });
    browser = await launchBrowser();
    // axe is injected as a script: the app's CSP (script-src 'self') would refuse it.
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await api?.stop();
  });

  async function settled(path: string): Promise<Page> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${api.url}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
    expect(errors).toEqual([]);
    return page;
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const result = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
      return axe.run({ resultTypes: ['violations'] });
    })) as {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  test.each(publicRoutes)(
    '%s renders its content with no serious axe violation',
    async (path, shows) => {
      const page = await settled(path);
      const heading = (await page.locator('main h1').first().textContent())?.trim();
      expect(heading).toBeTruthy();
      expect(await page.locator('.screen-error').count()).toBe(0);
      if (shows) await page.locator('main').getByText(shows, { exact: false }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );

  test.each(unmatchedRoutes)('%s shows a clear empty state', async (path) => {
    const page = await settled(path);
    expect(await page.locator('.screen-error').count()).toBe(0);
    expect(await page.locator('main .empty-state').count()).toBeGreaterThan(0);
    await page.close();
  });

  test('in Bengali, routes read in Bengali with no serious axe violation', async () => {
    const page = await settled('/');
    await page.getByRole('button', { name: /Bengali/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('bn');
    for (const path of ['/', '/emergency', '/medical/doctor', '/grocery', '/cart', '/findOrder']) {
      const next = await settled(path);
      // Names from the data (the town, shops, doctors) stay as written; the screen's own words
      // are Bengali.
      const text = (await next.locator('main').textContent()) ?? '';
      expect(text.match(/[\u0980-\u09FF]/g)?.length ?? 0).toBeGreaterThan(20);
      expect(await seriousViolations(next)).toEqual([]);
      await next.close();
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.close();
  });
});
