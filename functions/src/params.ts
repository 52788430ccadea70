import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Deploy-time settings. The bot token is a secret (Cloud Secret Manager:
 * `firebase functions:secrets:set TELEGRAM_BOT_TOKEN`); chat ids and the region are plain
 * params, asked for on the first deploy and kept in functions/dist/.env.<project>.
 */
export const telegramBotToken = defineSecret('TELEGRAM_BOT_TOKEN');
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
