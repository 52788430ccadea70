import type { Page } from 'playwright-core';
import { demoStaff } from '../../demo';
import { describeInBrowser, seriousViolations, useBrowserHarness } from '../support/browserHarness';
import { cameraPhoto } from '../support/photos';
import { testTown } from '../support/testTown';
import { shot } from './public/screenshots';

jest.setTimeout(120_000);

const admin = demoStaff.admins[0]!;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long an ended order's photos are kept, in Chromium at 360 px in both languages: the
 * admin reads the town's days on the town settings (the test host's raised limits are beyond
 * what the form saves, so saving is left to the form's own tests), and the customer's page says the photo was removed once
 * the sweep deleted it, rather than promise a photo that is gone.
 */
describeInBrowser('photos of ended orders, kept for the days the town sets', () => {
  const web = useBrowserHarness({ town: { ...testTown, photoRetentionDays: 30 } });

  /** The settings page is long: the part itself, as the phone shows it. */
  const shotOf = async (page: Page, part: string, name: string) => {
    const dir = process.env.SCREENSHOT_DIR;
    if (dir)
      await page.getByRole('group', { name: part }).screenshot({ path: `${dir}/${name}.png` });
  };

  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

  test('the admin sees the days on the town settings, in English and Bengali', async () => {
    const page = await web.phone({ bypassCSP: true });
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await web.visit(page, '/admin/town');
    const days = page.getByLabel('Days to keep prescription, list and doorstep photos');
    await days.waitFor();
    expect(await days.inputValue()).toBe('30');
    await days.scrollIntoViewIfNeeded();
    await fitsThePhone(page);
    await shotOf(page, 'Photos of finished orders', 'photo-retention-en');
    await page.getByRole('button', { name: /Show in Bengali/ }).click();
    const daysBn = page.getByLabel('প্রেসক্রিপশন, তালিকা ও দরজার ছবি কত দিন রাখা হবে');
    await daysBn.waitFor();
    expect(await daysBn.inputValue()).toBe('30');
    await fitsThePhone(page);
    await shotOf(page, 'শেষ হওয়া অর্ডারের ছবি', 'photo-retention-bn');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the customer's page says the photo was removed after the town's days", async () => {
    const upload = await web.api.send('/api/photos?purpose=prescription', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'x-forwarded-for': '198.51.100.21' },
      body: new Uint8Array(await cameraPhoto('jpeg')),
    });
    const ref = (upload.body.result as { ref: string }).ref;
    const placed = await web.api.call('createOrder', {
      kind: 'pharmacy',
      customer: { name: 'Rupa Mondal', phone: '9000000931' },
      address: { line: '4 Hospital Para, Sonapur' },
      items: [],
      prescriptionPhoto: ref,
    });
    const { code, secret } = placed.body.result as { code: string; secret: string };
    const cancelled = await web.api.call('cancelOrder', { code, secret });
    expect([cancelled.httpStatus, cancelled.text]).toEqual([200, expect.any(String)]);
    web.api.advanceClock(31 * dayMs);
    await web.api.sweepPhotos();
    for (const [lang, text] of [
      ['en', 'The photo sent with this order was removed 30 days after it ended.'],
      // Bengali pages write numbers in Bengali digits.
      ['bn', 'এই অর্ডারের সঙ্গে পাঠানো ছবিটি অর্ডার শেষ হওয়ার ৩০ দিন পরে মুছে ফেলা হয়েছে।'],
    ] as const) {
      const page = await web.phone({ lang, bypassCSP: true });
      await web.visit(page, `/order/${code}#${secret}`);
      await page.getByText(text).waitFor();
      await fitsThePhone(page);
      await shot(page, `photo-removed-${lang}`);
    }
  });
});
