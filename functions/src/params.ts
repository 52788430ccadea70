import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Deploy-time settings, all with a value in the committed functions/.env (overridden per
 * project in functions/.env.<project-id>), so `firebase deploy --non-interactive` asks for
 * nothing. firebase-tools prompts for, or stops on, any param without a value in a .env file,
 * whatever its default.
 */

/**
 * Whether the town has a Telegram bot: `TELEGRAM_BOT=on` in the .env files. Only then is the
 * TELEGRAM_BOT_TOKEN secret declared, because a deploy stops on a declared secret that Secret
 * Manager does not hold. Read when the module loads: the deploy's discovery and every running
 * instance load it with the same .env values.
 */
export const telegramBotEnabled = process.env.TELEGRAM_BOT === 'on';

/**
 * Whether the callables refuse a call without a valid App Check token: `APP_CHECK=enforce` in
 * the .env files (`monitor`, the committed value, lets it through; the console counts it). Read
 * when the module loads, as the deploy's discovery and every instance do (decision 0313).
 */
export const appCheckEnforced = process.env.APP_CHECK === 'enforce';

/** What every callable is declared with. */
export const callableOptions = { enforceAppCheck: appCheckEnforced } as const;

/** The bot token (Cloud Secret Manager: `firebase functions:secrets:set TELEGRAM_BOT_TOKEN`). */
export const telegramBotToken = telegramBotEnabled ? defineSecret('TELEGRAM_BOT_TOKEN') : undefined;

/** What functions that may send or describe Telegram alerts bind (nothing without a bot). */
export const telegramSecrets = telegramBotToken ? [telegramBotToken] : [];

/**
 * The secret token Telegram sends with every webhook call (set with setWebhook's secret_token):
 * `firebase functions:secrets:set TELEGRAM_WEBHOOK_SECRET`. Declared with the bot only.
 */
export const telegramWebhookSecret = telegramBotEnabled
  ? defineSecret('TELEGRAM_WEBHOOK_SECRET')
  : undefined;

export const telegramBotUsername = defineString('TELEGRAM_BOT_USERNAME', {
  default: '',
  description: "The bot's username without @, for staff's Connect Telegram links",
});

export const adminChatId = defineString('TELEGRAM_ADMIN_CHAT_ID', {
  default: '',
  description: 'Telegram chat id of the admin group (empty: admin alerts are kept, not sent)',
});
export const deliveryChatId = defineString('TELEGRAM_DELIVERY_CHAT_ID', {
  default: '',
  description: 'Telegram chat id of the delivery staff chat',
});
export const labChatId = defineString('TELEGRAM_LAB_CHAT_ID', {
  default: '',
  description: 'Telegram chat id of the lab client that receives lab test bookings',
});
export const photoStorageLimitMb = defineInt('PHOTO_STORAGE_LIMIT_MB', {
  default: 2048,
  description: "Cap on all customers' order photos together, in MB; uploads are refused when full",
});
export const region = defineString('TOWN_REGION', {
  default: 'asia-south1',
  description: 'Region of the functions, near the town (asia-south1 is Mumbai)',
});

export const vapidSubject = defineString('VAPID_SUBJECT', {
  default: 'mailto:town-app@example.invalid',
  description:
    'Who sends Web Push notifications (a mailto: or https: address push services may write to)',
});
