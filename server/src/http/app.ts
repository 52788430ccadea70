import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  type ActionContext,
  type ActionDef,
  actions,
  type ClientLimitGroup,
  clientLimits,
  DomainError,
  defaultPhotoUploadLimits,
  isPublic,
  type Principal,
  type ReadDef,
  reads,
  runAction,
  runRead,
  type SignInResult,
  signOutClears,
  storageKeys,
  visitor,
} from '@town/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRenderBudget, type RenderBudget } from '../../../web/src/render/renderBudget';
import type { TrustProxy } from '../config';
import { defaultPhotoSettings } from '../photoSweep';
import type { Sessions } from '../sessions';
import { sessionLifetimeMs } from '../sessions';
import { securityHeaders } from './headers';
import type { LiveHub } from './liveEvents';
import { registerLiveRoutes } from './liveRoutes';
import {
  createRenderedPages,
  neutralShell,
  pageCacheControl,
  type RenderedPages,
  shellVersionHeader,
} from './pages';
import { registerPhotoRoutes } from './photos';
import { matchesIfNoneMatch, type ReadAnswer, type ReadCache } from './readCache';
import { type SlowClientLimits, slowClientLimits, slowClientServer } from './slowClients';
import { registerTelegramWebhook } from './telegramWebhook';
import { toWireError, wireError } from './wire';

export const sessionCookie = 'sid';
/**
 * The name over HTTPS. A `__Host-` cookie is only accepted by browsers when Secure, for the
 * whole site and without a Domain: a sibling subdomain or a plain-HTTP page cannot plant one.
 */
export const secureSessionCookie = '__Host-sid';

export interface AppDeps {
  context: Omit<ActionContext, 'principal'>;
  sessions: Sessions;
  webRoot: string | null;
  secureCookies: boolean | 'auto';
  /** Which X-Forwarded-For entries to believe (see config.ts); false: the socket's address. */
  trustProxy: TrustProxy;
  logger: boolean;
  /** Runs after each action that succeeded, e.g. to hand new outbox entries to a sender. */
  afterAction?: (name: string) => void;
  /** Per-client budgets per minute; defaults to the core's `clientLimits`. */
  limits?: Partial<Record<ClientLimitGroup, number>>;
  /** Where customers' order photos are kept; null turns photo uploads off. */
  photosDir: string | null;
  /**
   * Visitors' photo uploads per client and hour (default: core's `defaultPhotoUploadLimits`),
   * and the cap on all stored photos together.
   */
  photos?: { uploadsPerHour?: number; storageLimitBytes: number };
  /** Server-sent events for the live feeds; none when absent. */
  live?: LiveHub;
  /** Public reads' answers, kept until the data behind them changes. */
  readCache: ReadCache;
  /** Telegram's webhook calls, when the bot receives updates that way. */
  telegramWebhook?: Parameters<typeof registerTelegramWebhook>[1];
  /**
   * The web app's renderer (web/.prerender/prerender.cjs): public pages arrive with their
   * content. Without it (or without a web build) every page starts from the shell.
   */
  rendererFile?: string;
  /** Where the host's own messages go (pages it could not render). */
  log?: (line: string) => void;
  /** Request timeouts and connections per address, when not the defaults (tests shorten them). */
  slowClients?: Partial<SlowClientLimits>;
}

// Own properties only: "constructor" or "__proto__" are not actions.
const actionNamed = (name: string): ActionDef | undefined =>
  Object.hasOwn(actions, name) ? actions[name] : undefined;
const readNamed = (name: string): ReadDef | undefined =>
  Object.hasOwn(reads, name) ? reads[name] : undefined;

/**
 * Fastify refuses a bare hop count (a client reaching the app directly could add the hops
 * itself), so the count is given as its own test: the socket and the next `hops - 1` entries
 * from the right are proxies, the entry before them is the client. docs/local-server.md says
 * when to use it.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/' };

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser names the page that sent a request in Origin. A state-changing API request from
 * another site's page is refused before it runs, whatever cookies came with it (SameSite=Lax
 * already keeps the session cookie off them; this holds for older browsers and sibling sites
 * too). Requests without Origin (curl, server-to-server) carry no cookies of a victim.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (!stateChanging.has(request.method) || !request.url.startsWith('/api/')) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
  }
  if (host !== request.host) {
    throw new DomainError('permission-denied', 'Requests from other sites are refused');
  }
}

/**
/**
 * A year, this host only: a town's other names (a shop's old site on a subdomain) may still be
 * plain HTTP, so no includeSubDomains.
 */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The address as the request log shows it: a phone looked up by address (`/findOrder/<phone>`)
 * is someone's; the log says a lookup happened, not whose.
 */
export function loggedUrl(url: string): string {
  return url.replace(/^\/findOrder\/[^?#]*/i, '/findOrder/[phone]');
}

/**
 * API requests are small JSON documents; anything larger is refused before parsing. Actions
 * that take a file say how much they take (`largeInput`) and get a route of their own.
 */
const apiBodyLimit = 64 * 1024;

export async function buildApp(deps: AppDeps) {
  // Behind a reverse proxy the client address comes from X-Forwarded-For; otherwise that header
  // is the client's own word and must not decide whose request budget is charged.
  const app = Fastify({
    // Errors are always logged: a failure on our side must reach the operator, not only the client.
    logger: {
      level: deps.logger ? 'info' : 'error',
      serializers: { req: (request) => ({ method: request.method, url: loggedUrl(request.url) }) },
    },
    bodyLimit: apiBodyLimit,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    serverFactory: slowClientServer(
      { ...slowClientLimits, ...deps.slowClients },
      deps.trustProxy !== false,
    ),
  });
  app.register(fastifyCookie);
  // Awaited: routes declared below must see the plugin to get their per-route limits.
  await app.register(fastifyRateLimit, { global: false });
  const limits = { ...clientLimits, ...deps.limits };
  // The action's name: a route parameter, or the path of an action's own route (largeInput).
  const actionOf = (request: FastifyRequest) =>
    (request.params as { name?: string }).name ?? request.url.split('?')[0]?.split('/')[3] ?? '';
  const limitGroup = (request: FastifyRequest): ClientLimitGroup =>
    actionNamed(actionOf(request))?.clientLimit ?? 'submit';
  const isSecure = (request: FastifyRequest) =>
    deps.secureCookies === 'auto' ? request.protocol === 'https' : deps.secureCookies;

  app.addHook('onSend', async (request, reply) => {
    // A route that set its own (a photo's sandbox policy) keeps it.
    for (const [name, value] of securityHeaders) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // Served over HTTPS (or told so): the browser keeps to HTTPS for this site from now on.
    if (isSecure(request)) reply.header('strict-transport-security', strictTransportSecurity);
  });
  const cookieFor = (request: FastifyRequest) =>
    isSecure(request)
      ? { name: secureSessionCookie, options: { ...cookieOptions, secure: true } }
      : { name: sessionCookie, options: { ...cookieOptions, secure: false } };

  // Every handler reads the session from `sid`. Over HTTPS only the `__Host-` cookie counts: a
  // plain `sid` there may have been planted by a sibling subdomain (session fixation).
  app.addHook('onRequest', async (request) => {
    if (isSecure(request)) {
      const token = request.cookies[secureSessionCookie];
      if (token === undefined) delete request.cookies[sessionCookie];
      else request.cookies[sessionCookie] = token;
    }
  });
  app.addHook('onRequest', async (request) => refuseCrossSite(request));

  const pages =
    deps.webRoot && deps.rendererFile
      ? createRenderedPages({
          webRoot: deps.webRoot,
          rendererFile: deps.rendererFile,
          clock: deps.context.clock,
          read: async (name, params) => {
            const def = readNamed(name);
            if (!def) throw new DomainError('not-found', `There is no read named ${name}`);
            return runRead(def, { ...deps.context, principal: visitor }, params);
          },
          log: deps.log ?? ((line) => app.log.warn(line)),
        })
      : null;

  const principalOf = (request: FastifyRequest): Principal =>
    deps.sessions.find(request.cookies[sessionCookie]) ?? visitor;

  const startSession = (request: FastifyRequest, reply: FastifyReply, principal: Principal) => {
    deps.sessions.destroy(request.cookies[sessionCookie]);
    const token = deps.sessions.create(principal);
    const cookie = cookieFor(request);
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: sessionLifetimeMs / 1000 });
  };

  app.setErrorHandler((error, request, reply) => {
    const wire = toWireError(error);
    if (wire.httpStatus >= 500) request.log.error(error);
    reply.status(wire.httpStatus).send(wire.body);
  });

  app.get('/api/health', async () => ({ result: { ok: true } }));

  app.get('/api/session', async (request) => ({ result: { principal: principalOf(request) } }));

  /**
   * Public answers carry a strong ETag: a browser revalidating gets a bodiless 304 when nothing
   * changed. Prices, stock and timetables change, so they are revalidated on every use.
   */
  const sendPublic = (request: FastifyRequest, reply: FastifyReply, answer: ReadAnswer) => {
    reply.header('cache-control', 'no-cache').header('etag', answer.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };

  app.get<{ Params: { name: string }; Querystring: Record<string, string> }>(
    '/api/read/:name',
    async (request, reply) => {
      const def = readNamed(request.params.name);
      if (!def) throw new DomainError('not-found', `There is no read named ${request.params.name}`);
      if (isPublic(def)) {
        // The same URL is the same read with the same input: a kept answer needs no session.
        const cache = deps.readCache;
        const kept = cache.shareable(def) ? cache.lookup(request.url) : undefined;
        const answer =
          kept ??
          (await cache.answer(request.url, def, deps.context, principalOf(request), {
            ...request.query,
          }));
        return sendPublic(request, reply, answer);
      }
      const principal = principalOf(request);
      const result = await runRead(
        def,
        { ...deps.context, principal, servedOverHttps: isSecure(request) },
        { ...request.query },
      );
      // Staff reads hold customers' phones and addresses: nothing may keep a copy.
      reply.header('cache-control', 'private, no-store');
      return { result };
    },
  );

  app.post<{ Params: { name: string }; Body: unknown }>(
    '/api/call/signOut',
    async (request, reply) => {
      deps.sessions.destroy(request.cookies[sessionCookie]);
      const cookie = cookieFor(request);
      reply.clearCookie(cookie.name, cookie.options);
      // The browser keeps the staff profile for offline screens; the client removes these keys.
      const clearStorage = signOutClears(storageKeys(deps.context.town.slug));
      return { result: { signedOut: true, clearStorage } };
    },
  );

  const callLimit = {
    timeWindow: 60_000,
    max: (request: FastifyRequest) => limits[limitGroup(request)],
    keyGenerator: (request: FastifyRequest) => `${limitGroup(request)}:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new DomainError(
        'resource-exhausted',
        `Too many requests from this connection. Please wait ${context.after} and try again.`,
      ),
  };

  const callAction = async (def: ActionDef, request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || !('data' in body)) {
      return reply
        .status(400)
        .send(wireError('invalid-argument', 'Send the input as {"data": ...}').body);
    }
    const principal = principalOf(request);
    const client = { address: request.ip };
    const result = await runAction(def, { ...deps.context, principal, client }, body.data);
    for (const subject of def.endsSessionsOf?.(result) ?? []) deps.sessions.destroyFor(subject);
    // Catalog, directory, stock and slots change through actions: pages show them afresh.
    pages?.invalidate();
    deps.afterAction?.(def.name);
    if (def.signsIn) {
      const { principal: signedIn, profile, device } = result as SignInResult;
      startSession(request, reply, signedIn);
      return { result: { principal: signedIn, profile, device } };
    }
    return { result };
  };

  // An action that takes a file (a spreadsheet import) gets a route of its own with a larger,
  // still bounded, body limit; a body past it is refused before parsing, with the action's words.
  for (const def of Object.values(actions)) {
    const large = def.largeInput;
    if (!large) continue;
    app.post(
      `/api/call/${def.name}`,
      {
        bodyLimit: large.bytes,
        config: { rateLimit: callLimit },
        errorHandler(error, request, reply) {
          const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
          const wire = tooLarge
            ? { ...wireError('invalid-argument', large.message), httpStatus: 413 }
            : toWireError(error);
          if (wire.httpStatus >= 500) request.log.error(error);
          reply.status(wire.httpStatus).send(wire.body);
        },
      },
      (request, reply) => callAction(def, request, reply),
    );
  }

  app.post<{ Params: { name: string }; Body: unknown }>(
    '/api/call/:name',
    { config: { rateLimit: callLimit } },
    async (request, reply) => {
      const def = actionNamed(request.params.name);
      if (!def) {
        throw new DomainError('not-found', `There is no action named ${request.params.name}`);
      }
      return callAction(def, request, reply);
    },
  );

  if (deps.photosDir) {
    await registerPhotoRoutes(app, {
      context: deps.context,
      photosDir: deps.photosDir,
      principalOf,
      // A test's own figure for visitors; staff keep core's higher one (or the same, if higher).
      ...(deps.photos?.uploadsPerHour
        ? {
            uploadLimits: {
              visitorsPerHour: deps.photos.uploadsPerHour,
              staffPerHour: defaultPhotoUploadLimits.staffPerHour,
            },
          }
        : {}),
      requestsPerMinute: limits.submit,
      storage: {
        limitBytes: deps.photos?.storageLimitBytes ?? defaultPhotoSettings.storageLimitBytes,
      },
    });
  }

  if (deps.live) {
    registerLiveRoutes(app, {
      hub: deps.live,
      context: deps.context,
      sessions: deps.sessions,
      cookieName: sessionCookie,
    });
  }

  if (deps.telegramWebhook) registerTelegramWebhook(app, deps.telegramWebhook);

  app.all('/api/*', async () => {
    throw new DomainError('not-found', 'No such API endpoint');
  });

  if (deps.webRoot && existsSync(join(deps.webRoot, 'index.html'))) {
    const budget = createRenderBudget(() => deps.context.clock.now().getTime(), limits.pageRenders);
    serveWebApp(app, deps.webRoot, pages, budget);
  }
  return app;
}

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated. Pages arrive
 * rendered with their content (see pages.ts); where that is not possible, a page starts from the
 * shell (app.html). The build holds no town: the shell, the pages and the web manifest are
 * filled with the town's settings as stored when they are asked for.
 */
function serveWebApp(
  app: FastifyInstance,
  webRoot: string,
  pages: RenderedPages | null,
  budget: RenderBudget,
) {
  const shellFile = existsSync(join(webRoot, 'app.html')) ? 'app.html' : 'index.html';
  app.register(fastifyStatic, {
    root: webRoot,
    // The build's own notes (.vite/manifest.json names every source file) are not the site's.
    // A climb out ("..") is left to the static server, which refuses it with a 403.
    allowedPath: (path) =>
      !path.split(/[/\\]/).some((part) => part.startsWith('.') && part !== '..'),
    // `/` is a page like any other: rendered below, the shell only when it cannot be.
    index: false,
    // Files are looked up on each request: a rebuilt web app is served without a restart;
    // a missing file falls through to the page fallback below.
    wildcard: true,
    // Caching is decided in setHeaders alone: left on, `send` would overwrite it with max-age=0.
    cacheControl: false,
    // The build writes .br and .gz beside each script and stylesheet (web/vite.config.ts): the
    // entry chunk is about 300 KB as it is and 100 KB compressed, on a phone's slow connection.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${join(webRoot, 'assets')}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  /** The shell as the town is now; without a renderer, the build's shell with no town in it. */
  const serveShell = async (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (!pages) {
      return reply
        .type('text/html; charset=utf-8')
        .send(neutralShell(readFileSync(join(webRoot, shellFile), 'utf8')));
    }
    const shell = await pages.shell();
    reply.header(shellVersionHeader, shell.version);
    return reply.type('text/html; charset=utf-8').send(shell.html);
  };
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page depends on the language cookie and the phone's languages, and is compressed.
    reply.header('vary', 'cookie, accept-language, accept-encoding');
    const rendered = await pages?.page({
      url: request.url,
      origin: `${request.protocol}://${request.host}`,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      mayRender: () => budget.take(request.ip),
    });
    if (!rendered) return serveShell(reply);
    reply.header('cache-control', pageCacheControl(rendered));
    reply.header('content-language', rendered.language);
    reply.header(shellVersionHeader, rendered.shellVersion);
    const { body, encoding } = rendered.encoded(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  app.get('/', servePage);
  // The build's own copies hold no town: these are always the filled shell.
  app.get('/app.html', (_request, reply) => serveShell(reply));
  app.get('/index.html', (_request, reply) => serveShell(reply));
  app.get('/manifest.webmanifest', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    const manifest = pages
      ? await pages.manifest({
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        })
      : '{"name":"Town Services","start_url":"/","display":"standalone"}';
    return reply.type('application/manifest+json; charset=utf-8').send(manifest);
  });
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (an image, a script) is a 404, never the page: the page is not a picture.
    const missingFile = /\.[A-Za-z0-9]{1,8}$/.test(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || request.url.startsWith('/api/') || missingFile) {
      const wire = wireError('not-found', 'Not found');
      return reply.status(wire.httpStatus).send(wire.body);
    }
    return servePage(request, reply);
  });
}
