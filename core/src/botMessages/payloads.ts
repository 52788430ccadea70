/** The `/start` payloads of "Follow on Telegram": made in messages and pages, read by the bot. */

/**
 * A follow token: the first 48 hex digits (192 bits) of the digest the store keeps of a private
 * link's secret. It lets a chat follow the order or booking and nothing else: opening, moving or
 * cancelling needs the secret itself, which cannot be had from its digest. So the secret never
 * travels into a t.me address or a chat's `/start` text.
 */
export const followTokenOf = (secretHash: string) => secretHash.slice(0, 48);
const followToken = '([0-9a-f]{48})';
/**
 * The page's language, added by the page the link is pressed on (`followLinkIn`): the bot then
 * speaks it in that chat. Links without it (made before, or copied bare) are still followed.
 */
const pageLanguage = '(?:_(en|bn))?';

/** An order's "Follow on Telegram": `of_<order code>_<follow token>[_<page language>]`. */
export const followTokenPayload = new RegExp(
  `^of_([0-9A-Z]{3}-[0-9A-Z]{3})_${followToken}${pageLanguage}$`,
);
export const followTokenPayloadOf = (code: string, secretHash: string) =>
  `of_${code}_${followTokenOf(secretHash)}`;

/** A booking's "Follow on Telegram": `bf_<booking code>_<follow token>[_<page language>]`. */
export const followBookingTokenPayload = new RegExp(
  `^bf_([0-9A-Z]{3}-[0-9A-Z]{3})_${followToken}${pageLanguage}$`,
);

/**
 * A "Follow on Telegram" link as a page in `language` offers it: the page's language added to
 * its payload (62 characters of Telegram's 64), so the bot answers that chat in it. Any other
 * link is left as it is.
 */
export function followLinkIn(link: string, language: 'en' | 'bn'): string {
  return /\?start=(of|bf)_[0-9A-Z]{3}-[0-9A-Z]{3}_[0-9a-f]{48}$/.test(link)
    ? `${link}_${language}`
    : link;
}
export const followBookingTokenPayloadOf = (code: string, secretHash: string) =>
  `bf_${code}_${followTokenOf(secretHash)}`;

/**
 * Links made before follow tokens carried the secret itself: `o_<code>_<secret>` and
 * `b_<code>_<secret>`. Still followed, as they are already in people's chats; never made now.
 */
export const followPayload = /^o_([0-9A-Z]{3}-[0-9A-Z]{3})_([A-Za-z0-9_-]{22,54})$/;
export const followBookingPayload = /^b_([0-9A-Z]{3}-[0-9A-Z]{3})_([A-Za-z0-9_-]{22,54})$/;

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
