import { describeInBrowser, useBrowserHarness } from '../../support/browserHarness';

/** Bengali digits: ০ to ৯. */
const bengaliDigit = /[\u09E6-\u09EF]/;

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
});
