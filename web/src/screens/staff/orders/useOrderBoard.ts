import type { StaffOrderView } from '@town/core';
import { useCallback, useEffect, useState } from 'react';
import { backend } from '../../../backend';
import { useSessionEnded } from '../session';

export type Connection = 'connecting' | 'live' | 'offline';

export interface OrderBoard {
  /** Undefined until the first snapshot arrives. */
  orders: StaffOrderView[] | undefined;
  connection: Connection;
  /** Shows an order an action just returned, before (or whether or not) its event arrives. */
  put: (order: StaffOrderView) => void;
}

type Orders = ReadonlyMap<string, StaffOrderView>;

/** The newer of two copies wins: an action's answer and its event may arrive in either order. */
function upsert(orders: Orders | undefined, order: StaffOrderView): Orders | undefined {
  if (!orders) return orders;
  const known = orders.get(order.id);
  if (known && known.updatedAt > order.updatedAt) return orders;
  return new Map(orders).set(order.id, order);
}

function without(orders: Orders | undefined, id: string): Orders | undefined {
  if (!orders?.has(id)) return orders;
  const next = new Map(orders);
  next.delete(id);
  return next;
}

/**
 * The staff member's live order board: the server's snapshot, then every change as it happens
 * (no reloading). When the session ends on the server the sign-in screen comes back.
 */
export function useOrderBoard(): OrderBoard {
  const sessionEnded = useSessionEnded();
  const [orders, setOrders] = useState<Orders | undefined>();
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(
    () =>
      backend.watchOrders((event) => {
        switch (event.type) {
          case 'snapshot':
            setOrders(new Map(event.orders.map((order) => [order.id, order])));
            setConnection('live');
            break;
          case 'order':
            setOrders((current) => upsert(current, event.order));
            break;
          case 'gone':
            setOrders((current) => without(current, event.id));
            break;
          case 'offline':
            setConnection('offline');
            break;
          case 'signedOut':
            sessionEnded();
            break;
        }
      }),
    [sessionEnded],
  );

  const put = useCallback(
    (order: StaffOrderView) => setOrders((current) => upsert(current, order)),
    [],
  );

  return { orders: orders && [...orders.values()], connection, put };
}
