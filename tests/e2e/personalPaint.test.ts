import type { Product } from '@town/core';
import { demoCatalog } from '../../demo';
import bnMedical from '../../web/src/i18n/locales/bn/medical.json';
import bnOrders from '../../web/src/i18n/locales/bn/orders.json';
import enMedical from '../../web/src/i18n/locales/en/medical.json';
import enOrders from '../../web/src/i18n/locales/en/orders.json';
import { describeInBrowser, useBrowserHarness } from '../support/browserHarness';
import { countLayoutShifts, layoutShiftsOf, noVisibleShift } from '../support/layoutShifts';

const product: Product = (() => {
  const found = demoCatalog.products.find(
    (p) => p.shopType === 'grocery' && p.available && p.stock >= 10 && !p.prescriptionRequired,
  );
  if (!found) throw new Error('The demo data lacks a grocery product with stock');
  return found;
})();

const strings = {
  en: { orders: enOrders, medical: enMedical },
  bn: { orders: bnOrders, medical: bnMedical },
};
type Language = keyof typeof strings;

/** The text inside the first h1 and the first lead paragraph of a page's raw HTML. */
function headingOf(html: string) {
  const text = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    title: text(/<h1 class="page__title">([\s\S]*?)<\/h1>/),
    lead: text(/<p class="page__lead">([\s\S]*?)<\/p>/),
  };
}

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describeInBrowser('personal pages: the host paints what the screen always shows first', () => {
  const web = useBrowserHarness();
  const customer = { name: 'Rekha Mondal', phone: '9830044556' };
  const address = '12 Kalitala Lane, Sonapur';
  let order: { code: string; secret: string };
  let booking: { code: string; secret: string };

  beforeAll(async () => {
    const placed = await web.api.call('createOrder', {
      customer,
      address: { line: address },
      items: [{ productId: product.id, quantity: 2 }],
    });
    order = placed.body.result as typeof order;
    const asked = await web.api.call('requestMedicalAssistance', {
      requester: customer,
      address: { line: address },
      need: 'A nurse to change a dressing',
      urgent: false,
    });
    booking = asked.body.result as typeof booking;
    if (!order?.code || !booking?.code) throw new Error('The order or the request was refused');
  });

  /** The host's first answer for a path in a language: its headers and what its HTML paints. */
  async function firstResponse(path: string, language: Language) {
    const response = await fetch(`${web.api.url}${path}`, {
      headers: { cookie: `lang=${language}` },
    });
    const html = await response.text();
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      html,
      ...headingOf(html),
    };
  }

  /** Routes whose address names someone's order, booking or phone, with what the host paints. */
  const painted = (language: Language) => {
    const { orders, medical } = strings[language];
    return [
      {
        path: () => `/order/${order.code.toLowerCase()}`,
        title: () => orders.link.title.replace('{{code}}', order.code),
        lead: orders.link.lead,
      },
      {
        path: () => `/booking/${booking.code}`,
        title: () => medical.booking.title.replace('{{code}}', booking.code),
        lead: medical.booking.lead,
      },
      {
        path: () => `/medical/thankYou?kind=assistance&code=${booking.code}`,
        title: () => medical.thanks.title.assistance,
        lead: undefined,
      },
      {
        path: () => `/findOrder/${customer.phone}`,
        title: () => orders.title,
        lead: orders.lead,
      },
    ];
  };

  test.each(['en', 'bn'] as const)(
    'the first response holds the heading and lead in %s, nothing of the order, and no shared cache keeps it',
    async (language) => {
      for (const route of painted(language)) {
        const first = await firstResponse(route.path(), language);
        expect(first.status).toBe(200);
        expect(first.html).toContain(`<html lang="${language}">`);
        expect(first.title).toBe(route.title());
        expect(first.lead).toBe(route.lead);
        expect(first.cacheControl).toBe('private, no-cache');
        // The host never knows the order: no name, address or product of it is on the page.
        for (const secretish of [customer.name, address, product.name, order.secret]) {
          expect(first.html).not.toContain(secretish);
        }
      }
      // The lookup comes first, with or without a phone: its heading, privacy paragraph and form
      // (holding the address's phone); the orders saved on this phone come below, in the browser.
      const { orders, medical } = strings[language];
      for (const path of ['/findOrder', `/findOrder/${customer.phone}`]) {
        const lookup = await firstResponse(path, language);
        const painted = [orders.byPhoneTitle, orders.byPhoneLead].map(inHtml);
        for (const text of painted) expect(lookup.html).toContain(text);
        expect(lookup.html).toMatch(/<form class="find-form card"[\s\S]*?name="phone"/);
        expect(lookup.html.indexOf(painted[1]!)).toBeLessThan(lookup.html.indexOf('find-form'));
        expect(lookup.html).not.toContain('saved-orders');
      }
      const withPhone = await firstResponse(`/findOrder/${customer.phone}`, language);
      expect(withPhone.html).toMatch(new RegExp(`name="phone"[^>]*value="${customer.phone}"`));
      // The thank-you page paints what happens next under the code card: it depends on the kind.
      const thanks = await firstResponse(
        `/medical/thankYou?kind=assistance&code=${booking.code}`,
        language,
      );
      const next = [medical.thanks.nextTitle, ...Object.values(medical.thanks.next.assistance)];
      const at = next.map((text) => thanks.html.indexOf(inHtml(text)));
      for (const index of at)
        expect(index).toBeGreaterThan(thanks.html.indexOf('med-thanks__code'));
      expect(thanks.html).not.toContain(inHtml(medical.booking.linkTitle));
      // Without a code there is nothing personal in the address: the whole page is painted.
      const noCode = await firstResponse('/medical/thankYou', language);
      expect(noCode.title).toBe(strings[language].medical.thanks.noCodeTitle);
      expect(noCode.html).toContain(strings[language].medical.thanks.noCode);
      expect(noCode.cacheControl).toBe('no-cache');
    },
  );

  /**
   * Opens a page with scripts, counting layout shifts from the first paint on and keeping the
   * h1 text the HTML arrived with. The harness fails the test on any console error. `keptFrom`
   * is a private link this phone opened before (it keeps it); `slowAction` answers that action
   * 0.5 s late, as a slow network would: what arrives late must not move what is on screen.
   */
  async function openWatched(
    path: string,
    language: Language,
    {
      keptFrom,
      slowAction,
    }: { keptFrom?: [path: string, shows: string]; slowAction?: string } = {},
  ) {
    // The phone's clock reads the host's: "on its way by …" stays as the host's time says.
    const page = await web.phone({ lang: language, height: 740, at: web.api.now() });
    if (keptFrom) {
      await page.goto(`${web.api.url}${keptFrom[0]}`);
      await page.locator('main').getByText(keptFrom[1]).first().waitFor();
    }
    await countLayoutShifts(page.context());
    await page.context().addInitScript(() => {
      const w = window as unknown as { firstHeading?: string; firstMain?: string };
      document.addEventListener('DOMContentLoaded', () => {
        w.firstHeading = document.querySelector('main h1')?.textContent ?? '';
        w.firstMain = document.querySelector('main')?.textContent ?? '';
      });
    });
    if (slowAction) {
      await page.route(`**/api/call/${slowAction}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
    }
    await page.goto(`${web.api.url}${path}`, { waitUntil: 'networkidle' });
    return page;
  }

  const watched = async (page: Awaited<ReturnType<typeof openWatched>>) => ({
    firstHeading: await page.evaluate(
      () => (window as unknown as { firstHeading: string }).firstHeading,
    ),
    /** The text of the page as its HTML arrived, before any script ran. */
    firstMain: await page.evaluate(() => (window as unknown as { firstMain: string }).firstMain),
    shifts: await layoutShiftsOf(page),
  });

  /** Whether the first element matching `before` comes before the first matching `after`. */
  const comesBefore = (
    page: Awaited<ReturnType<typeof openWatched>>,
    before: string,
    after: string,
  ) =>
    page.evaluate(
      ([a, b]) => {
        const first = document.querySelector(a);
        const second = document.querySelector(b);
        if (!first || !second) throw new Error(`Missing ${first ? b : a}`);
        return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      },
      [before, after] as const,
    );

  test.each(['en', 'bn'] as const)(
    'in %s the order link opens the order under the painted heading, with no shift',
    async (language) => {
      const page = await openWatched(`/order/${order.code}#${order.secret}`, language);
      const name = language === 'bn' && product.nameBn ? product.nameBn : product.name;
      await page.locator('main').getByText(name).first().waitFor();
      const { firstHeading, shifts } = await watched(page);
      const title = strings[language].orders.link.title.replace('{{code}}', order.code);
      expect(firstHeading).toBe(title);
      expect(await page.locator('main h1').textContent()).toBe(title);
      expect(await page.locator('main .page__lead').textContent()).toBe(
        strings[language].orders.link.lead,
      );
      expect(shifts).toBeLessThan(noVisibleShift);
      await page.context().close();
    },
  );

  test('the booking link opens the request under the painted heading, with no shift', async () => {
    const page = await openWatched(`/booking/${booking.code}#${booking.secret}`, 'en');
    await page.locator('main').getByText('A nurse to change a dressing').first().waitFor();
    const { firstHeading, shifts } = await watched(page);
    expect(firstHeading).toBe(`Booking ${booking.code}`);
    expect(await page.locator('main h1').textContent()).toBe(`Booking ${booking.code}`);
    expect(shifts).toBeLessThan(noVisibleShift);
    await page.context().close();
  });

  test('the thank-you page paints the code and what happens next; the booking arrives below them, with no shift', async () => {
    // The phone keeps the request's link, as the one that made it does: the page opens it and
    // shows the request under what happens next, answered late.
    const page = await openWatched(`/medical/thankYou?kind=assistance&code=${booking.code}`, 'en', {
      keptFrom: [`/booking/${booking.code}#${booking.secret}`, 'A nurse to change a dressing'],
      slowAction: 'openBookingLink',
    });
    await page.locator('main').getByText('A nurse to change a dressing').first().waitFor();
    await page.locator('main').getByText(enMedical.booking.linkTitle).waitFor();
    const { firstHeading, firstMain, shifts } = await watched(page);
    expect(firstHeading).toBe(enMedical.thanks.title.assistance);
    for (const painted of [
      booking.code,
      enMedical.thanks.nextTitle,
      enMedical.thanks.next.assistance[0],
    ]) {
      expect(firstMain).toContain(painted);
    }
    expect(firstMain).not.toContain('A nurse to change a dressing');
    expect(await page.locator('main .med-thanks__code').textContent()).toBe(booking.code);
    expect(await comesBefore(page, 'main .med-thanks__code', 'main .med-steps')).toBe(true);
    expect(await comesBefore(page, 'main .med-steps', 'main .med-booking-card')).toBe(true);
    expect(await comesBefore(page, 'main .med-booking-card', 'main .med-booking-share')).toBe(true);
    expect(shifts).toBeLessThan(noVisibleShift);
    await page.context().close();
  });

  test('in Bengali a phone without the booking shows the painted steps and the ways on, with no shift', async () => {
    const page = await openWatched('/medical/thankYou?kind=appointment&code=K7Q-4MX', 'bn');
    await page.locator('main').getByRole('link', { name: bnMedical.thanks.toMedical }).waitFor();
    const { firstMain, shifts } = await watched(page);
    for (const step of Object.values(bnMedical.thanks.next.appointment)) {
      expect(firstMain).toContain(step);
    }
    expect(await page.locator('main .med-booking-card').count()).toBe(0);
    expect(shifts).toBeLessThan(noVisibleShift);
    await page.context().close();
  });

  test('/findOrder paints the lookup; the orders saved on this phone come below it, with no shift', async () => {
    const page = await openWatched('/findOrder', 'en', {
      keptFrom: [`/order/${order.code}#${order.secret}`, product.name],
    });
    const main = page.locator('main');
    await main.getByRole('link', { name: `Order ${order.code}` }).waitFor();
    const { firstMain, shifts } = await watched(page);
    for (const painted of [enOrders.byPhoneTitle, enOrders.byPhoneLead, enOrders.find]) {
      expect(firstMain).toContain(painted);
    }
    expect(await comesBefore(page, 'main .find-form', 'main .saved-orders')).toBe(true);
    expect(shifts).toBeLessThan(noVisibleShift);
    await page.context().close();
  });

  test('a phone lookup shows its answer first, then the orders saved on this phone, with no shift', async () => {
    // This phone opened the order's link before: it keeps it under "Orders on this phone". The
    // lookup answers late: its answer comes under the painted form, the saved orders below it.
    const page = await openWatched(`/findOrder/${customer.phone}`, 'en', {
      keptFrom: [`/order/${order.code}#${order.secret}`, product.name],
      slowAction: 'findOrders',
    });
    const main = page.locator('main');
    await main.getByText('1 order in the last 30 days.').waitFor();
    await main.getByRole('heading', { name: enOrders.savedTitle }).waitFor();
    const { firstMain, shifts } = await watched(page);
    expect(firstMain).toContain(enOrders.byPhoneLead);
    expect(await page.locator('main .find-form input[name="phone"]').inputValue()).toBe(
      customer.phone,
    );
    const headings = await main.locator('h2').allTextContents();
    expect(headings.indexOf(enOrders.byPhoneTitle)).toBeLessThan(
      headings.indexOf(enOrders.savedTitle),
    );
    expect(shifts).toBe(0);
    await page.context().close();
  });
});
