import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * `npm run emulators` and the bench load the tests' emulator suite through an esbuild bundle;
 * a clean clone must carry that loader and it must bundle (a `lib/` ignore rule once kept it
 * out of git, and both commands failed on every other machine).
 */
test('the emulator suite loads in plain Node, as npm run emulators and the bench load it', () => {
  const script = `
    const { loadEmulatorSuite } = await import('./scripts/lib/emulatorSuite.mjs');
    const suite = await loadEmulatorSuite();
    console.log(JSON.stringify(Object.keys(suite).sort()));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(JSON.parse(output.trim())).toEqual([
    'buildFirebaseWebApp',
    'freeEmulatorPorts',
    'startEmulatorSuite',
  ]);
  const tracked = execFileSync(
    'git',
    ['ls-files', '--error-unmatch', 'scripts/lib/emulatorSuite.mjs'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(tracked.trim()).toBe('scripts/lib/emulatorSuite.mjs');
});
