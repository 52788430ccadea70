import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a client may take to send a request, and how many connections one address may hold.
 * A phone on a slow network sends a shrunk photo (well under 1 MB) in seconds to tens of
 * seconds; a client that trickles a byte every few seconds holds a socket and its memory for
 * nothing. Past these the socket is closed (408 when a request had begun).
 */
export interface SlowClientLimits {
  /** From the connection (or the end of the last request) to the end of a request's headers. */
  headersTimeoutMs: number;
  /** From the connection (or the end of the last request) to the end of a request's body. */
  requestTimeoutMs: number;
  /** How often open connections are checked against those two (Node checks every 30 s by default). */
  checkEveryMs: number;
  /**
   * How long an idle keep-alive connection is kept (and announced in `Keep-Alive: timeout=`).
   * Fastify's own 72 s, which it does not apply to a server it is handed: Node's 5 s would make
   * phones on slow networks reconnect often, and a client whose timers run late reuses a socket
   * the host has just closed (ECONNRESET on its next request).
   */
  keepAliveTimeoutMs: number;
  /**
   * Open connections one address may hold. Carriers put many phones behind one address, each
   * with a few connections and perhaps a live board: generous, it stops one machine holding
   * sockets by the hundred. Not applied behind a trusted proxy, whose own address every
   * connection has (the proxy limits its clients).
   */
  perAddress: number;
}

export const slowClientLimits: SlowClientLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  checkEveryMs: 1_000,
  keepAliveTimeoutMs: 72_000,
  perAddress: 64,
};

/**
 * The HTTP server Fastify runs on (its `serverFactory`): Node's own header and request timeouts
 * (Fastify would turn the request timeout off), checked every `checkEveryMs`, and the cap on
 * connections per address unless `behindProxy`.
 */
export function slowClientServer(
  limits: SlowClientLimits,
  behindProxy: boolean,
): (handler: RequestListener) => Server {
  return (handler) => {
    const server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: limits.checkEveryMs,
      },
      handler,
    );
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    if (!behindProxy) capConnectionsPerAddress(server, limits.perAddress);
    return server;
  };
}

/**
 * At the cap, an address's idle keep-alive connection (one that finished a request and waits
 * for the next) is closed to make room, as browsers and fetch reopen those at no cost; only
 * connections in the middle of a request, or that never completed one, count against it.
 */
function capConnectionsPerAddress(server: Server, perAddress: number) {
  const open = new Map<string, Set<Socket>>();
  /** Sockets that completed a request and have none in flight now. */
  const idle = new WeakSet<Socket>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    idle.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed) idle.add(socket);
    });
  });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const sockets = open.get(address) ?? new Set<Socket>();
    if (sockets.size >= perAddress) {
      const spare = [...sockets].find((each) => idle.has(each));
      if (!spare) {
        socket.destroy();
        return;
      }
      sockets.delete(spare);
      spare.destroy();
    }
    sockets.add(socket);
    open.set(address, sockets);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && open.get(address) === sockets) open.delete(address);
    });
  });
}
