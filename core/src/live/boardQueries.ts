import type { Principal } from '../app/principal';
import { openForDeliveryStatuses } from '../orders/access';
import { isDoneForShop } from '../orders/parts';
import { isFinal } from '../orders/statusMachine';
import type { Query } from '../ports';
import { orderStatuses, partStatuses } from '../vocabulary';

/** How many orders one board query brings at most. */
export const boardSize = 200;

/**
 * How many finished orders of each final status a board shows, newest first: enough to look
 * back over the last few, while a board opened late in a long day reads (and, on Firebase,
 * bills) tens of documents, not hundreds. Older ones are in the history views.
 */
export const finishedShown = 10;

/** One query whose answers make up part of a staff board. */
export type BoardQuery =
  | { collection: 'orders'; query: Query<'orders'> }
  | { collection: 'shopOrders'; query: Query<'shopOrders'> };

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/**
 * What each staff board shows, as store queries: the local host's live feed runs them, the
 * Firebase boards listen to them (each allowed by firestore.rules for its role, each with its
 * index in firestore.indexes.json). Admins: every order still under way, by status, so an old
 * order waiting for a courier is never pushed out by newer delivered ones. Vendors: their shop's
 * parts of orders, by the part's status. Couriers: the orders open to take (oldest first, they
 * have waited longest) and their own, by status. Each finished status brings only its newest
 * few (`finishedShown`), so opening a board costs what is under way, not the shop's history.
 */
export function boardQueries(principal: Principal): BoardQuery[] {
  switch (principal.role) {
    case 'admin':
      return orderStatuses
        .filter((status) => !isFinal(status))
        .map((status) => ({
          collection: 'orders',
          query: { where: [['status', status]], orderBy: newestFirst, limit: boardSize },
        }));
    case 'vendor':
      return partStatuses.map((partStatus) => ({
        collection: 'shopOrders',
        query: {
          where: [
            ['shopId', principal.shopId],
            ['partStatus', partStatus],
          ],
          orderBy: newestFirst,
          limit: isDoneForShop(partStatus) ? finishedShown : boardSize,
        },
      }));
    case 'delivery':
      return [
        ...orderStatuses.map(
          (status): BoardQuery => ({
            collection: 'orders',
            query: {
              where: [
                ['deliveryPersonId', principal.deliveryId],
                ['status', status],
              ],
              orderBy: newestFirst,
              limit: isFinal(status) ? finishedShown : boardSize,
            },
          }),
        ),
        ...openForDeliveryStatuses.map(
          (status): BoardQuery => ({
            collection: 'orders',
            query: {
              where: [
                ['deliveryPersonId', null],
                ['status', status],
              ],
              orderBy: { field: 'createdAt', direction: 'asc' },
              limit: boardSize,
            },
          }),
        ),
      ];
    default:
      return [];
  }
}
