import type { Principal } from '../app/principal';
import { openForDeliveryStatuses } from '../orders/access';
import { isFinal } from '../orders/statusMachine';
import type { Query } from '../ports';
import { orderStatuses } from '../vocabulary';

/** How many orders one board query brings at most. */
export const boardSize = 200;

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
 * parts of orders. Couriers: the orders open to take (oldest first, they have waited longest)
 * and their own.
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
      return [
        {
          collection: 'shopOrders',
          query: { where: [['shopId', principal.shopId]], orderBy: newestFirst, limit: boardSize },
        },
      ];
    case 'delivery':
      return [
        {
          collection: 'orders',
          query: {
            where: [['deliveryPersonId', principal.deliveryId]],
            orderBy: newestFirst,
            limit: boardSize,
          },
        },
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
