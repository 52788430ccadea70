import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * What `firebase deploy` learns from the bundle and its .env files: firebase-tools loads the
 * .env files (its own loader), loads the bundle with them in the environment and reads the
 * functions' manifest (firebase-functions' own loader), then resolves the params the manifest
 * declares (firebase-tools' own resolver). A param without a value stops a non-interactive
 * deploy; a declared secret missing from Secret Manager stops every deploy.
 */
const dist = join(__dirname, '..', 'dist');
const firebaseTools = (path: string) =>
  join(require.resolve('firebase-tools/package.json'), '..', 'lib', path);

interface Stack {
  params: Array<{ name: string; type: string }>;
  secretsOf: Record<string, string[]>;
}

function loadUserEnvs(projectId: string): Record<string, string> {
  const env = require(firebaseTools('functions/env.js'));
  return env.loadUserEnvs({ functionsSource: dist, projectId, projectDir: dist });
}

/** The manifest firebase-tools discovers, from a fresh Node process with the .env values. */
function discover(userEnvs: Record<string, string>): Stack {
  const script = `
    const { join } = require('node:path');
    const params = require.resolve('firebase-functions/params', { paths: [${JSON.stringify(dist)}] });
    const { loadStack } = require(join(params, '..', '..', 'runtime', 'loader.js'));
    loadStack(${JSON.stringify(dist)}).then((stack) => {
      const secretsOf = {};
      for (const [name, endpoint] of Object.entries(stack.endpoints)) {
        secretsOf[name] = (endpoint.secretEnvironmentVariables ?? []).map((s) => s.key);
      }
      process.stdout.write(JSON.stringify({ params: stack.params ?? [], secretsOf }));
    });`;
  const env = { ...process.env, ...userEnvs, GCLOUD_PROJECT: 'sonapur-town' };
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env }));
}

describe('firebase deploy --non-interactive on a new project (the bundle in functions/dist)', () => {
  const userEnvs = loadUserEnvs('sonapur-town');

  test('the committed functions/.env gives every param a value', async () => {
    const { params } = discover(userEnvs);
    expect(params.map((param) => param.name).sort()).toEqual([
      'PHOTO_STORAGE_LIMIT_MB',
      'TELEGRAM_ADMIN_CHAT_ID',
      'TELEGRAM_BOT_USERNAME',
      'TELEGRAM_DELIVERY_CHAT_ID',
      'TELEGRAM_LAB_CHAT_ID',
      'TOWN_REGION',
      'VAPID_SUBJECT',
    ]);
    const { resolveParams } = require(firebaseTools('deploy/functions/params.js'));
    const resolve = (envs: Record<string, string>) =>
      resolveParams({
        params,
        firebaseConfig: { projectId: 'sonapur-town' },
        userEnvs: envs,
        codebase: 'default',
        nonInteractive: true,
      });
    const { paramValues } = await resolve(userEnvs);
    expect(paramValues.TOWN_REGION).toBe('asia-south1');
    expect(paramValues.TELEGRAM_ADMIN_CHAT_ID).toBe('');
    // Defaults in the code are not enough: without the .env values the deploy stops.
    await expect(resolve({})).rejects.toThrow(/non-interactive mode but have no value/);
  });

  test('a town without a Telegram bot declares no secret: nothing must be set in Secret Manager first', () => {
    const { params, secretsOf } = discover(userEnvs);
    expect(params.filter((param) => param.type === 'secret')).toEqual([]);
    expect(Object.values(secretsOf).flat()).toEqual([]);
  });

  test('with TELEGRAM_BOT=on the token secret reaches the alert senders and the read callable (the dashboard says whether it is set)', () => {
    const { params, secretsOf } = discover({ ...userEnvs, TELEGRAM_BOT: 'on' });
    expect(params.filter((param) => param.type === 'secret').map((p) => p.name)).toEqual([
      'TELEGRAM_BOT_TOKEN',
      'TELEGRAM_WEBHOOK_SECRET',
    ]);
    // The webhook's secret token is the webhook's alone.
    const withWebhookSecret = Object.entries(secretsOf)
      .filter(([, secrets]) => secrets.includes('TELEGRAM_WEBHOOK_SECRET'))
      .map(([name]) => name);
    expect(withWebhookSecret).toEqual(['telegramWebhook']);
    const withToken = Object.entries(secretsOf)
      .filter(([, secrets]) => secrets.includes('TELEGRAM_BOT_TOKEN'))
      .map(([name]) => name)
      .sort();
    expect(withToken).toEqual(['read', 'retryOutboxAlerts', 'sendOutboxAlert', 'telegramWebhook']);
  });
});
