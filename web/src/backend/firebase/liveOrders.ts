import {
  type BoardQuery,
  boardQueries,
  isFinal,
  type Order,
  type Principal,
  type ShopOrderRecord,
  type StaffOrderView,
  staffOrderView,
} from '@town/core';
import type { FirebaseApp } from 'firebase/app';
import type { QueryConstraint } from 'firebase/firestore';
import type { OrderEvent } from '../types';
import type { FirebaseWebConfig } from './config';
import { queryConstraints } from './queryConstraints';

/**
 * How long a board may have only cached answers before it says it is offline. Firestore also
 * answers from its cache for a moment while connected (while it checks with the server an order
 * that left a query), so a single cached answer is no proof of a lost connection.
 */
export const cachedAnswersGraceMs = 3000;

/**
 * Turns the latest results of each board query into the events the staff screens hear: a
 * `snapshot` (active orders) once every query has answered from the server, then `order` for
 * each order that changed and `gone` for each that left every query (another courier took it).
 *
 * Firestore also answers from its cache when it cannot reach the server (at first an empty
 * list): such answers are not the board. A board with only cached answers for longer than
 * `graceMs` hears `offline`, and a fresh `snapshot` once every query is back in step with the
 * server; before its first server answer it shows nothing at all.
 */
export function createBoardEvents(
  queries: number,
  onEvent: (event: OrderEvent) => void,
  graceMs = cachedAnswersGraceMs,
) {
  const lists: Array<StaffOrderView[] | undefined> = Array.from(
    { length: queries },
    () => undefined,
  );
  const cached: boolean[] = Array.from({ length: queries }, () => false);
  let state: 'waiting' | 'live' | 'offline' = 'waiting';
  let sent: Map<string, string> | undefined;
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;

  function views(): Map<string, StaffOrderView> {
    const merged = new Map<string, StaffOrderView>();
    for (const view of lists.flatMap((list) => list ?? [])) merged.set(view.id, view);
    return merged;
  }

  function sayOffline() {
    offlineTimer = undefined;
    if (state === 'offline') return;
    state = 'offline';
    onEvent({ type: 'offline' });
  }

  return {
    /** The latest views of one query's documents; `fromCache` when Firestore had no server answer. */
    update(index: number, orders: StaffOrderView[], fromCache = false) {
      lists[index] = orders;
      cached[index] = fromCache;
      if (lists.some((list) => list === undefined)) return;
      if (cached.some(Boolean)) {
        offlineTimer ??= setTimeout(sayOffline, graceMs);
        // Only a live board follows cached changes (its own view, until the server answers).
        if (state !== 'live') return;
      } else {
        clearTimeout(offlineTimer);
        offlineTimer = undefined;
      }
      const current = views();
      const json = new Map([...current].map(([id, view]) => [id, JSON.stringify(view)]));
      if (state !== 'live') {
        const active = [...current.values()]
          .filter((view) => !isFinal(view.status))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        onEvent({ type: 'snapshot', orders: active });
      } else {
        for (const [id, view] of current) {
          if (sent?.get(id) !== json.get(id)) onEvent({ type: 'order', order: view });
        }
        for (const id of sent?.keys() ?? []) if (!json.has(id)) onEvent({ type: 'gone', id });
      }
      state = 'live';
      sent = json;
    },
    /** No more events (the listeners have stopped). */
    stop() {
      clearTimeout(offlineTimer);
      offlineTimer = undefined;
    },
  };
}

/**
 * Listens to the board's queries with Firestore onSnapshot: the one place that loads the full
 * Firestore SDK. Returns a function that stops every listener.
 */
export async function listenToBoard(
  app: FirebaseApp,
  config: FirebaseWebConfig,
  principal: Principal,
  onEvent: (event: OrderEvent) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const sdk = await import('firebase/firestore');
  const db = sdk.getFirestore(app);
  if (config.emulators) {
    const { host, port } = config.emulators.firestore;
    try {
      sdk.connectFirestoreEmulator(db, host, port);
    } catch {
      // Already connected by an earlier board on this page.
    }
  }
  const queries = boardQueries(principal);
  const board = createBoardEvents(queries.length, onEvent);
  const viewsOf = (boardQuery: BoardQuery, docs: Array<{ data(): unknown }>) =>
    docs.flatMap((doc) => {
      const view =
        boardQuery.collection === 'shopOrders'
          ? (doc.data() as ShopOrderRecord).view
          : staffOrderView(principal, doc.data() as Order);
      return view ? [view] : [];
    });
  const stops = queries.map((boardQuery, index) => {
    const { constraints } = queryConstraints<QueryConstraint>(sdk, boardQuery.query);
    // With metadata changes: a cached answer turning into the server's, with no order changed,
    // still tells the board it is live again.
    return sdk.onSnapshot(
      sdk.query(sdk.collection(db, boardQuery.collection), ...constraints),
      { includeMetadataChanges: true },
      (snapshot) =>
        board.update(index, viewsOf(boardQuery, snapshot.docs), snapshot.metadata.fromCache),
      onError,
    );
  });
  return () => {
    for (const stop of stops) stop();
    board.stop();
  };
}
