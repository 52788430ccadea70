import type { Page } from 'playwright-core';
import { demoCatalog } from '../../../demo';
import { describeInBrowser, useBrowserHarness } from '../../support/browserHarness';

const { labTests, shops, teachers } = demoCatalog;
const groceryShops = shops.filter((shop) => shop.type === 'grocery');

/** Nothing on the page is wider than the phone: no sideways scroll. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describeInBrowser('small things on a 360 px phone', () => {
  const h = useBrowserHarness();

  test.each(['en', 'bn'] as const)(
    'the lab basket shows "2 tests chosen" whole beside its button (%s)',
    async (lang) => {
      const page = await h.open('/medical/labTest', { lang });
      const boxes = page.locator('main .med-lab input[type="checkbox"]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const count = page.locator('.med-basket__text strong');
      await count.waitFor();
      expect(await count.textContent()).toMatch(lang === 'en' ? /^2 tests chosen$/ : /^২/);
      const fits = await count.evaluate((element) => {
        const text = element.getBoundingClientRect();
        const button = document.querySelector('.med-basket__go')?.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && !!button && text.right <= button.left;
      });
      expect(fits).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      expect(labTests.length).toBeGreaterThanOrEqual(2);
    },
  );

  test('the shops that scroll sideways are counted, with a hint to swipe', async () => {
    const page = await h.open('/grocery');
    const count = page.locator('main .shop-strip-count');
    expect(await count.textContent()).toContain(`${groceryShops.length} shops`);
    expect(await count.locator('.shop-strip-count__swipe').isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    const wide = await h.open('/grocery', { viewport: { width: 1280, height: 800 } });
    expect(await wide.locator('main .shop-strip-count__swipe').isVisible()).toBe(false);
  });

  test('teachers: fees are fees, batches have their own row, no "All subjects" chip', async () => {
    const page = await h.open('/education/teacher');
    const chips = await page.locator('main nav .chip').allTextContents();
    expect(chips[0]?.trim()).toBe('All teachers');
    expect(chips.map((chip) => chip.trim())).not.toContain('All subjects');
    for (const teacher of teachers) {
      const card = page.locator('main article').filter({ hasText: teacher.name });
      const fees = card.locator('dt', { hasText: 'Fees' }).locator('xpath=following-sibling::dd');
      if (teacher.feeNote) expect(await fees.textContent()).toMatch(/₹/);
      if (teacher.batches) {
        const batches = card.locator('dt', { hasText: 'Batches' });
        expect(await batches.locator('xpath=following-sibling::dd').textContent()).toBe(
          teacher.batches,
        );
      }
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  test('Home → News → Back is Home again; opened directly, Back goes to Services', async () => {
    const page = await h.open('/');
    await page.locator('main a[href="/feeds/news"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Town news' }).waitFor();
    await page.locator('main .back-link').click();
    await page.waitForURL(`${h.api.url}/`);
    const direct = await h.open('/feeds/news');
    await direct.locator('main .back-link').click();
    await direct.waitForURL('**/service');
  });

  test("the lab form's day is one field the phone's own date picker fills, within 360 px", async () => {
    const page = await h.open('/medical/labTest', { locale: 'en-US' });
    const field = page.locator('main #med-lab-book').getByLabel('Day of the test');
    expect(await field.getAttribute('type')).toBe('date');
    expect(await page.locator('main #med-lab-book select').count()).toBe(0);
    // The phone shows the day its own way; the value is the calendar date the host takes.
    await field.fill('2030-02-28');
    expect(await field.inputValue()).toBe('2030-02-28');
    const box = await field.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
