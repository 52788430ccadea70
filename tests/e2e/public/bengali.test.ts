import { demoCatalog, demoTown } from '../../../demo';
import { describeInBrowser, useBrowserHarness } from '../../support/browserHarness';
import { shot } from './screenshots';

/** Bengali digits: ০ to ৯. */
const bengaliDigit = /[\u09E6-\u09EF]/;

const ghosh = demoCatalog.doctors.find((d) => d.id === 'doc-amitava-ghosh')!;
/** The doctors' list opens on specialists. */
const sen = demoCatalog.doctors.find((d) => d.id === 'doc-moumita-sen')!;
const rohu = demoCatalog.products.find((p) => p.id === 'prod-ganga-rohu')!;
const ambulance = demoCatalog.emergencyContacts.find((c) => c.type === 'ambulance' && c.whatsapp)!;
const puja = demoCatalog.galleries.find((g) => g.id === 'gallery-durga-puja')!;

/** A Bengali time: the part of the day first, in Bengali digits ("সকাল ১০:০০"). */
const bengaliTime = /(ভোর|সকাল|দুপুর|বিকাল|বিকেল|সন্ধ্যা|রাত্রি|রাত) [০-৯]{1,2}:[০-৯]{2}/;
const lab = demoTown.lab!;
const busStand = demoTown.busStand!;
const bardhaman = demoCatalog.busRoutes[0]!;

/** What a server-rendered page shows, without the page data (which carries both languages). */
function shownPart(html: string): string {
  const data = html.indexOf('<script id="page-data"');
  return html.slice(html.indexOf('<div id="root"'), data === -1 ? undefined : data);
}

describeInBrowser('town content in Bengali in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test('the host paints a Bengali visitor’s first page with the town’s Bengali content', async () => {
    const answer = await fetch(`${h.api.url}/grocery`, { headers: { cookie: 'lang=bn' } });
    const html = await answer.text();
    expect(html).toContain('অন্নপূর্ণা মুদি ভান্ডার');
    expect(html).toContain('মিনিকেট চাল');
    expect(html).toContain('৫ কেজি');
    const english = await (
      await fetch(`${h.api.url}/grocery`, { headers: { cookie: 'lang=en' } })
    ).text();
    // The page's data carries both languages (the visitor may switch); what it shows is English.
    const shown = shownPart(english);
    expect(shown).toContain('Annapurna Grocery Store');
    expect(shown).not.toContain('অন্নপূর্ণা মুদি ভান্ডার');
  });

  test("the home page names the town and its tagline in the visitor's language", async () => {
    const page = (lang: 'bn' | 'en') =>
      fetch(`${h.api.url}/`, { headers: { cookie: `lang=${lang}` } }).then((answer) =>
        answer.text(),
      );
    const bengali = await page('bn');
    expect(bengali).toContain(`<title>${demoTown.nameBn} টাউন সার্ভিসেস</title>`);
    expect(bengali).toContain(
      `<meta property="og:site_name" content="${demoTown.nameBn} টাউন সার্ভিসেস">`,
    );
    expect(bengali).toContain(`<meta name="description" content="${demoTown.taglineBn}"`);
    expect(shownPart(bengali)).toContain(demoTown.taglineBn);
    expect(shownPart(bengali)).not.toContain(demoTown.tagline);
    const english = await page('en');
    expect(english).toContain(`<title>${demoTown.name} Town Services</title>`);
    expect(shownPart(english)).toContain(demoTown.tagline);

    // After the app takes over, the top bar and the tab keep the Bengali name.
    const home = await h.open('/', { lang: 'bn' });
    await home.getByRole('heading', { level: 1, name: demoTown.nameBn }).waitFor();
    expect(await home.title()).toBe(`${demoTown.nameBn} টাউন সার্ভিসেস`);
    await home.close();
  });

  test("the host paints a chamber's and a product's Bengali on a Bengali visitor's first page", async () => {
    const page = (path: string, lang: 'bn' | 'en') =>
      fetch(`${h.api.url}${path}`, { headers: { cookie: `lang=${lang}` } }).then((answer) =>
        answer.text().then(shownPart),
      );
    const doctor = await page(`/medical/doctorDetails?id=${ghosh.id}`, 'bn');
    expect(doctor).toContain(ghosh.chamber.nameBn);
    expect(doctor).toContain(ghosh.chamber.addressBn);
    expect(doctor).not.toContain(ghosh.chamber.address);
    expect(await page(`/buy/${rohu.id}`, 'bn')).toContain(rohu.descriptionBn);
    const english = await page(`/buy/${rohu.id}`, 'en');
    expect(english).toContain(rohu.description);
    expect(english).not.toContain(rohu.descriptionBn);
  });

  test('shops, doctors, emergency numbers and lab preparation read in Bengali, with Bengali digits', async () => {
    const grocery = await h.open('/grocery', { lang: 'bn' });
    await grocery.getByRole('heading', { name: 'অন্নপূর্ণা মুদি ভান্ডার' }).waitFor();
    const count = await grocery.locator('.browser__count').textContent();
    expect(count).toMatch(bengaliDigit);
    expect(await grocery.locator('.product-card__price').first().textContent()).toMatch(/^₹[০-৯]/);

    const doctors = await h.open('/medical/doctor', { lang: 'bn' });
    await doctors.getByText('শিশু বিশেষজ্ঞ').first().waitFor();
    // Chamber hours: the part of the day first, in Bengali digits ("সকাল ৯:০০").
    const hours = await doctors.locator('.med-doctor').first().locator('.med-facts').textContent();
    expect(hours).toMatch(/(সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত্রি|ভোর) [০-৯]{1,2}:[০-৯]{2}/);

    const emergency = await h.open('/emergency', { lang: 'bn' });
    await emergency.getByText('সোনাপুর থানা').first().waitFor();

    const lab = await h.open('/medical/labTest', { lang: 'bn' });
    await lab.getByText('১০-১২ ঘণ্টা খালি পেটে থাকুন; জল খাওয়া যাবে।').waitFor();

    // The same pages in English keep the English text.
    const english = await h.open('/medical/doctor', { lang: 'en' });
    await english.getByText('Paediatrics').first().waitFor();
    expect(await english.getByText('শিশু বিশেষজ্ঞ').count()).toBe(0);
  });

  test("a doctor's chamber reads in Bengali on the list and on the doctor's page", async () => {
    const doctors = await h.open('/medical/doctor', { lang: 'bn' });
    // The page opens on general physicians; she is a specialist.
    await doctors.getByRole('button', { name: 'বিশেষজ্ঞ' }).click();
    const card = doctors.locator('.med-doctor', { hasText: sen.name });
    await card.getByText(sen.chamber.nameBn!).waitFor();
    await card.getByText(sen.chamber.addressBn!).waitFor();
    expect(await card.getByText(sen.chamber.name, { exact: true }).count()).toBe(0);

    const details = await h.open(`/medical/doctorDetails?id=${ghosh.id}`, { lang: 'bn' });
    await details.getByText(ghosh.chamber.nameBn!).waitFor();
    await details.getByText(ghosh.chamber.addressBn!).waitFor();
    await shot(details, 'doctor-details-bn');
  });

  test("a product's description and a gallery's captions read in Bengali", async () => {
    const product = await h.open(`/buy/${rohu.id}`, { lang: 'bn' });
    await product.getByText(rohu.descriptionBn!).waitFor();
    expect(await product.getByText(rohu.description).count()).toBe(0);

    const gallery = await h.open(`/gallery/${puja.id}`, { lang: 'bn' });
    const first = puja.images[0]!;
    await gallery.locator('.photo__caption', { hasText: first.captionBn! }).waitFor();
    expect(await gallery.getByText(first.caption).count()).toBe(0);
    await shot(gallery, 'gallery-puja-bn');
  });

  test('an ambulance that takes WhatsApp has the link on a Bengali page, named in Bengali', async () => {
    const emergency = await h.open(`/emergency/${ambulance.type}`, { lang: 'bn' });
    await emergency.getByText(ambulance.nameBn!).first().waitFor();
    const whatsapp = emergency.getByRole('link', {
      name: `${ambulance.nameBn}-কে হোয়াটসঅ্যাপ করুন`,
    });
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/91${ambulance.whatsapp}`);
    await shot(emergency, 'emergency-ambulance-bn');
  });

  test('a grocery order placed on a Bengali page is thanked for and opened in Bengali', async () => {
    const product = demoCatalog.products.find(
      (p) =>
        p.shopType === 'grocery' &&
        p.available &&
        p.stock >= 5 &&
        p.nameBn &&
        p.unitBn &&
        demoCatalog.shops.find((s) => s.id === p.shopId)?.nameBn,
    )!;
    const shop = demoCatalog.shops.find((s) => s.id === product.shopId)!;
    const line = `${product.nameBn} (${product.unitBn})`;

    const page = await h.open(`/buy/${product.id}`, { lang: 'bn' });
    await page.getByRole('button', { name: /^কার্টে যোগ করুন/ }).click();
    await h.visit(page, '/cart');
    // The cart line reads in Bengali: name, unit and shop.
    const cartLine = page.locator('.cart-line');
    await cartLine.locator('.cart-line__name', { hasText: product.nameBn! }).waitFor();
    await cartLine.locator('.cart-line__meta', { hasText: shop.nameBn! }).waitFor();
    expect(await cartLine.locator('.cart-line__meta').textContent()).toContain(product.unitBn);
    expect(await cartLine.textContent()).not.toContain(product.name);
    await page.getByLabel('আপনার নাম').fill('মিতা ঘোষ');
    await page.getByLabel('মোবাইল নম্বর').fill('9830044556');
    await page.getByLabel('ঠিকানা').fill('House 7, Kalibari Road, Sonapur');
    await page.getByRole('button', { name: /^অর্ডার দিন/ }).click();

    // The thank-you page lists what was bought, and from whom, in Bengali.
    await page.waitForURL(/\/thankYou\?code=/);
    const summary = page.locator('.thank-you__summary');
    await summary.getByText(line, { exact: false }).waitFor();
    await summary.getByText(shop.nameBn!, { exact: true }).waitFor();
    expect(await summary.textContent()).not.toContain(product.name);
    await shot(page, 'order-thanks-bn');

    // So does the order's private link.
    await page.getByRole('link', { name: 'অর্ডার খুলুন' }).click();
    await page.waitForURL(/\/order\/[0-9A-Z-]+#/);
    const card = page.locator('.order-card');
    await card.getByText(line, { exact: false }).waitFor();
    await card.getByText(shop.nameBn!, { exact: true }).waitFor();
    expect(await card.textContent()).not.toContain(product.name);
    // When it was placed: the part of the day first, as every Bengali page says a time; no AM/PM.
    const placed = await card.locator('time').first().textContent();
    expect(placed).toMatch(bengaliTime);
    expect(await card.textContent()).not.toMatch(/\b(AM|PM)\b/i);
    await shot(page, 'order-link-bn');

    // A lookup by phone names the shop in Bengali.
    const link = new URL(page.url());
    await h.visit(page, '/findOrder/9830044556');
    await page.locator('main .lookup-list__shops', { hasText: shop.nameBn! }).waitFor();

    // The same link on an English page shows the names the order was placed with in English.
    const english = await h.open(link.pathname + link.hash, { lang: 'en' });
    await english
      .locator('.order-card')
      .getByText(`${product.name} (${product.unit})`, { exact: false })
      .waitFor();
    expect(await english.locator('.order-card').textContent()).not.toContain(product.nameBn!);
    await english.close();
    await page.close();
  });

  test('a lab booking made on a Bengali page names its tests in Bengali, and so does /my', async () => {
    const test = demoCatalog.labTests.find((t) => t.active && t.nameBn && t.preparationBn)!;
    // The browser's today is the host's: the day booked is checked against it.
    const page = await h.open('/medical/labTest', { lang: 'bn', at: h.api.now() });
    await page.getByLabel(`${test.nameBn} বেছে নিন`).check();
    // The form's summary of what is chosen names it in Bengali too.
    await page.locator('main form').getByText(test.nameBn!, { exact: true }).waitFor();
    // One of the lab's collection times, written the Bengali way.
    const time = page.locator('main input[name="time"]').first();
    await time.check();
    expect(await page.locator('main .med-options--slots').first().textContent()).toMatch(/[০-৯]/);
    await page.getByLabel('রোগীর নাম').fill('মিতা রায়');
    await page.getByLabel('মোবাইল নম্বর').fill('9830044557');
    await page.getByRole('button', { name: 'টেস্ট বুক করুন' }).click();
    await page.getByRole('heading', { level: 1, name: 'আপনার ল্যাব টেস্ট বুক হয়েছে' }).waitFor();
    const card = page.locator('main .med-booking-card');
    await card.getByText(test.nameBn!, { exact: true }).waitFor();
    await card.getByText(test.preparationBn!, { exact: true }).waitFor();
    // Where to go: the town's lab, named and placed in Bengali.
    await card.getByText(lab.nameBn!, { exact: true }).waitFor();
    await card.getByText(lab.addressBn!, { exact: false }).waitFor();
    expect(await card.textContent()).not.toContain(test.name);
    expect(await card.textContent()).not.toContain(lab.name);
    await shot(page, 'lab-thanks-bn');

    await h.visit(page, '/my');
    await page.locator('main .my-entry__title', { hasText: test.nameBn! }).waitFor();
    await shot(page, 'my-lab-bn');
    await page.close();
  });

  test("the town's lab and bus stand are named and placed in Bengali, in English on English pages", async () => {
    const labPage = await h.open('/medical/labTest', { lang: 'bn' });
    await labPage.locator('main .med-place__name', { hasText: lab.nameBn! }).waitFor();
    await labPage.locator('main').getByText(lab.addressBn!, { exact: false }).waitFor();
    expect(await labPage.locator('main').textContent()).not.toContain(lab.name);
    await labPage.close();

    const english = await h.open('/medical/labTest', { lang: 'en' });
    await english.locator('main .med-place__name', { hasText: lab.name }).waitFor();
    expect(await english.locator('main').textContent()).not.toContain(lab.nameBn!);
    await english.close();

    const route = await h.open(`/transport/bus/${bardhaman.slug}`, { lang: 'bn' });
    const stand = route.locator('main .bus-stand');
    await stand.getByRole('heading', { name: busStand.nameBn! }).waitFor();
    expect(await stand.textContent()).toContain(busStand.addressBn);
    expect(await stand.textContent()).not.toContain(busStand.name);
    await route.close();
  });
});
