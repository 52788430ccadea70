import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ActionContext,
  clientLimits,
  DomainError,
  type ReadDef,
  reads,
  runRead,
  townDocumentId,
  townOfDocument,
  townOrBlank,
} from '@town/core';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import {
  type BuildManifest,
  createHostPages,
  privatePageCacheControl,
  type RenderedPages,
  shellVersionHeader,
  type WebRenderer,
} from '../../web/src/render/hostPages';
import { createRenderBudget } from '../../web/src/render/renderBudget';
import { clientOf } from './clientAddress';
import type { HostDeps, HostDepsSource } from './hostDeps';
import { keepingReads } from './keptReads';

/**
 * What a rendered page may be kept for by Hosting's CDN (a minute, then served stale for five
 * while one request renders it afresh); browsers revalidate every time (max-age=0).
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Hosting forwards one cookie to functions, `__session`, and keys its cache on it: the web app
 * writes the visitor's language there (see web/src/i18n), and only there is it read. Not
 * Accept-Language: every phone words it its own way, and a CDN keyed on it would keep a page
 * per wording (a visitor without the cookie gets the town's default language, and the cookie
 * from then on).
 */
export const sessionCookie = '__session';

/**
 * An instance keeps a page this long: other instances' writes cannot tell it to drop pages, so
 * it only spares the renders of requests arriving together; the CDN keeps pages for longer.
 */
const instanceMaxAgeMs = 5_000;

/** The web build the bundle carries (functions/build.mjs copies it into dist/web). */
export interface WebPages {
  renderer: WebRenderer;
  template: string;
  manifest: BuildManifest | null;
  /** app.html: the page every route starts from when it is not rendered. */
  shell: string;
}

/** The Firebase web build in `dir`, or null when the bundle was built without one. */
export function loadWebPages(dir: string): WebPages | null {
  const file = (name: string) => join(dir, name);
  if (!['prerender.cjs', 'page.html', 'app.html'].every((name) => existsSync(file(name)))) {
    return null;
  }
  const manifestFile = file('manifest.json');
  return {
    // CommonJS with its packages inside, beside the bundle: required by path at run time.
    renderer: require(file('prerender.cjs')) as WebRenderer,
    template: readFileSync(file('page.html'), 'utf8'),
    manifest: existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : null,
    shell: readFileSync(file('app.html'), 'utf8'),
  };
}

/**
 * What the `pages` function runs with: pages are kept in memory (up to 500 rendered pages, each
 * with its compressed copies, and the search catalog), so more than the default 256 MiB; up to
 * 10 instances of 80 requests each (decision 0311).
 */
export const pagesRuntime = {
  invoker: 'public',
  timeoutSeconds: 30,
  memory: '512MiB',
  concurrency: 80,
  maxInstances: 10,
} as const;

/** The language cookie the renderer reads, from `__session` alone (a choice it knows, or none). */
function languageCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === sessionCookie) {
      const value = pair.slice(at + 1).trim();
      return value === 'en' || value === 'bn' ? `lang=${value}` : undefined;
    }
  }
  return undefined;
}

/**
 * The town's settings for this request, read once (one document), and whether they changed
 * since the pages this instance keeps were made: then those pages are made afresh.
 */
function townTracker() {
  let seen: string | undefined;
  let latest: Omit<ActionContext, 'principal'> | undefined;
  return {
    async load(host: HostDeps): Promise<{ changed: boolean }> {
      const doc = await host.context.store.get('town', townDocumentId);
      const version = doc?.updatedAt ?? 'none';
      const changed = seen !== undefined && seen !== version;
      seen = version;
      latest = { ...host.context, town: townOrBlank(doc ? townOfDocument(doc) : null) };
      return { changed };
    },
    /** The context of the newest town an instance's request read (requests share an instance). */
    context(host: HostDeps): Omit<ActionContext, 'principal'> {
      return latest ?? { ...host.context, town: townOrBlank(null) };
    },
  };
}

/**
 * Every page of the web app behind Hosting (firebase.json rewrites every route but /assets here):
 * rendered with its content by the web app's own renderer, its reads run as a visitor against
 * Firestore through the core, and kept by Hosting's CDN for a minute per address and language
 * (`__session`). A page that cannot be rendered is the app shell. The shell (`/app.html`) and
 * the web manifest (`/manifest.webmanifest`) are made here too, with the town's settings as
 * stored: the web build Hosting serves holds no town.
 */
export function pagesFunction(deps: HostDepsSource, web: () => WebPages | null) {
  const town = townTracker();
  // Loaded on the first request, once per instance: deploy-time discovery loads no web build.
  let loaded: WebPages | null | undefined;
  const webPages = () => {
    if (loaded === undefined) loaded = web();
    return loaded;
  };
  let pages: RenderedPages | null | undefined;
  const pagesOf = (): RenderedPages | null => {
    if (pages === undefined) {
      const built = webPages();
      pages = built
        ? createHostPages({
            renderer: built.renderer,
            template: built.template,
            shellTemplate: built.shell,
            manifest: built.manifest,
            now: () => deps().context.clock.now(),
            read: keepingReads(
              async (name, params) => {
                const def: ReadDef | undefined = Object.hasOwn(reads, name)
                  ? reads[name]
                  : undefined;
                if (!def) throw new DomainError('not-found', `There is no read named ${name}`);
                return runRead(
                  def,
                  { ...town.context(deps()), principal: { role: 'visitor' } },
                  params,
                );
              },
              () => deps().context.clock.now().getTime(),
            ),
            log: (line) => logger.warn(line),
            maxAgeMs: instanceMaxAgeMs,
          })
        : null;
    }
    return pages;
  };

  // Per instance: a client flooding new addresses gets shells, which the CDN does not keep.
  const budget = createRenderBudget(() => Date.now(), clientLimits.pageRenders);

  return onRequest(pagesRuntime, async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('allow', 'GET, HEAD').send('GET only');
      return;
    }
    const built = webPages();
    if (!built) {
      logger.error('The deploy bundle carries no web build: build it with npm run build:firebase');
      response.status(503).set('cache-control', 'no-store').send('This site is being updated.');
      return;
    }
    const pages = pagesOf();
    if ((await town.load(deps())).changed) pages?.invalidate();
    const url = request.originalUrl || request.url;
    const path = url.split('?')[0];
    // The language from `__session` alone (see sessionCookie); without it, the town's default.
    const cookie = languageCookieOf(request.get('cookie'));
    if (path === '/manifest.webmanifest' && pages) {
      response.set('cache-control', pageCacheControl).set('vary', 'Accept-Encoding');
      response.type('application/manifest+json');
      response.send(await pages.manifest({ cookie, acceptLanguage: undefined }));
      return;
    }
    const rendered =
      path === '/app.html' || path === '/app'
        ? null
        : await pages?.page({
            url,
            origin: `${request.protocol}://${request.get('x-forwarded-host') ?? request.get('host')}`,
            cookie,
            acceptLanguage: undefined,
            mayRender: () =>
              budget.take(clientOf({ rawRequest: request }, 'hosting').address ?? 'unknown'),
          });
    response.set('vary', 'Accept-Encoding');
    response.type('html');
    if (rendered) {
      response.set(shellVersionHeader, rendered.shellVersion);
      // A page naming someone's order, booking or phone in its address stays out of the CDN.
      response.set(
        'cache-control',
        rendered.privateAddress ? privatePageCacheControl : pageCacheControl,
      );
      response.set('content-language', rendered.language);
      // Compressed here, once per kept page: the emulator's Hosting passes a function's answer on
      // as it is, and a page with its data is tens of KB on a phone's slow connection.
      const { body, encoding } = rendered.encoded(request.get('accept-encoding'));
      if (encoding) response.set('content-encoding', encoding);
      response.send(body);
      return;
    }
    // The shell itself, not a page of the app (the app sends the visitor home), or not rendered
    // this time (a read failed): the shell, filled with the town, renders it in the browser. Not
    // kept by the CDN, so a retry renders.
    response.set('cache-control', 'no-cache');
    const shell = await pages?.shell();
    if (shell) response.set(shellVersionHeader, shell.version);
    response.send(shell?.html ?? built.shell);
  });
}
