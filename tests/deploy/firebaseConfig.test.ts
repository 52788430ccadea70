import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../../server/src/http/headers';

const root = join(__dirname, '..', '..');
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

type Header = { key: string; value: string };
const headersFor = (source: string): Header[] =>
  config.hosting.headers.find((h: { source: string }) => h.source === source)?.headers ?? [];
const header = (source: string, key: string) =>
  headersFor(source).find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('firebase.json: what `firebase deploy` ships', () => {
  test('hosting serves the web build; every route is rendered by the pages function in the functions region', () => {
    expect(config.hosting.public).toBe('web/dist');
    // Files win over rewrites (a Firebase web build has no index.html, so `/` is a page too);
    // /assets/ is never a page: a hashed file of an older build that is gone is a 404.
    const region = /^TOWN_REGION=(.*)$/m.exec(
      readFileSync(join(root, 'functions', '.env'), 'utf8'),
    )?.[1];
    expect(config.hosting.rewrites).toEqual([
      { source: '{/,/!(assets),/!(assets)/**}', function: { functionId: 'pages', region } },
    ]);
    // The functions predeploy builds the web app, then the bundle that carries its renderer;
    // Hosting's checks that it deploys that same build.
    expect(config.hosting.predeploy).toEqual(['node functions/checkHostingBuild.mjs']);
  });

  test("hashed assets are cached for a year, the shell revalidated; pages carry the function's own", () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    // A Cache-Control rule matching pages would replace the pages function's s-maxage.
    for (const rule of config.hosting.headers) {
      const sets = rule.headers.some((h: Header) => h.key.toLowerCase() === 'cache-control');
      expect([rule.source, sets]).toEqual([
        rule.source,
        ['/assets/**', '/index.html', '/app', '/app.html'].includes(rule.source),
      ]);
    }
    expect(header('/index.html', 'Cache-Control')).toBe('no-cache');
    expect(header('/app.html', 'Cache-Control')).toBe('no-cache');
  });

  test('every response carries the local host security headers, with Firebase origins allowed to connect', () => {
    const local = new Map(securityHeaders.map(([key, value]) => [key.toLowerCase(), value]));
    expect(header('**', 'X-Content-Type-Options')).toBe(local.get('x-content-type-options'));
    expect(header('**', 'Referrer-Policy')).toBe(local.get('referrer-policy'));
    expect(header('**', 'X-Frame-Options')).toBe(local.get('x-frame-options'));
    const firebase = directives(header('**', 'Content-Security-Policy') ?? '');
    const server = directives(local.get('content-security-policy') ?? '');
    expect(firebase.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, values] of server) {
      // Hosting adds the Firebase services the SDK talks to and reCAPTCHA for App Check;
      // everything else is the same.
      if (['connect-src', 'img-src', 'script-src'].includes(name)) {
        expect(firebase.get(name)).toEqual(expect.arrayContaining(values));
      } else {
        expect([name, firebase.get(name)]).toEqual([name, values]);
      }
    }
    expect(firebase.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://content-firebaseappcheck.googleapis.com',
      ]),
    );
    // App Check's reCAPTCHA: its script from Google, its challenge in a Google frame.
    expect(firebase.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(firebase.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/']),
    );
  });

  test('the deployed policy names no emulator: only https origins besides the site itself', () => {
    for (const [name, values] of directives(header('**', 'Content-Security-Policy') ?? '')) {
      for (const value of values) {
        expect([name, value]).not.toEqual([
          name,
          expect.stringMatching(/^http:|127\.0\.0\.1|localhost/),
        ]);
      }
    }
  });

  test('functions deploy the bundle the predeploy step builds, on Node 22', () => {
    expect(config.functions).toEqual([
      expect.objectContaining({
        source: 'functions/dist',
        runtime: 'nodejs22',
        predeploy: ['npm run build:firebase'],
      }),
    ]);
  });

  test('rules and indexes point at files in the repository', () => {
    for (const file of [config.firestore.rules, config.firestore.indexes, config.storage.rules]) {
      expect(existsSync(join(root, file))).toBe(true);
    }
  });

  test('no Realtime Database target: the app uses none, and deploying one stops on a project without an instance', () => {
    expect(config.database).toBeUndefined();
    expect(config.emulators.database).toBeUndefined();
  });

  test('database.rules.json denies every read and write, for a project that has a Realtime Database', () => {
    // Kept at the top level for an operator to deploy by hand (`firebase deploy --only
    // database` with a "database" entry added): nothing deeper may open a path.
    const rules = JSON.parse(readFileSync(join(root, 'database.rules.json'), 'utf8'));
    expect(rules).toEqual({ rules: { '.read': false, '.write': false } });
  });

  test('the emulator suite is configured on the loopback address', () => {
    for (const name of ['auth', 'functions', 'firestore', 'storage', 'hosting']) {
      expect(config.emulators[name]).toEqual({ host: '127.0.0.1', port: expect.any(Number) });
    }
  });
});
