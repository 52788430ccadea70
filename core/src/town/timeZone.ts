/**
 * The time zone of a town whose settings do not say (before its setup): India's, where the
 * app's towns are. A module of its own, so the web app's entry takes this one value alone.
 */
export const defaultTownTimeZone = 'Asia/Kolkata';
