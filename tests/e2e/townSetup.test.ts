import { csvColumns } from '@town/core';
import type { Page } from 'playwright-core';
import { botToken } from '../support/alertingHost';
import {
  describeInBrowser,
  refusedRequest,
  seriousViolations,
  useBrowserHarness,
} from '../support/browserHarness';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';
import { shot } from './public/screenshots';

// One town's whole start in a real browser: setup, settings, pages seen after.
jest.setTimeout(120_000);

/**
 * A real town from an empty start on the local host, in Chromium: the setup link the host
 * printed, the first admin signed in on the town settings, and what every page shows once the
 * settings are saved (pages, their head, the web manifest), with no rebuild and no restart.
 */
describeInBrowser('a new town goes live from the admin screens (local host)', () => {
  // Telegram's Bot API is the fake; the host is started with no token and no chat, as a town's.
  let fake: FakeTelegram;
  const web = useBrowserHarness(async () => {
    fake = await startFakeTelegram({ token: botToken });
    return {
      empty: true,
      realClock: true,
      limits: { signIn: 1000, staff: 10_000 },
      telegram: { apiRoot: fake.apiRoot, chatIds: {} },
      alertTuning: { perChatIntervalMs: 20, groupWindowMax: 1000 },
      telegramPollSeconds: 1,
    };
  });
  afterAll(async () => {
    await fake?.close();
  });
  const email = 'first.admin@rampur.example';
  const password = 'rampur-admin-1';

  const heading = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { level: 1, name }).waitFor();
  /** Signs the first admin in with the chosen password, as they sign in from now on. */
  const signInAsAdmin = async (page: Page) => {
    await web.signIn(page, '/login', email, password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  };
  const manifest = async (page: Page) =>
    (await (await page.request.get(`${web.api.url}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
    };

  test('an empty town names no town, and its setup page says what a link is for', async () => {
    const page = await web.phone({ bypassCSP: true });
    await web.visit(page, '/');
    await heading(page, 'Town Services');
    expect(await page.title()).toBe('Town Services');
    expect((await manifest(page)).name).toBe('Town Services');
    await web.visit(page, '/setup');
    await page
      .getByRole('alert')
      .getByText(/opens from the setup link/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the setup link names the town and signs its first admin in, on the town settings', async () => {
    const link = web.api.setupLink;
    if (!link) throw new Error('The empty host printed no setup link');
    for (const lang of ['bn', 'en'] as const) {
      const look = await web.phone({ lang, bypassCSP: true });
      await look.goto(link);
      await look.locator('main form').waitFor();
      await shot(look, `setup-${lang}`);
      expect(await seriousViolations(look)).toEqual([]);
    }

    const page = await web.phone({ bypassCSP: true });
    await page.goto(link);
    await page.getByLabel('Town name', { exact: true }).fill('Rampur');
    await page.getByLabel('Your email address').fill(email);
    await page.getByLabel('Choose a password').fill(password);
    await page.getByRole('button', { name: 'Set up the town' }).click();
    await page.waitForURL(/\/admin\/town$/);
    await heading(page, 'Town settings');
    expect(await page.getByLabel('Town name', { exact: true }).inputValue()).toBe('Rampur');

    // The link worked once: a second visit is told so, and changes nothing.
    web.allowConsoleError(refusedRequest(400), 'the used link is refused');
    const again = await web.phone();
    await again.goto(link);
    await again.getByLabel('Town name', { exact: true }).fill('Other town');
    await again.getByLabel('Your email address').fill('someone@else.example');
    await again.getByLabel('Choose a password').fill('another-pass-1');
    await again.getByRole('button', { name: 'Set up the town' }).click();
    await again.getByText('This town is set up already. Admins sign in instead.').waitFor();
  });

  test('the dashboard lists what the town still needs, each with where to fix it', async () => {
    const page = await web.phone({ bypassCSP: true });
    await signInAsAdmin(page);
    await web.visit(page, '/admin');
    const checklist = page.getByRole('region', {
      name: /^Before the town opens: \d+ things left$/,
    });
    await checklist.waitFor();
    const town = checklist.getByRole('listitem').filter({ hasText: 'help-desk phone' });
    await town.getByRole('link', { name: 'Open town settings' }).waitFor();
    await shot(page, 'going-live-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Show in Bengali/ }).click();
    await page.locator('html[lang="bn"]').getByText('শহর চালু করার আগে', { exact: false }).waitFor();
    await shot(page, 'going-live-bn');
    await page.getByRole('link', { name: 'শহরের সেটিংস খুলুন' }).click();
    await page.waitForURL(/\/admin\/town$/);
  });

  test('saved settings show on the next page load: name, tagline, colour, manifest, help desk', async () => {
    const page = await web.phone({ bypassCSP: true });
    await signInAsAdmin(page);
    await web.visit(page, '/admin/town');
    await page.getByLabel('Town name in Bengali').fill('রামপুর');
    await page.getByLabel('Tagline', { exact: true }).fill('Everything in Rampur, on your phone');
    await page.getByLabel('Theme colour').fill('#7e22ce');
    const desk = page.getByRole('group', { name: 'Help desk' });
    await desk.getByLabel('Phone').fill('9000001100');
    await desk.getByLabel('Email address').fill('desk@rampur.example');
    await page.getByLabel('Delivery fee (₹)').fill('15');
    const summary = page.getByRole('group', { name: 'Day’s summary in Telegram' });
    await summary.getByLabel('Send at (town time)').fill('20:30');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('Saved. Every page shows the new settings from now on.').waitFor();
    await shot(page, 'town-settings-en');
    // The summary's time is the town's from now on: the settings page reads it back.
    await page.reload();
    await page.getByLabel('Send at (town time)').waitFor();
    expect(await page.getByLabel('Send at (town time)').inputValue()).toBe('20:30');
    expect(await page.getByLabel('Send the day’s summary').isChecked()).toBe(true);

    const visitor = await web.phone({ bypassCSP: true });
    await web.visit(visitor, '/');
    await heading(visitor, 'Rampur');
    await visitor.getByText('Everything in Rampur, on your phone').first().waitFor();
    expect(await visitor.title()).toBe('Rampur Town Services');
    expect(await visitor.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      '#7e22ce',
    );
    expect(await visitor.locator('meta[property="og:site_name"]').getAttribute('content')).toBe(
      'Rampur Town Services',
    );
    expect(await manifest(visitor)).toMatchObject({
      name: 'Rampur Town Services',
      short_name: 'Rampur',
      theme_color: '#7e22ce',
    });
    await web.visit(visitor, '/contact');
    await visitor.locator('main').getByText('desk@rampur.example').waitFor();

    const bengali = await web.phone({ lang: 'bn', bypassCSP: true });
    await web.visit(bengali, '/');
    await heading(bengali, 'রামপুর');
  });

  test('bad settings get a message beside each field and nothing is saved', async () => {
    web.allowConsoleError(refusedRequest(400), 'the host refuses the bad settings');
    const page = await web.phone({ bypassCSP: true });
    await signInAsAdmin(page);
    await web.visit(page, '/admin/town');
    await page.getByLabel('Town name', { exact: true }).fill('');
    await page.getByLabel('Time zone').fill('Mars/Olympus');
    await page
      .getByRole('group', { name: 'Help desk' })
      .getByLabel('Email address')
      .fill('desk-at-rampur');
    await page.getByLabel('Send at (town time)').fill('9pm');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('Some settings need fixing').waitFor();
    for (const message of [
      "Enter the town's name",
      'Unknown time zone: use one such as Asia/Kolkata',
      'Enter a valid email address',
      'Use a time such as 21:00 (24-hour, HH:MM)',
    ]) {
      await page.locator('.field__error').getByText(message).waitFor();
    }
    await shot(page, 'town-settings-errors-en');
    // The admin reads the screen in Bengali: signed in, then one tap on the language switch.
    const bengali = await web.phone({ bypassCSP: true });
    await signInAsAdmin(bengali);
    await web.visit(bengali, '/admin/town');
    await bengali.getByRole('button', { name: /Show in Bengali/ }).click();
    await bengali.locator('html[lang="bn"] main form').waitFor();
    await shot(bengali, 'town-settings-bn');
    // The summary's switch and time fit the phone's width in Bengali too.
    const summaryBn = bengali.getByRole('group', { name: 'Telegram-এ দিনের সারাংশ' });
    expect(await summaryBn.getByLabel('পাঠানোর সময় (শহরের সময়)').inputValue()).toBe('20:30');
    expect(await bengali.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await shot(bengali, 'town-settings-day-summary-bn');
    expect(await seriousViolations(bengali)).toEqual([]);

    const visitor = await web.phone();
    await web.visit(visitor, '/');
    await heading(visitor, 'Rampur');
    expect((await manifest(visitor)).name).toBe('Rampur Town Services');
  });

  test("the admin gives the bot token and binds the couriers' group from inside it", async () => {
    const adminOnTelegram = { id: 7500001, first_name: 'First Admin' };
    const couriersGroup = '-1003003';
    const page = await web.phone({ bypassCSP: true });
    await signInAsAdmin(page);
    await web.visit(page, '/admin');
    const telegram = page.getByRole('region', { name: 'Telegram: the bot and where alerts go' });
    await telegram.getByLabel('Bot token from @BotFather').fill(botToken);
    await telegram.getByRole('button', { name: 'Check and save' }).click();
    await telegram.getByText('Bot @TownTestBot (Town Test)', { exact: false }).waitFor();
    // The token went to the server and is never shown again.
    expect(await telegram.getByLabel('A new bot token').inputValue()).toBe('');

    // Connect Telegram with the bot the token belongs to, then /here delivery in the group.
    await page.getByRole('button', { name: 'Connect Telegram' }).click();
    const href = (await page
      .getByRole('link', { name: 'Open Telegram to connect' })
      .getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/t\.me\/TownTestBot\?start=/);
    fake.pushUpdate(
      fake.userSays(adminOnTelegram, `/start ${new URL(href).searchParams.get('start')}`),
    );
    await eventually(
      () => fake.messagesTo(String(adminOnTelegram.id)).some((m) => m.text.startsWith('Connected')),
      'the admin is connected',
    );
    fake.pushUpdate(fake.userSaysIn(adminOnTelegram, couriersGroup, '/here delivery'));
    await eventually(
      () => fake.messagesTo(couriersGroup).some((m) => m.text.startsWith('This chat now gets')),
      'the group is bound',
    );

    await page.reload();
    const couriers = page
      .getByRole('region', { name: 'Telegram: the bot and where alerts go' })
      .getByRole('listitem')
      .filter({ hasText: "Couriers' group" });
    await couriers.getByText('“Staff”, bound by', { exact: false }).waitFor();
    await couriers.getByRole('button', { name: 'Send a test message' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Test message for the chat of “Couriers' group”" })
      .waitFor();
    await eventually(
      () => fake.messagesTo(couriersGroup).some((m) => m.text.startsWith('Test from the town app')),
      'the test message reaches the group',
    );
    await shot(page, 'telegram-setup-en');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an imported shop and product, an invited vendor, and an order that reaches the vendor's board and the couriers' group", async () => {
    const couriersGroup = '-1003003';
    const office = await web.phone({ bypassCSP: true });
    await signInAsAdmin(office);

    /** A spreadsheet as one saves it: the template's header, then rows by column name. */
    const sheet = (collection: 'shops' | 'products', rows: Record<string, string>[]) => {
      const headers = csvColumns[collection].map((column) => column.header);
      const line = (cells: string[]) =>
        cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
      return `\uFEFF${[line(headers), ...rows.map((row) => line(headers.map((h) => row[h] ?? '')))].join('\r\n')}\r\n`;
    };
    async function importSheet(path: string, name: string, csv: string, summary: RegExp) {
      await web.visit(office, path);
      await office.locator('input[type=file]').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      const preview = office.getByRole('region', { name: `Preview of ${name}` });
      await preview
        .getByText(summary)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(async (error) => {
          // What the screen said instead: the refusals are the useful part of a failure here.
          console.log(await office.locator('main').innerText());
          throw error;
        });
      return preview;
    }
    const allWeek = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
      .map((day) => `${day} 00:00-23:59`)
      .join('; ');
    const shops = await importSheet(
      '/admin/shops',
      'rampur-shops.csv',
      sheet('shops', [
        {
          id: 'shop-rampur-bazar',
          name: 'Rampur Bazar',
          type: 'grocery',
          description: 'Rice, dal and vegetables',
          address: 'Station Road, Rampur',
          phone: '9830011122',
          hours: allWeek,
          active: 'yes',
        },
        { id: 'shop-no-hours', name: 'No Hours Shop', type: 'grocery', active: 'yes' },
      ]),
      /1 row refused/,
    );
    await shops.getByRole('button', { name: 'Import 1 row' }).click();
    await office.getByText('Imported: 1 added, 0 changed.').waitFor();
    const products = await importSheet(
      '/admin/products',
      'rampur-products.csv',
      sheet('products', [
        {
          shopId: 'shop-rampur-bazar',
          name: 'Rampur Gobindobhog Rice',
          unit: '1 kg',
          priceRupees: '95',
          stock: '40',
          available: 'yes',
          category: 'Rice',
          description: 'Fragrant short-grain rice',
        },
        { shopId: 'shop-nowhere', name: 'Lost Rice', unit: '1 kg', priceRupees: '10' },
      ]),
      /1 row refused/,
    );
    await products.getByRole('button', { name: 'Import 1 row' }).click();
    await office.getByText('Imported: 1 added, 0 changed.').waitFor();

    // The shop owner is invited, chooses a password and lands on the board.
    await web.visit(office, '/admin/staff');
    await office.getByRole('button', { name: 'Create an account' }).click();
    await office.getByLabel('Full name').fill('Rina Das');
    await office.getByLabel('Mobile number').fill('9830011123');
    await office.getByLabel('Shop').selectOption({ label: 'Rampur Bazar' });
    await office.getByRole('button', { name: 'Create and get the link' }).click();
    await office.getByText('Send this link to Rina Das.', { exact: false }).waitFor();
    const invitation = await office.getByLabel('Invitation link').inputValue();
    const vendor = await web.phone();
    await vendor.goto(invitation);
    await vendor.getByLabel('New password', { exact: true }).fill('rina-bazar-2026');
    await vendor.getByLabel('New password again').fill('rina-bazar-2026');
    await vendor.getByRole('button', { name: 'Save and sign in' }).click();
    await vendor.getByText('Live: new orders appear by themselves').waitFor();

    // A customer orders the imported rice: the board shows it, the couriers' group hears of it.
    const rice = web.api
      .documents<{ id: string; name: string }>('products')
      .find((product) => product.name === 'Rampur Gobindobhog Rice')!;
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Mitali Roy', phone: '9830011199' },
      address: { line: '4 School Para, Rampur', landmark: 'the pond' },
      items: [{ productId: rice.id, quantity: 2 }],
    });
    expect(placed.httpStatus).toBe(200);
    const { code } = placed.body.result as { code: string };
    await vendor.getByRole('article', { name: `Order ${code}` }).waitFor();
    await eventually(
      () => fake.messagesTo(couriersGroup).some((m) => m.text.includes(`New order ${code}`)),
      "the order reaches the couriers' group",
    );
  });
});
