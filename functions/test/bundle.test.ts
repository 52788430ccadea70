import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actions, adminAccountActions } from '@town/core';

const dist = join(__dirname, '..', 'dist');

/** Loads the deploy bundle in a fresh Node process, as Firebase's deploy tooling does. */
function deployedFunctions(): Record<string, string> {
  const script = `
    const deployed = require(${JSON.stringify(join(dist, 'index.js'))});
    const kinds = {};
    for (const [name, fn] of Object.entries(deployed)) {
      const endpoint = fn && fn.__endpoint;
      kinds[name] = !endpoint ? 'not a function'
        : endpoint.callableTrigger ? 'callable'
        : endpoint.scheduleTrigger ? 'schedule'
        : endpoint.httpsTrigger ? 'https'
        : endpoint.eventTrigger ? endpoint.eventTrigger.eventType + ' ' + endpoint.eventTrigger.eventFilterPathPatterns?.document
        : 'unknown';
    }
    process.stdout.write(JSON.stringify(kinds));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** The runtime settings a deployed function declares, as the deploy tooling reads them. */
function runtimeOf(name: string): Record<string, unknown> {
  const script = `
    const endpoint = require(${JSON.stringify(join(dist, 'index.js'))})[${JSON.stringify(name)}].__endpoint;
    const { availableMemoryMb, concurrency, maxInstances, timeoutSeconds } = endpoint;
    process.stdout.write(JSON.stringify({ availableMemoryMb, concurrency, maxInstances, timeoutSeconds }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('the functions deploy bundle (functions/dist, built by npm run build)', () => {
  test('exists: the build made it', () => {
    expect(existsSync(join(dist, 'index.js'))).toBe(true);
  });

  test('exports one callable per core action the web client calls, the read and photo callables and the outbox triggers', () => {
    const expected: Record<string, string> = {};
    for (const name of Object.keys(actions)) expected[name] = 'callable';
    // Admins sign in and reset passwords with Firebase Auth: no second admin login is deployed.
    for (const name of adminAccountActions) delete expected[name];
    expected.read = 'callable';
    expected.recordPhoto = 'callable';
    expected.photoLink = 'callable';
    expected.sendOutboxAlert = 'google.cloud.firestore.document.v1.created outbox/{id}';
    expected.retryOutboxAlerts = 'schedule';
    expected.sweepPhotos = 'schedule';
    expected.purgeSignInRecords = 'schedule';
    expected.releaseUnacceptedParts = 'schedule';
    expected.queueDaySummary = 'schedule';
    // Telegram's webhook calls for the bot's updates.
    expected.telegramWebhook = 'https';
    // Hosting's pages, rendered with their content.
    expected.pages = 'https';
    const deployed = deployedFunctions();
    expect(deployed).toEqual(expected);
    expect(Object.keys(deployed)).not.toContain('adminSignIn');
  });

  test('pages runs with the memory its kept pages and search catalog need', () => {
    expect(runtimeOf('pages')).toEqual({
      availableMemoryMb: 512,
      concurrency: 80,
      maxInstances: 10,
      timeoutSeconds: 30,
    });
  });

  test('the photo callable, the one that decodes images, gets the memory for it; others the default', () => {
    expect(runtimeOf('recordPhoto')).toMatchObject({ availableMemoryMb: 2048, concurrency: 4 });
    expect(runtimeOf('createOrder').availableMemoryMb).toBeNull();
  });

  test('loading the bundle does not load sharp: only a photo does', () => {
    const script = `
      require(${JSON.stringify(join(dist, 'index.js'))});
      process.stdout.write(String(Object.keys(require.cache).some((file) => file.includes('/node_modules/sharp/'))));`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe('false');
  });

  test('its package.json installs from the registry alone, on the Node 22 runtime', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
    expect(manifest.main).toBe('index.js');
    expect(manifest.engines).toEqual({ node: '22' });
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'sharp',
      'web-push',
    ]);
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toMatch(/require\("@town\//);
  });
});
