import type { DeliveryAreaSettings, Order, Product, TownConfig } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { describeInBrowser, refusedRequest, useBrowserHarness } from '../support/browserHarness';

const bazaar: DeliveryAreaSettings = {
  id: 'bazaar-para',
  name: 'Bazaar Para',
  nameBn: 'বাজার পাড়া',
  pinCode: '731101',
  feePaise: 1000,
  minOrderPaise: 0,
};
const kalipur: DeliveryAreaSettings = {
  id: 'kalipur',
  name: 'Kalipur',
  nameBn: 'কালীপুর',
  pinCode: '731102',
  feePaise: 4500,
  minOrderPaise: 100_000,
};
const townPhone = '9000000999';
/** The demo town, whose limits the settings form can save back (testTown's are beyond it). */
const areaTown: TownConfig = {
  ...demoTown,
  contact: { ...demoTown.contact, phone: townPhone },
  delivery: { ...demoTown.delivery, freeAbovePaise: 500_000, areas: [bazaar, kalipur] },
};
const admin = demoStaff.admins[0]!;
const product = demoCatalog.products.find(
  (p: Product) =>
    p.available && p.stock >= 20 && !p.prescriptionRequired && p.shopType === 'grocery',
)!;
const cartKey = `${areaTown.slug}_cart`;
const savedCart = JSON.stringify([
  {
    id: product.id,
    name: product.name,
    quantity: 2,
    stock: product.stock,
    pricePaise: product.pricePaise,
    unit: product.unit,
    shopId: product.shopId,
    shopType: product.shopType,
  },
]);
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

describeInBrowser('delivery areas in Chromium on the local host', () => {
  const web = useBrowserHarness({ town: areaTown });

  async function cart(lang: 'en' | 'bn' = 'en'): Promise<Page> {
    const page = await web.phone({
      lang,
      width: 360,
      height: 800,
      storage: { [cartKey]: savedCart },
    });
    page.setDefaultTimeout(10_000);
    await web.visit(page, '/cart');
    return page;
  }
  const orderCount = () => web.api.documents<Order>('orders').length;
  const deliveryLine = (page: Page) => page.locator('.totals__list > div').nth(1);

  test('the checkout asks for the locality; the fee in the cart follows it onto the order', async () => {
    const page = await cart();
    const subtotal = product.pricePaise * 2;
    await deliveryLine(page).getByText('Choose your locality').waitFor();
    const before = orderCount();

    // Nothing is sent before a locality is chosen.
    await page.getByLabel('Your name').fill('Mita Ghosh');
    await page.getByLabel('Mobile number').fill('9830011299');
    await page.getByLabel('Address').fill('House 7, Kalibari Road');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByText('Choose your locality, or say it is not in the list').waitFor();

    // A far village with a minimum: its fee shows, and too small an order is not sent.
    await page.getByLabel('Your locality').selectOption({ label: 'Kalipur · PIN 731102' });
    await deliveryLine(page).getByText('Delivery to Kalipur').waitFor();
    await deliveryLine(page).getByText(rupees(kalipur.feePaise)).waitFor();
    const missing = rupees(kalipur.minOrderPaise - subtotal);
    await page
      .locator('.totals')
      .getByText(`Orders to Kalipur start at ₹1,000 of goods. Add ${missing} more.`)
      .waitFor();
    await page
      .getByRole('button', { name: `Place order · ${rupees(subtotal + kalipur.feePaise)}` })
      .click();
    await page.locator('.checkout').getByText('Orders to Kalipur start at').waitFor();

    // The near para: its own fee, on the button and on the order placed.
    await page.getByLabel('Your locality').selectOption({ label: 'Bazaar Para · PIN 731101' });
    await deliveryLine(page).getByText(rupees(bazaar.feePaise)).waitFor();
    expect(orderCount()).toBe(before);
    await page
      .getByRole('button', { name: `Place order · ${rupees(subtotal + bazaar.feePaise)}` })
      .click();
    await page.waitForURL(/\/thankYou\?code=/);
    const code = new URL(page.url()).searchParams.get('code');
    const order = web.api.documents<Order>('orders').find((each) => each.code === code);
    expect(order).toMatchObject({
      deliveryFeePaise: bazaar.feePaise,
      totalPaise: subtotal + bazaar.feePaise,
      area: { id: 'bazaar-para', name: 'Bazaar Para', pinCode: '731101' },
    });
    await page.close();
  });

  test('a locality outside the list is told at once, with the town’s phone, and nothing is sent', async () => {
    const page = await cart();
    const before = orderCount();
    await page
      .getByLabel('Your locality')
      .selectOption({ label: 'My locality is not in this list' });
    const alert = page.getByRole('alert').filter({ hasText: 'we do not deliver there yet' });
    await alert.waitFor();
    expect(await alert.getByRole('link').getAttribute('href')).toBe(`tel:${townPhone}`);
    await page.getByLabel('Your name').fill('Mita Ghosh');
    await page.getByLabel('Mobile number').fill('9830011298');
    await page.getByLabel('Address').fill('House 7, Kalibari Road');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForTimeout(500);
    expect(orderCount()).toBe(before);
    expect(page.url()).toContain('/cart');
    await page.close();
  });

  test('in Bengali the localities are named in Bengali and the fee line follows', async () => {
    const page = await cart('bn');
    await page.locator('select[name="area"]').selectOption('bazaar-para');
    await page.getByRole('option', { name: 'বাজার পাড়া · পিন 731101' }).waitFor({ state: 'attached' });
    await deliveryLine(page).getByText('বাজার পাড়া-এ ডেলিভারি').waitFor();
    await page.locator('select[name="area"]').selectOption('-');
    await page.getByText('দুঃখিত, ওখানে আমরা এখনও ডেলিভারি করি না', { exact: false }).waitFor();
    await page.close();
  });

  test('the admin adds and removes localities from the town settings', async () => {
    const page = await web.phone({ width: 360, height: 800 });
    page.setDefaultTimeout(15_000);
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL(/\/admin/);
    await web.visit(page, '/admin/town');
    await page.getByRole('button', { name: 'Add a locality' }).click();
    const row = page.getByRole('group', { name: 'Locality 3', exact: true });
    await row.getByLabel('Name', { exact: true }).fill('Ward No. 5');
    await row.getByLabel('PIN code').fill('73110');
    await row.getByLabel('Delivery fee (₹)').fill('25');
    web.allowConsoleError(refusedRequest(400), 'a PIN code of five digits, refused on purpose');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    // The server's check of the PIN code is said at its field, and nothing is saved.
    await row.getByText('Enter the 6-digit PIN code').waitFor();
    expect(web.api.documents<TownConfig>('town')[0]?.delivery.areas).toHaveLength(2);

    await row.getByLabel('PIN code').fill('731105');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('Saved. Every page shows the new settings').waitFor();
    expect(web.api.documents<TownConfig>('town')[0]?.delivery.areas).toEqual([
      bazaar,
      kalipur,
      { id: 'ward-no-5', name: 'Ward No. 5', pinCode: '731105', feePaise: 2500, minOrderPaise: 0 },
    ]);

    const kalipurRow = page.getByRole('group', { name: 'Locality 2', exact: true });
    await kalipurRow.getByRole('button', { name: 'Remove this locality' }).click();
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    const areaIds = () =>
      web.api.documents<TownConfig>('town')[0]?.delivery.areas?.map((area) => area.id);
    for (let tries = 0; tries < 50 && areaIds()?.length !== 2; tries++) {
      await page.waitForTimeout(100);
    }
    expect(areaIds()).toEqual(['bazaar-para', 'ward-no-5']);
    await page.close();
  });
});
