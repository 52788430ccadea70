/** The `/start` payloads of "Follow on Telegram" links: made in messages and pages, read by the bot. */

/** The deep-link payload of "Follow on Telegram": `o_<order code>_<the link's secret>`. */
export const followPayload = /^o_([0-9A-Z]{3}-[0-9A-Z]{3})_([A-Za-z0-9_-]{22,54})$/;

/** The payload a "Follow on Telegram" link carries (Telegram allows 64 of [A-Za-z0-9_-]). */
export const followPayloadOf = (code: string, secret: string) => `o_${code}_${secret}`;

/** A booking's "Follow on Telegram": `b_<booking code>_<the link's secret>`. */
export const followBookingPayload = /^b_([0-9A-Z]{3}-[0-9A-Z]{3})_([A-Za-z0-9_-]{22,54})$/;
export const followBookingPayloadOf = (code: string, secret: string) => `b_${code}_${secret}`;

/**
 * "Follow on Telegram" for the holder of a private link: the bot's deep link carrying a follow
 * payload, after which the bot sends that chat each change. Nothing when the town has no bot.
 */
export function telegramFollowLink(
  botUsername: string | undefined,
  payload: string,
): { telegramFollow?: string } {
  return botUsername ? { telegramFollow: `https://t.me/${botUsername}?start=${payload}` } : {};
}
