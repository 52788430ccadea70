import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/**
 * The functions bundle carries the Firebase web build's renderer and page template, so the web
 * build must come first and Hosting must deploy that same build: a page linking scripts of
 * another build would load none of them.
 */
describe('Firebase deploy: the web build, then the functions bundle that carries it', () => {
  test('the functions predeploy builds the web app for Firebase, then the bundle', () => {
    expect(config.functions[0].predeploy).toEqual(['npm run build:firebase']);
    expect(scripts['build:firebase']).toBe(
      'npm run build:firebase --workspace web && npm run build --workspace functions',
    );
    // firebase-tools runs predeploy steps in its own target order: functions before hosting.
    expect(config.hosting.predeploy).toEqual(['node functions/checkHostingBuild.mjs']);
  });

  describe("Hosting's check", () => {
    let dir: string;
    const check = () =>
      spawnSync(
        process.execPath,
        [join(root, 'functions', 'checkHostingBuild.mjs'), join(dir, 'dist'), join(dir, 'web')],
        { encoding: 'utf8' },
      );
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'town-hosting-check-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test('passes the Firebase web build the bundle carries', () => {
      write('dist/page.html', '<script src="/assets/index-abc.js"></script>');
      write('web/page.html', '<script src="/assets/index-abc.js"></script>');
      expect(check().status).toBe(0);
    });

    test('stops another build, a local build, or a bundle without pages, saying what to do', () => {
      write('dist/page.html', '<script src="/assets/index-new.js"></script>');
      write('web/page.html', '<script src="/assets/index-old.js"></script>');
      const other = check();
      expect(other.status).toBe(1);
      expect(other.stderr).toContain('deploy Hosting and functions together');

      write('web/page.html', '<script src="/assets/index-new.js"></script>');
      write('dist/index.html', '<p>home of a local build</p>');
      expect(check().status).toBe(1);

      rmSync(join(dir, 'dist', 'index.html'));
      rmSync(join(dir, 'web'), { recursive: true });
      expect(check().status).toBe(1);
    });
  });
});
