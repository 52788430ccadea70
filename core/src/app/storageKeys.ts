/**
 * The keys the app keeps in a browser's storage; phones hold data under them, so they never
 * change. The cart key is prefixed by the town slug so that two towns served from one domain
 * never mix carts; the others are fixed.
 */
export function storageKeys(townSlug: string) {
  return {
    cart: `${townSlug}_cart`,
    deliveryAddress: 'deliveryAddress',
    /** The delivery locality last chosen at checkout, by its id ('-': not in the town's list). */
    deliveryArea: 'deliveryArea',
    vendorData: 'vendorData',
    /** The phone of the last order, a plain string: pre-fills Find Order. */
    orderContact: 'orderContact',
    /**
     * JSON list of the private links of orders placed (or opened) on this browser, newest
     * first: { code, secret, placedAt }. The secret is the buyer's only proof of an order.
     */
    orderLinks: 'orderLinks',
    /**
     * JSON list of the private links of appointments, lab bookings and medical help requests
     * made (or opened) on this browser, newest first, with what the list page shows of each.
     */
    bookingLinks: 'bookingLinks',
    deliveryPersonData: 'deliveryData',
    /** A plain string: the signed-in role, so screens can choose a route before asking the server. */
    token: 'tk',
  } as const;
}

export type StorageKeys = ReturnType<typeof storageKeys>;

/**
 * The slug of a town whose name gives none (a name in Bengali script only), and what the app
 * uses until the town's settings arrive: storage is per site anyway, the slug only keeps two
 * towns on one site apart.
 */
export const unnamedTownSlug = 'town';

/**
 * What signing out removes from the browser: the staff member's stored profile and role. The
 * cart and the delivery address belong to the device's customer and stay.
 */
export function signOutClears(keys: StorageKeys): string[] {
  return [keys.vendorData, keys.deliveryPersonData, keys.token];
}
