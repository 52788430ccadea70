import { demoCatalog, demoStaff, demoTown } from '../../../demo';
import {
  catchShares,
  describeInBrowser,
  requestFailed,
  telOf,
  useBrowserHarness,
} from '../../support/browserHarness';
import { shot } from './screenshots';

const pinUrl = (pin: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${pin.lat}&mlon=${pin.lng}#map=18/${pin.lat}/${pin.lng}`;
const ghosh = demoCatalog.doctors.find((d) => d.id === 'doc-amitava-ghosh')!;
/** The test host's clock stands at 10:00 in Sonapur, Saturday 21 November 2026. */
const at = new Date('2026-11-21T10:00:00+05:30');

describeInBrowser('getting there and telling others, in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test("a doctor's card has the chamber's map point, WhatsApp, and today's next free slot", async () => {
    const page = await h.open('/medical/doctor', { at });
    await page.getByRole('button', { name: 'General physicians' }).click();
    const card = page.locator('.med-doctor', { hasText: ghosh.name });
    expect(
      await card.getByRole('link', { name: `Map: ${ghosh.chamber.name}` }).getAttribute('href'),
    ).toBe(pinUrl(ghosh.chamber.pin!));
    expect(
      await card.getByRole('link', { name: `WhatsApp ${ghosh.chamber.name}` }).getAttribute('href'),
    ).toBe('https://wa.me/919000000201');
    // Chamber 09:00-12:00 in 15-minute slots; 10:00 has begun, so 10:15 is the first free.
    await card.getByText('Available today · next free 10:15 am').waitFor();
    // A chamber without a stored point: the map searches its address in the town.
    const roy = demoCatalog.doctors.find((d) => d.id === 'doc-tapas-mondal')!;
    expect(
      await page
        .locator('.med-doctor', { hasText: roy.name })
        .getByRole('link', { name: `Map: ${roy.chamber.name}` })
        .getAttribute('href'),
    ).toBe(`https://www.openstreetmap.org/search?query=${encodeURIComponent(roy.chamber.address)}`);
    await shot(page, 'doctors-en');
    const bengali = await h.open('/medical/doctor', { at, lang: 'bn' });
    await bengali.locator('.med-segmented__option').nth(1).click();
    await bengali.locator('.med-next-slot').first().waitFor();
    await shot(bengali, 'doctors-bn');
  });

  test("a doctor's page shows today's free slot, or the next chamber day's; it shares its own link", async () => {
    const mondal = demoCatalog.doctors.find((d) => d.id === 'doc-tapas-mondal')!;
    const page = await h.open(`/medical/doctorDetails?id=${mondal.id}`, { at });
    // Sundays, Tuesdays, Thursdays and Saturdays 08:00-11:00: today (Saturday) 10:15 is free.
    await page.getByText('Available today · next free 10:15 am').waitFor();
    const other = demoCatalog.doctors.find(
      (d) => d.active && !d.hours.some((hours) => hours.day === 6),
    )!;
    const later = await h.open(`/medical/doctorDetails?id=${other.id}`, { at });
    await later.getByText(/^Next free: /).waitFor();

    await later.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Headless Chromium has no share sheet: the same button copies the page's link.
    await later.getByRole('button', { name: 'Share the link' }).click();
    await later.getByText('Link copied.', { exact: false }).waitFor();
    expect(await later.evaluate(() => navigator.clipboard.readText())).toBe(
      `${h.api.url}/medical/doctorDetails?id=${other.id}`,
    );
  });

  test('with a share sheet, a listing is shared with its title and address', async () => {
    const page = await h.open(`/transport/bus/${demoCatalog.busRoutes[0]!.slug}`, { at });
    const shared = await catchShares(page);
    await page.getByRole('button', { name: 'Share the link' }).click();
    expect(await shared()).toEqual([
      {
        title: `To ${demoCatalog.busRoutes[0]!.destination}`,
        url: `${h.api.url}/transport/bus/${demoCatalog.busRoutes[0]!.slug}`,
      },
    ]);
  });

  test('the lab shows its phone, WhatsApp and map point', async () => {
    const lab = demoTown.lab!;
    const page = await h.open('/medical/labTest', { at });
    expect(await page.getByRole('link', { name: `Call ${lab.name}` }).getAttribute('href')).toBe(
      telOf(lab.phone),
    );
    expect(await page.getByRole('link', { name: `Map: ${lab.name}` }).getAttribute('href')).toBe(
      pinUrl(lab.pin!),
    );
    expect(
      await page.getByRole('link', { name: `WhatsApp ${lab.name}` }).getAttribute('href'),
    ).toBe('https://wa.me/919000000140');
  });

  test('teachers, services, totos and emergency entries carry their WhatsApp and map links', async () => {
    const teacher = demoCatalog.teachers.find((t) => t.whatsapp)!;
    const teachers = await h.open('/education/teacher', { at });
    expect(
      await teachers.getByRole('link', { name: `WhatsApp ${teacher.name}` }).getAttribute('href'),
    ).toBe(`https://wa.me/91${teacher.whatsapp}`);
    expect(
      await teachers.getByRole('link', { name: `Map: ${teacher.name}` }).getAttribute('href'),
    ).toBe(pinUrl(teacher.pin!));

    const toto = demoCatalog.transport.find((t) => t.whatsapp)!;
    const totos = await h.open('/transport/toto', { at });
    expect(
      await totos.getByRole('link', { name: `WhatsApp ${toto.driver}` }).getAttribute('href'),
    ).toBe(`https://wa.me/91${toto.whatsapp}`);

    const police = demoCatalog.emergencyContacts.find((c) => c.pin)!;
    const emergency = await h.open('/emergency/police', { at });
    expect(
      await emergency.getByRole('link', { name: `Map: ${police.name}` }).getAttribute('href'),
    ).toBe(pinUrl(police.pin!));
    await shot(emergency, 'emergency-police-en');

    const bloodBank = demoCatalog.emergencyContacts.find((c) => c.id === 'emg-sonapur-blood-bank')!;
    const hospitals = await h.open('/emergency/hospital', { at });
    expect(
      await hospitals
        .getByRole('link', { name: `WhatsApp ${bloodBank.name}` })
        .getAttribute('href'),
    ).toBe(`https://wa.me/91${bloodBank.whatsapp}`);
    // The card still dials the phone: WhatsApp sits beside it, not instead of it.
    await hospitals.getByRole('link', { name: new RegExp(`^Call .*${bloodBank.name}`) }).waitFor();
    await shot(hospitals, 'emergency-hospital-en');
  });

  test('the shop filter ranks whole words first: "rui" finds Rohu before any fruit', async () => {
    const page = await h.open('/bazaar', { at });
    const names = page.locator('main .product-card__name');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('rui');
    await page.waitForFunction(
      () => document.querySelector('main .product-card__name')?.textContent === 'Rohu (Rui) Fish',
    );
    // Fruit products may follow (a near spelling), never before the whole word.
    expect((await names.first().textContent())?.trim()).toBe('Rohu (Rui) Fish');
    await shot(page, 'bazaar-rui-en');

    const bengali = await h.open('/bazaar', { at, lang: 'bn' });
    await bengali.locator('main input[type="search"]').fill('রুই');
    // On a Bengali page the fish shows its Bengali name.
    await bengali.waitForFunction(
      () => document.querySelector('main .product-card__name')?.textContent === 'রুই মাছ',
    );
    await shot(bengali, 'bazaar-rui-bn');
  });

  test("/my shows each saved order's status as the server has it now", async () => {
    const product = demoCatalog.products.find(
      (p) => p.available && p.shopId === demoStaff.vendors[0]!.profile.shopId,
    )!;
    const placed = await h.api.call('createOrder', {
      customer: { name: 'Mita Sen', phone: '9830077055' },
      address: { line: '9 Ghat Road, Sonapur' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(placed.httpStatus).toBe(200);
    const { code, secret } = placed.body.result as { code: string; secret: string };
    const page = await h.open('/my');
    await page.evaluate((link) => localStorage.setItem('orderLinks', JSON.stringify([link])), {
      code,
      secret,
      placedAt: new Date().toISOString(),
    });
    await page.reload();
    const entry = page.locator('main .my-entry', { hasText: code });
    await entry.getByText('Now: Placed').waitFor();

    const vendor = demoStaff.vendors[0]!;
    const { session } = await h.api.signIn('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    const orderId = h.api
      .documents<{ id: string; code: string }>('orders')
      .find((o) => o.code === code)!.id;
    if (!session) throw new Error('the vendor could not sign in');
    const moved = await h.api.call('moveOrder', { orderId, to: 'accepted' }, session);
    expect(moved.httpStatus).toBe(200);

    await page.reload();
    await entry.getByText('Now: Accepted').waitFor();
    // Sharing the private link says what it gives away before it is tapped.
    await entry.getByText('Whoever gets this link sees the order').waitFor();
    await entry.getByRole('button', { name: "Share this order's link" }).waitFor();
    await shot(page, 'my-en');

    // The host out of reach: the last answer stays, marked as such.
    h.allowConsoleError(requestFailed, 'the test cuts the connection to see the last known status');
    await page.route('**/openOrderLink*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await entry.getByText('Last known: Accepted', { exact: false }).waitFor();
    expect(await entry.getByText('Now: Accepted').count()).toBe(0);
  });
});
