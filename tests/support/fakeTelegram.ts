import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  token: string;
  chatId: string;
  text: string;
}

type Answer = { status: number; body: unknown };

const ok: Answer = { status: 200, body: { ok: true, result: { message_id: 1 } } };

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return request.headers['content-type']?.includes('json')
    ? JSON.parse(text)
    : Object.fromEntries(new URLSearchParams(text));
}

/**
 * A stand-in for the Telegram Bot API on 127.0.0.1: the one boundary these tests cannot reach.
 * It records every sendMessage and answers with what the test queued (ok by default; a 429
 * with retry_after, a 500), as Telegram would.
 */
export async function startFakeTelegram() {
  const sent: SentMessage[] = [];
  const answers: Answer[] = [];
  const server = createServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
    const body = await bodyOf(request);
    const answer = answers.shift() ?? ok;
    if (match && answer.status === 200) {
      sent.push({ token: match[1] ?? '', chatId: String(body.chat_id), text: String(body.text) });
    }
    response.writeHead(match ? answer.status : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(match ? answer.body : { ok: false, description: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    sent,
    /** The next answers, in order; after them every call succeeds. */
    answerNext(...next: Answer[]) {
      answers.push(...next);
    },
    tooManyRequests: (retryAfter: number): Answer => ({
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${retryAfter}`,
        parameters: { retry_after: retryAfter },
      },
    }),
    serverError: { status: 500, body: { ok: false, error_code: 500, description: 'Internal' } },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
