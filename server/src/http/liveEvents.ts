import type { ServerResponse } from 'node:http';
import {
  DomainError,
  isFinal,
  type LiveFeedDef,
  type Order,
  type Principal,
  type StaffOrderView,
} from '@town/core';
import type { StoreChange } from '../db/sqliteStore';
import type { Sessions } from '../sessions';
import { securityHeaders } from './headers';

export interface LiveOptions {
  /** A comment line this often keeps proxies and phones from dropping an idle stream. */
  heartbeatMs: number;
  /** Open streams in all; the next one is refused until one closes. */
  maxClients: number;
  /** Open streams per session: a few tabs, not a loop. */
  maxPerSession: number;
  /**
   * Open streams per staff account, however many times it signed in: a phone and a counter
   * computer with a few tabs each, never the whole host's share.
   */
  maxPerAccount: number;
}

export const defaultLiveOptions: LiveOptions = {
  heartbeatMs: 25_000,
  maxClients: 200,
  maxPerSession: 4,
  maxPerAccount: 8,
};

/** The staff account a stream belongs to; sessions of one account share its streams. */
function accountOf(principal: Principal): string {
  switch (principal.role) {
    case 'vendor':
      return `vendor:${principal.vendorId}`;
    case 'delivery':
      return `delivery:${principal.deliveryId}`;
    case 'admin':
      return `admin:${principal.adminId}`;
    default:
      return 'visitor';
  }
}

/** A client that stops reading gets dropped before its buffer grows past this. */
const maxBufferedBytes = 1024 * 1024;

interface Client {
  feed: LiveFeedDef;
  principal: Principal;
  /** The session cookie: checked before every event, so signing out ends the stream. */
  token: string;
  res: ServerResponse;
  /** Ids of orders this client was shown: when one leaves its view it is told "gone". */
  shown: Set<string>;
  /** Changes that arrived while the snapshot was being read, sent right after it. */
  pending: Order[] | null;
}

const eventText = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Server-sent events for the live feeds. Each stream opens with a snapshot of the board, then
 * carries every committed change to an order the principal may see ("order"), and "gone" for
 * one they were shown and may no longer see. It ends with "signedOut" when the session ends
 * and closes when the host shuts down.
 */
export function createLiveHub(sessions: Sessions, options: LiveOptions) {
  const clients = new Set<Client>();

  const open = (client: Client) => !client.res.writableEnded && !client.res.destroyed;

  function end(client: Client, event?: string) {
    if (!clients.delete(client) || !open(client)) return;
    if (event) client.res.write(eventText(event, {}));
    client.res.end();
  }

  function write(client: Client, text: string) {
    if (!open(client)) {
      clients.delete(client);
    } else if (client.res.writableLength > maxBufferedBytes) {
      end(client);
    } else {
      client.res.write(text);
    }
  }

  function signedIn(client: Client): boolean {
    if (sessions.find(client.token)) return true;
    end(client, 'signedOut');
    return false;
  }

  function deliver(client: Client, order: Order) {
    const view: StaffOrderView | null = client.feed.view(client.principal, order);
    if (view) {
      write(client, eventText('order', view));
      // A finished order never changes again: no need to remember it.
      if (isFinal(view.status)) client.shown.delete(order.id);
      else client.shown.add(order.id);
    } else if (client.shown.delete(order.id)) {
      write(client, eventText('gone', { id: order.id }));
    }
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (signedIn(client)) write(client, ': ping\n\n');
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      return clients.size;
    },

    /** Refuses a stream over the limits, before any work is done for it. */
    admit(token: string, principal: Principal) {
      const account = accountOf(principal);
      let session = 0;
      let ofAccount = 0;
      for (const client of clients) {
        if (client.token === token) session++;
        if (accountOf(client.principal) === account) ofAccount++;
      }
      if (
        clients.size >= options.maxClients ||
        session >= options.maxPerSession ||
        ofAccount >= options.maxPerAccount
      ) {
        throw new DomainError(
          'resource-exhausted',
          'Too many live connections; close another tab or try again in a minute',
        );
      }
    },

    /** Takes over the response and starts the stream with the board as `snapshot` returns it. */
    async open(
      feed: LiveFeedDef,
      principal: Principal,
      token: string,
      res: ServerResponse,
      snapshot: () => Promise<StaffOrderView[]>,
    ) {
      const client: Client = { feed, principal, token, res, shown: new Set(), pending: [] };
      clients.add(client);
      res.on('close', () => clients.delete(client));
      res.writeHead(200, {
        ...Object.fromEntries(securityHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n');
      try {
        const orders = await snapshot();
        for (const order of orders) client.shown.add(order.id);
        write(client, eventText('snapshot', { orders }));
        const pending = client.pending ?? [];
        client.pending = null;
        for (const order of pending) deliver(client, order);
      } catch (error) {
        end(client);
        throw error;
      }
    },

    /** Passes committed order writes to every stream that may see them. Never throws. */
    publish(changes: StoreChange[]) {
      // Nobody is watching a board: no order needs reading back from its JSON.
      if (clients.size === 0) return;
      const orders: Order[] = [];
      for (const change of changes) {
        if (change.collection === 'orders' && change.data) orders.push(JSON.parse(change.data));
      }
      if (orders.length === 0) return;
      for (const client of clients) {
        if (client.pending) {
          client.pending.push(...orders);
          continue;
        }
        if (!signedIn(client)) continue;
        for (const order of orders) deliver(client, order);
      }
    },

    /** Ends every stream: the host is shutting down. */
    closeAll() {
      clearInterval(heartbeat);
      for (const client of [...clients]) end(client);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
