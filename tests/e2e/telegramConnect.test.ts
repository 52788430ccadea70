import { demoStaff } from '../../demo';
import { botToken, chats } from '../support/alertingHost';
import { botUsername } from '../support/botHosts';
import { describeInBrowser, useBrowserHarness } from '../support/browserHarness';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';

const admin = demoStaff.admins[0]!;
const courier = demoStaff.delivery[0]!;
const courierOnTelegram = { id: 7400001, first_name: 'Phone Courier' };

jest.setTimeout(120_000);

/**
 * Connect Telegram in Chromium: a courier makes the one-time link, opens the bot (the fake Bot
 * API stands in for Telegram), sees the account connected and disconnects; the admin sees the
 * link and whether updates arrive on the dashboard, and unlinks.
 */
describeInBrowser('Connect Telegram in Chromium on the local host', () => {
  let fake: FakeTelegram;
  const web = useBrowserHarness(async () => {
    fake = await startFakeTelegram({ token: botToken });
    return {
      realClock: true,
      limits: { signIn: 1000, staff: 10_000 },
      telegram: { botToken, apiRoot: fake.apiRoot, chatIds: { ...chats }, botUsername },
      alertTuning: { perChatIntervalMs: 20 },
      telegramPollSeconds: 1,
    };
  });
  afterAll(async () => {
    await fake?.close();
  });
  const { phone, signIn } = web;

  test('a courier connects, the admin sees and unlinks the link', async () => {
    const page = await phone();
    await signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await page.getByRole('button', { name: 'Connect Telegram' }).click();
    const open = page.getByRole('link', { name: 'Open Telegram to connect' });
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^https://t\\.me/${botUsername}\\?start=[\\w-]{40,}$`));
    expect(await open.getAttribute('rel')).toContain('noopener');

    // The courier opens the link in Telegram and presses Start.
    const code = new URL(href).searchParams.get('start')!;
    fake.pushUpdate(fake.userSays(courierOnTelegram, `/start ${code}`));
    await eventually(
      () =>
        fake.messagesTo(String(courierOnTelegram.id)).some((m) => m.text.startsWith('Connected')),
      'the bot says connected',
    );
    await page.getByRole('button', { name: 'I pressed Start: check again' }).click();
    await page.getByText('Connected to Telegram as Phone Courier.').waitFor();

    const office = await phone();
    await signIn(office, '/login', admin.profile.email, admin.password);
    await office.getByRole('heading', { name: 'Telegram bot' }).waitFor();
    await office.getByText(/^Last update from Telegram: .* \(polling\)$/).waitFor();
    const row = office.getByRole('listitem').filter({ hasText: 'as Phone Courier' });
    await expect(row.textContent()).resolves.toContain(courier.profile.name);
    await row.getByRole('button', { name: 'Unlink' }).click();
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Connect Telegram' }).waitFor();
    expect(web.problems()).toEqual([]);
  });
});
