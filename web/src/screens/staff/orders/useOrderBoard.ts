import type { StaffOrderView } from '@town/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backend } from '../../../backend';
import { useOnline } from '../../../ui/useOnline';
import { useSessionEnded } from '../session';

export type Connection = 'connecting' | 'live' | 'offline';

export interface OrderBoard {
  /** Undefined until the first snapshot arrives. */
  orders: StaffOrderView[] | undefined;
  connection: Connection;
  /** Shows an order an action just returned, before (or whether or not) its event arrives. */
  put: (order: StaffOrderView) => void;
  /** Takes an order off this board at once (it no longer concerns the viewer). */
  drop: (id: string) => void;
  /** Orders that came in while the board was open (not those of the first snapshot). */
  arrivals: Arrivals;
}

export interface Arrivals {
  /** How many have come in so far: a change is a new order to announce. */
  count: number;
  latest?: StaffOrderView;
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
export function useOrderBoard(
  /** Which orders are worth announcing when they come in (a shop: new ones; a courier: open ones). */
  announces: (order: StaffOrderView) => boolean = () => true,
): OrderBoard {
  const sessionEnded = useSessionEnded();
  const [orders, setOrders] = useState<Orders | undefined>();
  const [connection, setConnection] = useState<Connection>('connecting');
  const [arrivals, setArrivals] = useState<Arrivals>({ count: 0 });
  // The ids on the board, kept beside the state so an event can tell a newcomer at once.
  const known = useRef<Set<string> | undefined>(undefined);
  const announcesNow = useRef(announces);
  announcesNow.current = announces;

  useEffect(() => {
    const arrived = (came: StaffOrderView[]) => {
      const worth = came.filter((order) => announcesNow.current(order));
      if (worth.length > 0) {
        setArrivals((current) => ({ count: current.count + worth.length, latest: worth.at(-1) }));
      }
    };
    return backend.watchOrders((event) => {
      switch (event.type) {
        case 'snapshot': {
          const before = known.current;
          known.current = new Set(event.orders.map((order) => order.id));
          // After a reconnection, orders that came in meanwhile are announced too.
          if (before) arrived(event.orders.filter((order) => !before.has(order.id)));
          setOrders(new Map(event.orders.map((order) => [order.id, order])));
          setConnection('live');
          break;
        }
        case 'order':
          if (known.current && !known.current.has(event.order.id)) {
            known.current.add(event.order.id);
            arrived([event.order]);
          }
          setOrders((current) => upsert(current, event.order));
          break;
        case 'gone':
          known.current?.delete(event.id);
          setOrders((current) => without(current, event.id));
          break;
        case 'offline':
          setConnection('offline');
          break;
        case 'signedOut':
          sessionEnded();
          break;
      }
    });
  }, [sessionEnded]);

  const put = useCallback(
    (order: StaffOrderView) => setOrders((current) => upsert(current, order)),
    [],
  );

  const drop = useCallback((id: string) => setOrders((current) => without(current, id)), []);

  // A phone that lost its signal is not live, though its stream has not noticed yet.
  const online = useOnline();
  return {
    orders: orders && [...orders.values()],
    connection: online ? connection : 'offline',
    put,
    drop,
    arrivals,
  };
}
