import { storageKeys } from '@town/core';
import { isKeptLink, type KeptLink, keptLinkPath, keptLinksStore } from './keptLinks';

/** An order's private link as this browser keeps it. */
export interface SavedOrderLink extends KeptLink {
  /** "Follow on Telegram": the bot's deep link for this order, when the town has a bot. */
  telegramFollow?: string;
}

/** The key is fixed (no town prefix), so any slug gives the same key. */
const orders = keptLinksStore<SavedOrderLink>(storageKeys('town').orderLinks, isKeptLink);

export const savedOrderLinks = orders.all;
export const savedOrderLink = orders.find;
export const saveOrderLink = orders.save;

/** What the host answers for a placed order: the link's code and secret, and when it was placed. */
export interface PlacedOrder {
  code: string;
  secret: string;
  createdAt: string;
  telegramFollow?: string;
}

/**
 * Keeps the private link of an order just placed (checkout, pharmacy order, shopping list): the
 * host gives the secret only in this answer, so this browser's copy is how My orders finds it.
 */
export function saveOrderLinkFrom(placed: PlacedOrder): void {
  saveOrderLink({
    code: placed.code,
    secret: placed.secret,
    placedAt: placed.createdAt,
    ...(placed.telegramFollow ? { telegramFollow: placed.telegramFollow } : {}),
  });
}

export const orderLinkPath = (link: Pick<SavedOrderLink, 'code' | 'secret'>) =>
  keptLinkPath('/order', link);

export const orderLinkUrl = (link: Pick<SavedOrderLink, 'code' | 'secret'>) =>
  `${window.location.origin}${orderLinkPath(link)}`;
