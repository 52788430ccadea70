import { resolve } from 'node:path';
import type { TelegramSetup } from '@town/core';
import type { BackupSettings } from './backup/backups';
import { configFromEnv } from './config';
import { type LocalHost, startLocalHost } from './localHost';
import type { Seeder, SeedLogin } from './seed';

function telegramLine(setup: TelegramSetup): string {
  if (!setup.botToken) {
    return 'Telegram alerts: off until an admin gives the bot token on the admin dashboard (or TELEGRAM_BOT_TOKEN); alerts are kept in the outbox.';
  }
  const missing = Object.entries(setup.chats)
    .filter(([, set]) => !set)
    .map(([channel]) => channel);
  return missing.length === 0
    ? 'Telegram alerts: on.'
    : `Telegram alerts: on; no chat yet for ${missing.join(', ')} (an admin sends /here in the chat; those alerts are kept).`;
}

function backupLine(settings: BackupSettings | undefined): string {
  if (!settings || settings.everyMinutes === 0) {
    return 'Backups: no schedule (BACKUP_INTERVAL_MINUTES=0); npm run backup takes one.';
  }
  return `Backups: every ${settings.everyMinutes} minutes into ${settings.folder} (keeping ${settings.keepHourly} hourly, ${settings.keepDaily} daily).`;
}

function printLogins(logins: SeedLogin[]): void {
  console.log('\nNew database seeded with the demo town. Demo staff logins:');
  for (const login of logins) {
    console.log(
      `  ${login.role.padEnd(8)} ${login.login.padEnd(24)} ${login.password}   (${login.name})`,
    );
  }
  console.log('');
}

/** What an empty town, or one from before town settings, needs next. */
function printWhatTheTownNeeds(host: LocalHost): void {
  if (host.setupLink) {
    console.log(
      [
        '',
        'This town is not set up yet. Open this link to name the town and make its first admin',
        '(it works once, for 24 hours; each start while the town waits prints a new one):',
        `  ${host.setupLink}`,
        "Behind a proxy, open the same /setup#... address on the town's own name instead.",
        '',
      ].join('\n'),
    );
  } else if (host.awaitsSettings) {
    console.log(
      "The town has no settings yet: an admin signs in and saves them at /admin/town (the app says 'Town Services' until then).",
    );
  }
}

/**
 * The local host from the environment, until SIGTERM or SIGINT: what `node server/dist/main.js`
 * runs (an empty database starts an empty town), and, with the demo loader as `seed`, what
 * `npm start` runs (demo/localStart.ts).
 */
export async function runLocalHost(options: { seed?: Seeder } = {}): Promise<void> {
  const root = resolve(__dirname, '..', '..');
  const config = configFromEnv(process.env, root);
  const host = await startLocalHost(config, {
    logger: process.env.LOG_REQUESTS === '1',
    ...(options.seed ? { seed: options.seed } : {}),
  });
  console.log(`Town services app running at ${host.url}`);
  console.log(`Data: ${config.databaseFile}`);
  console.log(backupLine(config.backups));
  console.log(telegramLine(await host.telegramNow()));
  if (host.telegramUpdates !== 'off') {
    console.log(
      host.telegramUpdates === 'webhook'
        ? 'Telegram updates: by webhook (TELEGRAM_WEBHOOK_URL).'
        : 'Telegram updates: long polling.',
    );
  }
  if (host.demoLogins) printLogins(host.demoLogins);
  printWhatTheTownNeeds(host);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    host.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
