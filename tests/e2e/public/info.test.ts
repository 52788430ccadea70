import { demoTown } from '../../../demo';
import { describeInBrowser, telOf, useBrowserHarness } from '../../support/browserHarness';

interface StoredMessage {
  code: string;
  name: string;
  phone?: string;
  email?: string;
  message: string;
}

describeInBrowser('the info screens in Chromium on the local host', () => {
  const h = useBrowserHarness();
  const messages = () => h.api.documents<StoredMessage>('contactMessages');

  test('/contact shows the help desk from the town settings', async () => {
    const page = await h.open('/contact');
    const desk = page.locator('main .contact-desk');
    expect(await desk.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(
      telOf(demoTown.contact.phone),
    );
    expect(await desk.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
      `https://wa.me/91${demoTown.contact.whatsapp}`,
    );
    expect(
      await desk.getByRole('link', { name: demoTown.contact.email }).getAttribute('href'),
    ).toBe(`mailto:${demoTown.contact.email}`);
    await desk.getByText(demoTown.contact.address).waitFor();
  });

  test('the contact form checks before sending, then sends and shows the reference', async () => {
    const page = await h.open('/contact');
    const before = messages().length;
    const send = page.getByRole('button', { name: 'Send message' });

    await send.click();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Give a phone number or an email so we can answer').waitFor();
    await page.getByText('Write a few words so we know how to help').waitFor();
    // The first field to fix has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.getByLabel('Your name').fill('Mita Pal');
    await page.getByLabel(/Mobile number/).fill('12345');
    await page.getByLabel('Your message').fill('The bus stand number is wrong.');
    await send.click();
    await page.getByText('Enter a 10-digit mobile number').waitFor();
    expect(messages().length).toBe(before);

    await page.getByLabel(/Mobile number/).fill('+91 98765 43210');
    await send.click();
    await page.getByRole('heading', { name: 'Thank you, Mita Pal!' }).waitFor();
    const shown = (await page.locator('.sent__code').textContent())?.trim();
    const stored = messages();
    expect(stored.length).toBe(before + 1);
    const last = stored.find((message) => message.code === shown);
    expect(last).toMatchObject({
      name: 'Mita Pal',
      phone: '9876543210',
      message: 'The bus stand number is wrong.',
    });
    expect(last?.email).toBeUndefined();

    await page.getByRole('button', { name: 'Write another message' }).click();
    expect(await page.getByLabel('Your name').inputValue()).toBe('');
  });

  test('an email alone is enough to be answered', async () => {
    const page = await h.open('/contact');
    await page.getByLabel('Your name').fill('Arif');
    await page.getByLabel(/^Email/).fill('arif@example');
    await page.getByLabel('Your message').fill('Please add my shop.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter an email address like name@example.com').waitFor();
    await page.getByLabel(/^Email/).fill('arif@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you, Arif!' }).waitFor();
    expect(messages().some((message) => message.email === 'arif@example.com')).toBe(true);
  });

  test('in Bengali the form speaks Bengali', async () => {
    const page = await h.open('/contact', { lang: 'bn' });
    expect((await page.locator('main h1').textContent())?.trim()).toBe('যোগাযোগ করুন');
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page.getByText('উত্তর দেওয়ার জন্য একটি ফোন নম্বর বা ইমেল দিন').first().waitFor();
  });

  test('/aboutUs tells about the town and how ordering works, from the town settings', async () => {
    const page = await h.open('/aboutUs');
    const main = page.locator('main');
    await main.getByText(demoTown.tagline).waitFor();
    await main.getByRole('heading', { name: `What is ${demoTown.name} Town Services?` }).waitFor();
    await main.getByText('Delivery costs ₹20; orders above ₹500 are delivered free.').waitFor();
    await main.getByText('Languages: English, বাংলা.').waitFor();
    expect(
      await main.getByRole('link', { name: 'Emergency', exact: true }).getAttribute('href'),
    ).toBe('/emergency');
  });

  test('/privacy says what is kept where, who sees it and how to have it deleted', async () => {
    const page = await h.open('/privacy');
    const main = page.locator('main');
    for (const heading of [
      'In short',
      'Kept on your phone',
      'Kept on our server',
      'Who sees it',
      'Having your details deleted',
    ]) {
      await main.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await main.getByText('Your cart: the items and quantities you chose.').waitFor();
    await main.getByText(/Your choice of language/).waitFor();
    expect(await main.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(
      telOf(demoTown.contact.phone),
    );
  });

  test('/comingSoon says so and offers the way home and to the help desk', async () => {
    const page = await h.open('/comingSoon');
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Coming soon');
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Tell us you need it' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
