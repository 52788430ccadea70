import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltHost, startBuiltHost } from '../support/builtHost';

/** With LOG_REQUESTS=1 every request is logged: a phone in an address is someone's, and stays out. */
describe('the request log (LOG_REQUESTS=1 on the built host)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-request-log-'));
  let host: BuiltHost;
  afterAll(async () => {
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a lookup by phone is logged as a lookup, without the phone', async () => {
    host = startBuiltHost({ dataDir, env: { LOG_REQUESTS: '1', SEED_DEMO: '0' } });
    const url = await host.ready;
    const phone = '9000000123';
    for (const path of [`/findOrder/${phone}`, `/findOrder/${phone}?from=share`, '/emergency']) {
      await (await fetch(`${url}${path}`)).arrayBuffer();
    }
    // pino writes each line as the request completes: wait for the last one to appear.
    for (let i = 0; i < 50 && !host.output().includes('"/emergency"'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = host.output();
    expect(log).toContain('"/emergency"');
    expect(log).toContain('/findOrder/[phone]');
    expect(log).not.toContain(phone);
  });
});
