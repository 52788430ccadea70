import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A notification as the browser would read it, after decrypting what the host sent. */
export interface ReceivedPush {
  /** The subscription's endpoint path it was posted to. */
  path: string;
  payload: { title: string; body: string; url: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A push service on 127.0.0.1 that also plays the browser: each `subscribe()` makes a P-256 key
 * pair and an auth secret, as a browser does, and every POST to that endpoint is decrypted with
 * them (aes128gcm), so a test reads the very text and URL a phone would show. `answer` sets the
 * status the service replies with (201 by default; 410 when the browser dropped it).
 */
export async function startFakePushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  let count = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const browser = browsers.get(path);
      const status = answers.get(path) ?? 201;
      if (browser && status === 201) {
        const clear = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString('base64url'),
        });
        received.push({
          path,
          payload: JSON.parse(clear.toString('utf8')),
          headers: request.headers,
        });
      }
      response.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new browser's PushSubscription JSON, as `pushManager.subscribe()` gives it. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${++count}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    /** Waits until `n` notifications arrived (the host sends from its outbox in the background). */
    async waitFor(n: number, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, n);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
