import { Api, longPoll } from 'node-telegram-bot-api';
import type { TelegramSettings } from '../telegram/settings';

type BotApiSettings = Pick<TelegramSettings, 'apiRoot'> & { botToken: string };

function apiOf(settings: BotApiSettings): Api {
  return new Api(settings.botToken, {
    ...(settings.apiRoot ? { apiRoot: settings.apiRoot } : {}),
    timeoutMs: 60_000,
  });
}

export interface UpdatePolling {
  /** Stops asking for updates; an update being handled is finished first. */
  stop(): Promise<void>;
}

const restartPauseMs = 2000;

/**
 * Long polling with node-telegram-bot-api: each update is handed to `handle` in turn, and the
 * poll that confirms it to Telegram (the next offset) is made only after `handle` resolved. When
 * `handle` throws, polling starts again from the last confirmed update after a pause, so the
 * update comes again (the core's update_id record keeps a handled one from acting twice).
 */
export function startUpdatePolling(
  settings: BotApiSettings,
  handle: (update: unknown) => Promise<void>,
  log: (line: string) => void,
  options: { pollTimeoutSeconds?: number } = {},
): UpdatePolling {
  const api = apiOf(settings);
  const stopping = new AbortController();
  const run = async () => {
    // Telegram refuses getUpdates while a webhook is set: a host moved off a webhook polls again.
    await api.deleteWebhook({}, stopping.signal).catch((error) => {
      if (!stopping.signal.aborted) log(`Telegram deleteWebhook: ${String(error)}`);
    });
    while (!stopping.signal.aborted) {
      try {
        const updates = longPoll(
          api,
          {
            timeout: options.pollTimeoutSeconds ?? 25,
            allowedUpdates: ['message', 'callback_query'],
            onError: (error) => log(`Telegram updates: ${String(error)}`),
          },
          stopping.signal,
        );
        for await (const update of updates) await handle(update);
      } catch (error) {
        if (stopping.signal.aborted) break;
        log(`Telegram updates: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, restartPauseMs).unref());
      }
    }
  };
  const running = run();
  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

/** Tells Telegram where to send updates, with the secret token it must send back. */
export async function registerWebhook(
  settings: BotApiSettings,
  url: string,
  secret: string,
): Promise<void> {
  await apiOf(settings).setWebhook({
    url,
    secret_token: secret,
    allowed_updates: ['message', 'callback_query'],
  });
}
