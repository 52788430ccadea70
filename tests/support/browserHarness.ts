/**
 * The one end-to-end harness: the built web app on a real host and Debian's Chromium, for every
 * browser suite. Call it once at the top of a `describeInBrowser` block:
 *
 *   const web = useBrowserHarness({ limits: { signIn: 1000 } });     // local host options
 *   test('…', async () => {
 *     const page = await web.phone();                  // 360 px phone, English, own storage
 *     await web.visit(page, '/medical');              // goto + pageLive
 *     await web.signIn(page, '/login', email, password);
 *     const other = await web.open('/shop', { lang: 'bn' }); // phone + visit + nothing loading
 *     const tab = await phoneOfTest().newPage();       // `const phoneOfTest = web.phonePerTest()`
 *     web.api.call(…)                                  // the LocalDriver, to seed and to check
 *   });
 *
 * - beforeAll starts the local host on a fresh temporary data folder on 127.0.0.1 (port 0) and
 *   launches Chromium with the project's flags (tests/support/browser.ts); afterAll closes every
 *   context, the browser and the host. `useBrowserHarnessOn(start)` takes any other host (the
 *   Firebase hosting build on the emulators): something with a `url` and a `stop()`.
 * - `phone()` options: `lang` ('en' default, `null` leaves the choice to the app), `width`,
 *   `height`, `at` (a fixed browser clock), `storage` (localStorage before the first page) and
 *   any playwright context option. Service workers are
 *   blocked (each test sees the server, not a cache) unless the options say otherwise.
 * - Every page of every context the harness opens is watched: a `console.error` or an uncaught
 *   exception fails the test that was running (checked in afterEach). A test that provokes an
 *   error on purpose says so with `web.allowConsoleError(pattern, why)`, which holds for that
 *   test only. Prefer keeping the app from logging over allowing: the only errors worth allowing
 *   are the browser's own lines for a request refused on purpose ("Failed to load resource: …
 *   status of 4xx") or never answered, which no page script can silence: `refusedRequest(status)`
 *   and `requestFailed`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type SignInResult, type StaffRole, storageKeys, unnamedTownSlug } from '@town/core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  ConsoleMessage,
  Page,
} from 'playwright-core';
import { launchBrowser, pageLive } from './browser';
import { type LocalDriver, startLocalDriver } from './localDriver';

export { describeInBrowser, filledValue, pageLive } from './browser';

export const webRoot = join(__dirname, '..', '..', 'web', 'dist');

export type LocalHostOptions = NonNullable<Parameters<typeof startLocalDriver>[0]>;

export interface PhoneOptions extends BrowserContextOptions {
  /** The language kept in localStorage (and the `lang` cookie the host renders in); null: none. */
  lang?: 'en' | 'bn' | null;
  width?: number;
  height?: number;
  /** A fixed time for the page's clock. */
  at?: Date;
  /** What the app's localStorage holds before the first page loads (a saved cart, links). */
  storage?: Record<string, string>;
  /** A session cookie of the host (`name=value`), set before the first page loads. */
  session?: string;
}

export interface BrowserHarness<Host extends { url: string }> {
  /** The host under test (for the local host: the LocalDriver, to seed and to read). */
  api: Host;
  browser: Browser;
  /** A fresh context (cookies and storage of its own) with one page, watched for errors. */
  phone(options?: PhoneOptions): Promise<Page>;
  /**
   * One phone for each test, made before it starts: the test's pages (`context().newPage()`)
   * share its cookies, storage and service worker. Call at the top of the describe block.
   */
  phonePerTest(options?: PhoneOptions): () => BrowserContext;
  /**
   * One page for every test of the describe block, opened once, for visits that leave nothing
   * a later test could see: pages without scripts (`javaScriptEnabled: false`) keep no storage
   * and set no cookie; screens that store only what the options give. It saves a context and
   * compiling the app's code again. Before each test its cookies are cleared and the language
   * cookie set again. Call at the top of the describe block.
   */
  phoneForAll(options?: PhoneOptions): () => Page;
  /** Opens a path and waits until the page is live (its h1 shows and it takes input). */
  visit(page: Page, path: string): Promise<void>;
  /** A phone on a path once it is live and no loading dots are left in main. */
  open(path: string, options?: PhoneOptions): Promise<Page>;
  /** Live and no loading dots left in main. */
  settled(page: Page): Promise<void>;
  /** Fills a staff sign-in form (`/login` by email, the others by mobile number) and sends it. */
  signIn(page: Page, path: string, login: string, password: string): Promise<void>;
  /** Lets console errors matching `pattern` through for the running test only. */
  allowConsoleError(pattern: RegExp, why: string): void;
  /** What the pages logged as errors or threw since the running test started. */
  problems(): string[];
}

/**
 * The browser's own line for a request the server refused with this status: Chromium logs it
 * for any fetch that gets a 4xx, whatever the page does with the answer. A test that is refused
 * on purpose allows it: `web.allowConsoleError(refusedRequest(401), 'a wrong password')`.
 */
export const refusedRequest = (...statuses: number[]) =>
  new RegExp(
    `Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`,
  );

/**
 * The browser's own line for a request that never got an answer: the phone is offline
 * (`setOffline`) or the test cut the request (`route.abort`).
 */
export const requestFailed = /Failed to load resource: net::ERR_[A-Z_]+/;

/**
 * The browser suites' harness on the local host (built web app from web/dist). Options that
 * depend on something started first (a fake Bot API's address) come from a function, called
 * in beforeAll.
 */
export function useBrowserHarness(
  options: LocalHostOptions | (() => Promise<LocalHostOptions>) = {},
): BrowserHarness<LocalDriver> {
  return useBrowserHarnessOn(async () => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error('web/dist is missing: `npm test` builds it first (npm run build)');
    }
    const hostOptions = typeof options === 'function' ? await options() : options;
    return startLocalDriver({ webRoot, ...hostOptions });
  });
}

/** The harness on a host of the caller's: started in beforeAll, stopped in afterAll. */
export function useBrowserHarnessOn<Host extends { url: string; stop(): Promise<unknown> }>(
  start: () => Promise<Host>,
  { startTimeoutMs }: { startTimeoutMs?: number } = {},
): BrowserHarness<Host> {
  const contexts: BrowserContext[] = [];
  /** Contexts kept for a whole describe block (phoneForAll), closed in afterAll. */
  const keptContexts: BrowserContext[] = [];
  const problems: string[] = [];
  let allowed: Array<{ pattern: RegExp; why: string }> = [];
  const harness = {} as BrowserHarness<Host>;

  const isAllowed = (text: string) => allowed.some(({ pattern }) => pattern.test(text));
  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' || isAllowed(message.text())) return;
      const { url } = message.location();
      problems.push(`console.error on ${page.url()}: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  };

  /** The app sends the language choice as a cookie too: the host renders the page in it. */
  const addLanguageCookie = (context: BrowserContext, lang: 'en' | 'bn') =>
    context.addCookies([{ name: 'lang', value: lang, url: harness.api.url }]);

  beforeAll(async () => {
    harness.api = await start();
    harness.browser = await launchBrowser();
  }, startTimeoutMs);
  afterAll(async () => {
    await Promise.all(
      [...contexts.splice(0), ...keptContexts.splice(0)].map((context) => context.close()),
    );
    await harness.browser?.close();
    await harness.api?.stop();
  });
  beforeEach(() => {
    problems.length = 0;
    allowed = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = problems.splice(0);
    expect(seen).toEqual([]);
  });

  harness.phone = async ({
    lang = 'en',
    width = 360,
    height = 760,
    at,
    storage,
    session,
    ...options
  } = {}) => {
    const context = await harness.browser.newContext({
      viewport: { width, height },
      serviceWorkers: 'block',
      ...(storage
        ? {
            storageState: {
              cookies: [],
              origins: [
                {
                  origin: new URL(harness.api.url).origin,
                  localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
                },
              ],
            },
          }
        : {}),
      ...options,
    });
    contexts.push(context);
    context.on('page', watch);
    if (lang) {
      await context.addInitScript((language) => {
        // about:blank has no storage of its own: only the app's pages keep the choice.
        if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
      }, lang);
      await addLanguageCookie(context, lang);
    }
    if (session) await addSession(context, harness.api.url, session);
    const page = await context.newPage();
    if (at) await page.clock.setFixedTime(at);
    return page;
  };

  harness.phonePerTest = (options) => {
    let context: BrowserContext | undefined;
    beforeEach(async () => {
      context = (await harness.phone(options)).context();
    });
    return () => {
      if (!context) throw new Error('phonePerTest: no test is running');
      return context;
    };
  };

  harness.phoneForAll = (options = {}) => {
    let page: Page | undefined;
    beforeAll(async () => {
      page = await harness.phone(options);
      contexts.splice(contexts.indexOf(page.context()), 1);
      keptContexts.push(page.context());
    });
    beforeEach(async () => {
      const context = page?.context();
      await context?.clearCookies();
      const { lang = 'en' } = options;
      if (context && lang) await addLanguageCookie(context, lang);
    });
    return () => {
      if (!page) throw new Error('phoneForAll: the describe block has not started');
      return page;
    };
  };

  harness.visit = async (page, path) => {
    await page.goto(`${harness.api.url}${path}`);
    await pageLive(page);
  };

  harness.settled = async (page) => {
    await pageLive(page);
    await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
  };

  harness.open = async (path, options) => {
    const page = await harness.phone(options);
    await page.goto(`${harness.api.url}${path}`);
    await harness.settled(page);
    return page;
  };

  harness.signIn = async (page, path, login, password) => {
    await harness.visit(page, path);
    await page.getByLabel(path === '/login' ? 'Email address' : 'Mobile number').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  harness.allowConsoleError = (pattern, why) => {
    allowed.push({ pattern, why });
  };
  harness.problems = () => [...problems];

  return harness;
}

/** Gives a phone a session cookie of the host (`name=value`, as the host's driver returns it). */
export async function addSession(context: BrowserContext, url: string, session: string) {
  const [name = '', value = ''] = session.split(/=(.*)/s);
  await context.addCookies([{ name, value, url }]);
}

/**
 * What a staff sign-in screen leaves on a phone, got from the host's own sign-in call: the
 * session cookie and the keys the app stores (the role, and a vendor's or courier's profile).
 * Pass it to `phone()`. For tests about what a signed-in person does: each sign-in screen
 * stays covered by the tests that go through it, and a screen costs a page load and a form.
 */
export async function signedIn(
  host: LocalDriver,
  role: StaffRole,
  who: { profile: { email?: string; phone?: string }; password: string },
): Promise<Pick<PhoneOptions, 'session' | 'storage'>> {
  const { action, data } =
    role === 'admin'
      ? { action: 'adminSignIn', data: { email: who.profile.email, password: who.password } }
      : {
          action: role === 'vendor' ? 'vendorLogin' : 'deliveryLogin',
          data: { phone: who.profile.phone, password: who.password },
        };
  const { reply, session } = await host.signIn(action, data);
  if (!session) throw new Error(`${action} refused: ${reply.text}`);
  const { principal, profile } = reply.body.result as SignInResult;
  const keys = storageKeys(unnamedTownSlug);
  const storage: Record<string, string> = { [keys.token]: principal.role };
  if (role === 'vendor') storage[keys.vendorData] = JSON.stringify(profile);
  if (role === 'delivery') storage[keys.deliveryPersonData] = JSON.stringify(profile);
  return { session, storage };
}

/**
 * Serious and critical accessibility problems axe finds on the page once nothing is loading
 * (the context needs `bypassCSP: true`: the app's CSP refuses an injected script).
 *
 * axe runs the rules it runs by default except those whose own impact is minor or moderate:
 * axe gives each finding of such a rule the rule's impact, so they can never report a serious
 * or critical problem, and they were a quarter of axe's time on a page (region, landmark-unique
 * and hidden-content walk the whole page). A rule with no impact of its own still runs.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
  // Evaluated through the DevTools protocol, which the page's CSP does not govern: a phone
  // checked here needs no bypassCSP, so a CSP violation still shows as a console error.
  await page.evaluate(await axeScript());
  const result = (await page.evaluate(async () => {
    type Rule = { id: string; impact?: string };
    const axe = (
      window as unknown as {
        axe: { run: (o: unknown) => Promise<unknown>; _audit: { rules: Rule[] } };
      }
    ).axe;
    const neverSerious = axe._audit.rules
      .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
      .map((rule) => [rule.id, { enabled: false }]);
    return axe.run({ rules: Object.fromEntries(neverSerious), resultTypes: ['violations'] });
  })) as {
    violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let axeSourceText: string | undefined;
async function axeScript(): Promise<string> {
  if (axeSourceText === undefined) {
    const { readFile } = await import('node:fs/promises');
    axeSourceText = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSourceText;
}

/**
 * A page of the phone to open a path in: its first page while that is still blank (`phone()`
 * opens one with each context), else a new one. Every page is a renderer of its own; a blank
 * one left beside the test's pages costs a renderer for nothing.
 */
export async function pageIn(context: BrowserContext): Promise<Page> {
  return context.pages().find((page) => page.url() === 'about:blank') ?? context.newPage();
}

/** A number as its tel: link dials it. */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Gives the page a share sheet that keeps what it is handed (Chromium headless has none), and
 * returns a reader of what was shared so far.
 */
export async function catchShares(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
}
