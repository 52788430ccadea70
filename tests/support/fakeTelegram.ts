import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (the one boundary tests cannot reach), on 127.0.0.1
 * and a free port. It answers `POST /bot<token>/sendMessage` like Telegram, records every
 * message it accepted, and can be scripted to fail: per chat, a queue of faults is consumed one
 * request at a time; `mode` is what happens once the queue is empty.
 */

export type Fault =
  /** Telegram's flood control: error 429 with parameters.retry_after (seconds). */
  | { kind: '429'; retryAfter: number }
  /** A server error: HTTP 500 with Telegram's error envelope. */
  | { kind: '500' }
  /** The request is never answered and nothing is sent (lost on the way). */
  | { kind: 'hang' }
  /**
   * Telegram accepts the message (it is recorded as delivered) but the answer never comes
   * back: the sender cannot know it was delivered.
   */
  | { kind: 'acceptThenHang' }
  /** Refused for good, e.g. 400 "chat not found". */
  | { kind: 'reject'; code: number; description: string };

export type Mode = 'up' | 'hang' | 'error500' | { reject: { code: number; description: string } };

export interface SentMessage {
  chatId: string;
  text: string;
  parseMode: string | undefined;
  messageId: number;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface RequestSeen {
  chatId: string;
  text: string;
  at: number;
  answer: string;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const json = JSON.parse(body) as Record<string, unknown>;
    return new URLSearchParams(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  return new URLSearchParams(body);
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failure = (code: number, description: string, parameters?: unknown) => ({
  ok: false,
  error_code: code,
  description,
  ...(parameters ? { parameters } : {}),
});

export async function startFakeTelegram(options: { token: string; answerDelayMs?: number }) {
  const messages: SentMessage[] = [];
  const requests: RequestSeen[] = [];
  const scripts = new Map<string, Fault[]>();
  const sockets = new Set<Socket>();
  let mode: Mode = 'up';
  let nextMessageId = 1;
  let answerDelayMs = options.answerDelayMs ?? 0;

  const accept = (chatId: string, params: URLSearchParams, at: number): SentMessage => {
    const message = {
      chatId,
      text: params.get('text') ?? '',
      parseMode: params.get('parse_mode') ?? undefined,
      messageId: nextMessageId++,
      at,
    };
    messages.push(message);
    return message;
  };

  const nextFault = (chatId: string): Fault | 'up' => {
    const queue = scripts.get(chatId);
    const fault = queue?.shift();
    if (fault) return fault;
    if (mode === 'hang') return { kind: 'hang' };
    if (mode === 'error500') return { kind: '500' };
    if (typeof mode === 'object') return { kind: 'reject', ...mode.reject };
    return 'up';
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const at = Date.now();
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return reply(response, 404, failure(404, 'Not Found'));
    if (match[1] !== options.token) return reply(response, 401, failure(401, 'Unauthorized'));
    if (match[2] !== 'sendMessage') return reply(response, 200, { ok: true, result: true });
    const params = await readBody(request);
    const chatId = params.get('chat_id') ?? '';
    const fault = nextFault(chatId);
    const answer = fault === 'up' ? 'ok' : fault.kind;
    requests.push({ chatId, text: params.get('text') ?? '', at, answer });
    if (fault !== 'up') {
      switch (fault.kind) {
        case '429':
          return reply(
            response,
            429,
            failure(429, `Too Many Requests: retry after ${fault.retryAfter}`, {
              retry_after: fault.retryAfter,
            }),
          );
        case '500':
          return reply(response, 500, failure(500, 'Internal Server Error'));
        case 'reject':
          return reply(response, fault.code, failure(fault.code, fault.description));
        case 'acceptThenHang':
          accept(chatId, params, at);
          return;
        case 'hang':
          return;
      }
    }
    const message = accept(chatId, params, at);
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    reply(response, 200, {
      ok: true,
      result: {
        message_id: message.messageId,
        date: Math.floor(at / 1000),
        chat: { id: Number(chatId) || 0, type: 'supergroup' },
        text: message.text,
      },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) =>
      reply(response, 500, failure(500, `Fake failed: ${error}`)),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token: options.token,
    /** Messages Telegram accepted, in arrival order. */
    messages,
    /** Every sendMessage request and how it was answered. */
    requests,
    messagesTo: (chatId: string) => messages.filter((message) => message.chatId === chatId),
    /** Faults for the next requests to `chatId`, in order; then `mode` applies. */
    script(chatId: string, faults: Fault[]) {
      scripts.set(chatId, [...(scripts.get(chatId) ?? []), ...faults]);
    },
    setMode(next: Mode) {
      mode = next;
    },
    setAnswerDelay(ms: number) {
      answerDelayMs = ms;
    },
    /** Drops hanging connections too, so senders see a network error and tests end promptly. */
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
