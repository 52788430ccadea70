import { demoCatalog } from '@town/core';
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

/** What a server-rendered page shows, without the page data (which carries both languages). */
const shownPart = (html: string) => html.slice(html.indexOf('<div id="root"'));

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
    const shown = english.slice(english.indexOf('<div id="root"'));
    expect(shown).toContain('Annapurna Grocery Store');
    expect(shown).not.toContain('অন্নপূর্ণা মুদি ভান্ডার');
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
});
