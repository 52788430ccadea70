import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (the one boundary tests cannot reach), on 127.0.0.1
 * and a free port. It answers `POST /bot<token>/sendMessage` like Telegram, records every
 * message it accepted, and can be scripted to fail: per chat, a queue of faults is consumed one
 * request at a time; `mode` is what happens once the queue is empty.
 *
 * For the bot's side it also keeps what users do: updates queued for `getUpdates` (long polls
 * are held until one comes, and an offset confirms earlier ones as Telegram does), the webhook
 * set with `setWebhook`, answers to presses (`answerCallbackQuery`), edits
 * (`editMessageText`), and the inline keyboards of messages.
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

/** An inline keyboard button as the bot sent it. */
export interface FakeButton {
  text: string;
  callback_data?: string;
  url?: string;
}

export interface SentMessage {
  chatId: string;
  text: string;
  parseMode: string | undefined;
  messageId: number;
  /** Date.now() when the request arrived. */
  at: number;
  /** The inline keyboard, as it is now (edits change it). */
  buttons: FakeButton[][];
  /** Texts of earlier versions, oldest first. */
  edits: string[];
}

export interface PressAnswer {
  callbackQueryId: string;
  text: string;
}

/** A Telegram user as the fake makes updates for them (private chat id = user id). */
export interface FakeUser {
  id: number;
  first_name: string;
  /** The language of the user's Telegram app, as Telegram sends it ("bn"). */
  language_code?: string;
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
    return new URLSearchParams(
      Object.entries(json).map(([k, v]) => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
  }
  return new URLSearchParams(body);
}

function keyboardOf(params: URLSearchParams): FakeButton[][] {
  const markup = params.get('reply_markup');
  if (!markup) return [];
  return (JSON.parse(markup) as { inline_keyboard?: FakeButton[][] }).inline_keyboard ?? [];
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
  /** While set, accepted messages are answered only once it resolves (a stalled Telegram). */
  let answersHeld: { until: Promise<void>; release: () => void } | null = null;

  const accept = (chatId: string, params: URLSearchParams, at: number): SentMessage => {
    const message = {
      chatId,
      text: params.get('text') ?? '',
      parseMode: params.get('parse_mode') ?? undefined,
      messageId: nextMessageId++,
      at,
      buttons: keyboardOf(params),
      edits: [],
    };
    messages.push(message);
    return message;
  };

  // The bot's side: updates for getUpdates, the webhook, answers to presses.
  const updates: Array<{ update_id: number } & Record<string, unknown>> = [];
  let nextUpdateId = 1000;
  let nextPressId = 1;
  /** Updates below this id were confirmed by a later getUpdates offset. */
  let confirmedBelow = 0;
  let pollWaiters: Array<() => void> = [];
  const answers: PressAnswer[] = [];
  let webhook: { url: string; secret: string | null } | null = null;
  const methodCalls: string[] = [];

  const pending = () => updates.filter((update) => update.update_id >= confirmedBelow);
  let holdingConfirmations = false;
  let confirmationWaiters: Array<() => void> = [];
  /** Updates sent again whatever the offset (Telegram after a lost confirmation), once each. */
  let replays: Array<{ update: { update_id: number }; served: () => void }> = [];
  let afterServed: Array<() => void> = [];

  async function getUpdates(params: URLSearchParams) {
    const offset = Number(params.get('offset') ?? 0);
    if (holdingConfirmations && offset > confirmedBelow) {
      // Lost on the way: the bot's confirmation never reaches Telegram, and no answer comes.
      await new Promise<void>((resolve) => confirmationWaiters.push(resolve));
      return { ok: true, result: [] };
    }
    if (offset > confirmedBelow) confirmedBelow = offset;
    // This poll comes after the bot handled what the last one gave.
    const done = afterServed;
    afterServed = [];
    for (const resolve of done) resolve();
    if (webhook)
      return failure(409, "Conflict: can't use getUpdates method while webhook is active");
    const holdMs = Math.min(Number(params.get('timeout') ?? 0), 30) * 1000;
    if (replays.length > 0) {
      const served = replays;
      replays = [];
      afterServed = served.map((replay) => replay.served);
      return { ok: true, result: served.map((replay) => replay.update) };
    }
    if (pending().length === 0 && holdMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, holdMs);
        pollWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return { ok: true, result: pending() };
  }

  function editMessage(params: URLSearchParams) {
    const chatId = params.get('chat_id') ?? '';
    const messageId = Number(params.get('message_id'));
    const message = messages.find((m) => m.chatId === chatId && m.messageId === messageId);
    if (!message) return failure(400, 'Bad Request: message to edit not found');
    const text = params.get('text') ?? '';
    const buttons = keyboardOf(params);
    if (text === message.text && JSON.stringify(buttons) === JSON.stringify(message.buttons)) {
      return failure(400, 'Bad Request: message is not modified');
    }
    message.edits.push(message.text);
    message.text = text;
    message.buttons = buttons;
    return { ok: true, result: { message_id: messageId, chat: { id: Number(chatId) }, text } };
  }

  /** The methods besides sendMessage; null when the method is not one the fake knows. */
  async function otherMethod(method: string, request: IncomingMessage) {
    const params = await readBody(request);
    methodCalls.push(method);
    switch (method) {
      case 'getMe':
        // The bot @BotFather made for the test token (a wrong token never gets this far).
        return {
          ok: true,
          result: { id: 1234567, is_bot: true, first_name: 'Town Test', username: 'TownTestBot' },
        };
      case 'getUpdates':
        return getUpdates(params);
      case 'setWebhook':
        webhook = { url: params.get('url') ?? '', secret: params.get('secret_token') };
        return { ok: true, result: true };
      case 'deleteWebhook':
        webhook = null;
        return { ok: true, result: true };
      case 'answerCallbackQuery':
        answers.push({
          callbackQueryId: params.get('callback_query_id') ?? '',
          text: params.get('text') ?? '',
        });
        return { ok: true, result: true };
      case 'editMessageText':
        return editMessage(params);
      default:
        return { ok: true, result: true };
    }
  }

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
    if (match[2] !== 'sendMessage') {
      const answer = await otherMethod(match[2] as string, request);
      return reply(
        response,
        answer.ok ? 200 : (answer as { error_code: number }).error_code,
        answer,
      );
    }
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
    if (answersHeld) await answersHeld.until;
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
    /**
     * Accepts messages but answers none until the returned release is called: the sender
     * waits on its first message while alerts pile up behind it, however fast they arrive.
     */
    holdAnswers(): () => void {
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = { until, release };
      answersHeld = held;
      return () => {
        if (answersHeld === held) answersHeld = null;
        held.release();
      };
    },
    /** Answers to presses, in order. */
    answers,
    /** Every method other than sendMessage the bot called, in order. */
    methodCalls,
    /** The webhook the bot set, or null (it polls). */
    webhook: () => webhook,
    /** Queues an update for getUpdates (an update_id is given when it has none); returns it. */
    pushUpdate(update: Record<string, unknown>) {
      const full = { update_id: nextUpdateId++, ...update };
      updates.push(full);
      const waiters = pollWaiters;
      pollWaiters = [];
      for (const wake of waiters) wake();
      return full as { update_id: number } & Record<string, unknown>;
    },
    /** A private message from `user` to the bot, e.g. "/start <code>". */
    userSays(user: FakeUser, text: string) {
      return {
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: user.id, type: 'private', first_name: user.first_name },
          from: {
            id: user.id,
            is_bot: false,
            first_name: user.first_name,
            ...(user.language_code ? { language_code: user.language_code } : {}),
          },
          text,
        },
      };
    },
    /** A message from `user` in a group chat. */
    userSaysIn(user: FakeUser, chatId: string, text: string) {
      return {
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(chatId), type: 'supergroup', title: 'Staff' },
          from: { id: user.id, is_bot: false, first_name: user.first_name },
          text,
        },
      };
    },
    /** `user` presses a button of `message` (as the bot sent it): a callback_query update. */
    userPresses(user: FakeUser, message: SentMessage, buttonText: RegExp) {
      const button = message.buttons.flat().find((each) => buttonText.test(each.text));
      if (!button?.callback_data) {
        throw new Error(`No button ${buttonText} on: ${JSON.stringify(message.buttons)}`);
      }
      return {
        callback_query: {
          id: `press-${nextPressId++}-${user.id}`,
          from: { id: user.id, is_bot: false, first_name: user.first_name },
          chat_instance: '1',
          message: {
            message_id: message.messageId,
            date: Math.floor(message.at / 1000),
            chat: {
              id: Number(message.chatId),
              type: message.chatId.startsWith('-') ? 'supergroup' : 'private',
            },
            text: message.text,
          },
          data: button.callback_data,
        },
      };
    },
    /**
     * Sends an update again whatever was confirmed, as Telegram does when a confirmation was
     * lost; resolves when the bot polled again after it (it has dealt with it).
     */
    replay(update: { update_id: number }) {
      return new Promise<void>((resolve) => {
        replays.push({ update, served: resolve });
        const waiters = pollWaiters;
        pollWaiters = [];
        for (const wake of waiters) wake();
      });
    },
    /**
     * While on, a poll that would confirm updates hangs and confirms nothing (the bot handled
     * them, but Telegram does not know): a bot killed now gets them again after a restart.
     */
    holdConfirmations(on: boolean) {
      holdingConfirmations = on;
      if (on) return;
      const waiters = confirmationWaiters;
      confirmationWaiters = [];
      for (const release of waiters) release();
    },
    /** Whether getUpdates moved past this update (the bot confirmed it was handled). */
    confirmed: (updateId: number) => confirmedBelow > updateId,
    /** Drops hanging connections too, so senders see a network error and tests end promptly. */
    async close() {
      answersHeld?.release();
      for (const wake of pollWaiters) wake();
      for (const release of confirmationWaiters) release();
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
