import { telegramFromEnv } from '../src/config';

describe('Telegram settings from the environment', () => {
  test('a full configuration is read, trimmed', () => {
    expect(
      telegramFromEnv({
        TELEGRAM_BOT_TOKEN: ' 123456:ABC-def_ghi ',
        TELEGRAM_ADMIN_CHAT_ID: '-1001234567890',
        TELEGRAM_DELIVERY_CHAT_ID: '@sonapur_delivery',
        TELEGRAM_LAB_CHAT_ID: '987654321',
        TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
        TELEGRAM_TIMEOUT_MS: '3000',
      }),
    ).toEqual({
      botToken: '123456:ABC-def_ghi',
      apiRoot: 'http://127.0.0.1:8081',
      sendTimeoutMs: 3000,
      chatIds: {
        adminGroup: '-1001234567890',
        deliveryChat: '@sonapur_delivery',
        labClient: '987654321',
      },
    });
  });

  test('nothing set, or set empty, means not configured (alerts are kept, not sent)', () => {
    expect(telegramFromEnv({})).toEqual({ chatIds: {} });
    expect(telegramFromEnv({ TELEGRAM_BOT_TOKEN: '', TELEGRAM_LAB_CHAT_ID: '  ' })).toEqual({
      chatIds: {},
    });
  });

  test('a malformed token stops the start without printing the token', () => {
    const run = () => telegramFromEnv({ TELEGRAM_BOT_TOKEN: 'my secret token' });
    expect(run).toThrow('TELEGRAM_BOT_TOKEN does not look like a bot token');
    expect(run).not.toThrow(/my secret token/);
  });

  test.each([
    ['TELEGRAM_ADMIN_CHAT_ID', 'admins', /TELEGRAM_ADMIN_CHAT_ID must be a Telegram chat id/],
    ['TELEGRAM_LAB_CHAT_ID', '-100 123', /TELEGRAM_LAB_CHAT_ID must be a Telegram chat id/],
    ['TELEGRAM_API_ROOT', 'ftp://x', /TELEGRAM_API_ROOT must be an http\(s\) URL/],
    ['TELEGRAM_TIMEOUT_MS', '2s', /TELEGRAM_TIMEOUT_MS must be a whole number/],
  ])('%s=%s is refused with a clear message', (name, value, message) => {
    expect(() => telegramFromEnv({ [name]: value })).toThrow(message);
  });
});
