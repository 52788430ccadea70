import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import type { Audience, OutboxEntry } from '@town/core';
import Database from 'better-sqlite3';
import { sha256Of } from './builtHost';
import { type DemoStaffMember, startLocalDriver, type WireReply } from './localDriver';

const root = join(__dirname, '..', '..');

/**
 * The local host for fuzzing, and the proof that refused input changed nothing:
 * - per input, SQLite's `data_version` on a connection of our own: it moves when any other
 *   connection commits anything, to any table;
 * - per action, the database and write-ahead log files byte for byte, and every row of every
 *   table (sessions, login attempts and the alert outbox included: nothing is left out).
 * Nothing else writes while it runs: staff sign in before the snapshot; no alert is pending, so
 * the alert dispatcher's sweeps only read; the test clock stands still, so no session or
 * throttle window expires. The per-client budgets are lifted, as the inputs all come from here.
 */
export async function startFuzzHost() {
  const api = await startLocalDriver({
    limits: { signIn: 1e9, lookup: 1e9, submit: 1e9, staff: 1e9 },
  });
  const cookies = new Map<DemoStaffMember, string>();
  for (const who of ['admin', 'vendor', 'delivery'] as const)
    cookies.set(who, await api.signInAs(who));
  const pending = api
    .documents<OutboxEntry>('outbox')
    .filter((entry) => entry.status === 'pending' || entry.status === 'sending');
  if (pending.length > 0) throw new Error('The fuzz host must start with no alert to deliver');

  const watcher = new Database(api.databaseFile, { readonly: true });
  const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;
  const files = () =>
    [api.databaseFile, `${api.databaseFile}-wal`]
      .map((file) => (existsSync(file) ? sha256Of(file) : 'absent'))
      .join(' ');
  const snapshot = () => ({ files: files(), rows: api.dump() });
  const before = snapshot();
  const version = dataVersion();

  /**
   * The fuzz suites send some 17,000 requests: node's HTTP client on a kept-alive connection
   * takes about a third of fetch's CPU per request (1 ms against 3.8 ms measured) and answers
   * without fetch's wait. As the driver's `send`, each reply is read in full and the host left
   * to settle, so a background write a request caused is committed before anything is checked.
   */
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(api.url);
  type Init = {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    cookie?: string;
  };
  type Reply = Pick<WireReply, 'httpStatus' | 'body' | 'text'>;
  /**
   * A kept-alive socket the host closed while idle (after a reply that ended its connection,
   * such as a 431 or 413) fails the next request with ECONNRESET before the host read it. As
   * Node's documentation advises, such a request is sent again once, on a new connection; a
   * failure on a fresh socket is reported as it is.
   */
  const send = (path: string, init: Init = {}): Promise<Reply> =>
    sendOnce(path, init).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      if (error.reusedSocket && error.code === 'ECONNRESET') return sendOnce(path, init);
      throw error;
    });
  const sendOnce = (path: string, init: Init) =>
    new Promise<Reply>((resolve, reject) => {
      const body = init.body === undefined ? undefined : Buffer.from(init.body);
      const outgoing = request(
        {
          hostname,
          port,
          path,
          method: init.method ?? 'GET',
          agent,
          headers: {
            ...init.headers,
            ...(init.cookie ? { cookie: init.cookie } : {}),
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: WireReply['body'] = {};
            try {
              parsed = JSON.parse(text);
            } catch {
              // Non-JSON replies are checked through `text`.
            }
            api
              .settled()
              .then(
                () => resolve({ httpStatus: response.statusCode ?? 0, body: parsed, text }),
                reject,
              );
          });
        },
      );
      outgoing.on('error', (error) =>
        reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })),
      );
      outgoing.end(body);
    });

  return {
    api,
    send,
    /** Someone the audience admits, so the input itself is what gets judged. */
    cookieFor(audience: Audience): string | undefined {
      if (audience.includes('visitor') || audience.includes('customer')) return undefined;
      if (audience.includes('admin')) return cookies.get('admin');
      return cookies.get(audience.includes('vendor') ? 'vendor' : 'delivery');
    },
    committedSinceStart: () => dataVersion() !== version,
    unchanged: () => {
      const now = snapshot();
      return now.files === before.files && now.rows === before.rows;
    },
    async stop() {
      agent.destroy();
      watcher.close();
      await api.stop();
    },
  };
}

export type FuzzHost = Awaited<ReturnType<typeof startFuzzHost>>;

/** What an error reply must never show: stack frames, source files, paths of this machine. */
export const internals = new RegExp(
  [
    String.raw`\n\s+at `,
    String.raw`\.(ts|js|mjs):\d+`,
    'node_modules',
    'SqliteError',
    'ZodError',
    'TypeError',
    'RangeError',
    root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    '/tmp/',
  ].join('|'),
);

/** A refusal a person can read: a status, a short message, no internals. */
export function clearRefusal(reply: {
  httpStatus: number;
  text: string;
  body: { error?: { status: string; message: string } };
}) {
  const problems: string[] = [];
  if (reply.httpStatus < 400 || reply.httpStatus > 499) problems.push(`HTTP ${reply.httpStatus}`);
  if ([401, 403].includes(reply.httpStatus)) problems.push('refused for who sent it');
  const message = reply.body.error?.message;
  if (typeof message !== 'string' || message.length < 8 || message.length > 500) {
    problems.push('no clear message');
  }
  if (typeof reply.body.error?.status !== 'string') problems.push('no error status');
  if (internals.test(reply.text)) problems.push('internals in the reply');
  return problems;
}
