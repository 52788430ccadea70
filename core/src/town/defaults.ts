import { unnamedTownSlug } from '../app/storageKeys';
import type { TownConfig } from '../model/town';
import { defaultTownTimeZone } from './timeZone';

/** The app's own colour (`--brand` in web/src/styles.css): a new town starts with it. */
export const defaultThemeColor = '#0f766e';

/** The order limits a town starts with (decision 0411): the admin may change them. */
export const defaultOrderLimits: TownConfig['orderLimits'] = {
  openPerPhone: 3,
  perClientPerHour: 30,
  openUnitsPerProduct: 20,
  newPhoneOpenPaise: 300_000,
  openPaisePerPhone: 1_500_000,
  paisePerClientPerHour: 3_000_000,
  acceptWithinMinutes: 120,
};

/** The booking, help and contact limits a town starts with (decision 0410). */
export const defaultRequestLimits: TownConfig['requestLimits'] = {
  bookingDaysAhead: 30,
  openBookingsPerPhone: 3,
  bookingsPerClientPerHour: 6,
  openHelpRequestsPerPhone: 2,
  helpRequestsPerClientPerHour: 6,
  contactMessagesPerClientPerHour: 10,
};

/** A slug from the town's name: "Sonapur Bazar" → "sonapur-bazar"; else "town". */
export function slugOfName(name: string): string {
  // Words joined by single dashes, by split and join: a trimming pattern such as /-+$/
  // backtracks on long runs of dashes.
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const cut = words.join('-').slice(0, 31);
  const slug = cut.endsWith('-') ? cut.slice(0, -1) : cut;
  return /^[a-z][a-z0-9-]{1,30}$/.test(slug) ? slug : unnamedTownSlug;
}

/**
 * A town as its setup makes it, from its name alone: both languages, India's time zone, the
 * app's colour, no contacts yet, free delivery and the usual order and request limits (decisions
 * 0410, 0411). The first admin fills in the rest at /admin/town.
 */
export function startingTown(name: string): TownConfig {
  return {
    name,
    slug: slugOfName(name),
    tagline: 'Shops, doctors, buses and help, all in one place',
    taglineBn: 'দোকান, ডাক্তার, বাস আর সাহায্য, সব এক জায়গায়',
    languages: ['en', 'bn'],
    defaultLanguage: 'en',
    themeColor: defaultThemeColor,
    timeZone: defaultTownTimeZone,
    contact: {},
    delivery: { feePaise: 0, freeAbovePaise: 0, maxQuantityPerItem: 20 },
    orderLimits: defaultOrderLimits,
    requestLimits: defaultRequestLimits,
  };
}

/**
 * What the hosts run on before a town is set up (and before an older database's admin saved
 * its settings): the starting town without a name. Never stored, and the public `town` read
 * answers null meanwhile, so the app shows "Town Services" rather than a made-up name.
 */
export const blankTown: TownConfig = { ...startingTown(''), slug: unnamedTownSlug };
