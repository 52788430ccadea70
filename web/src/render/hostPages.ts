/**
 * What both hosts do with the web app's renderer (prerender.cjs, built from
 * web/src/prerender.tsx): fill the built page template with a rendered page (its data, head
 * tags and area stylesheets) and keep each page per address and language until the data
 * changes; fill the shell and make the web manifest with the town's settings as stored. The
 * build holds no town: every town text a host sends is filled in here, on request. No files, no
 * HTTP: each host reads the renderer, the templates and Vite's manifest its own way
 * (server/src/http/pages.ts, functions/src/pages.ts) and answers requests with what this gives.
 */

import { createHash } from 'node:crypto';
import type { TownConfig } from '@town/core';
import { pageAddress } from './pageAddress';
import { type EncodedPage, encodedPages } from './pageEncoding';

export type { EncodedPage, PageEncoding } from './pageEncoding';
export type PageLanguage = 'en' | 'bn';

/** What a page's head says of the town (see web/src/prerender.tsx `townHead`). */
export interface TownHead {
  product: string;
  tagline: string;
  themeColor: string;
}

/** What prerender.cjs (built from web/src/prerender.tsx) gives a host. */
export interface WebRenderer {
  renderPage(request: {
    url: string;
    language: PageLanguage;
    renderedAt: Date;
    read(name: string, params: Record<string, string>): Promise<unknown>;
  }): Promise<RendererPage>;
  languageOfRequest(
    cookieHeader: string | undefined,
    acceptLanguage: string | undefined,
    fallback?: string,
  ): PageLanguage;
  isAppPage(pathname: string): boolean;
  scriptJson(value: unknown): string;
  townHead(town: TownConfig | null, language: PageLanguage): TownHead;
  webManifest(town: TownConfig | null, language: PageLanguage): unknown;
}

/** What the renderer made of one page. */
export interface RendererPage {
  html: string;
  data: unknown;
  areas: string[];
  head: PageHead;
  /** Nothing of the screen is on the page: its code is asked for with the page. */
  drawnByBrowser?: boolean;
  /** The address names someone's order, booking or phone: see `privatePageCacheControl`. */
  privateAddress?: boolean;
}

/** A rendered page's own title and description (its heading and lead). */
export interface PageHead {
  title?: string;
  description?: string;
  /** The product's name and the town's tagline in the page's language (else the app's own). */
  site?: string;
  siteDescription?: string;
  /** The town's theme colour, when the town is set up. */
  themeColor?: string;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageRequest {
  /** Path and query as requested (the page is made for its `pageAddress`). */
  url: string;
  /**
   * "http://host:port" as the request named it: link previews need absolute addresses. Pages are
   * kept per origin, so a request naming another host cannot change anyone else's page.
   */
  origin?: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /**
   * Asked before a page is rendered afresh (not for a kept page, nor one already rendering):
   * false when this client has used its budget of renders, and the shell answers instead.
   */
  mayRender?: () => boolean;
}

export interface RenderedPages {
  /** The page with its content, or null when it cannot be rendered (the shell serves it). */
  page(request: PageRequest): Promise<RenderedPage | null>;
  /**
   * The shell (app.html) filled with the town's settings as stored now: what a page the host
   * could not render starts from, and the service worker's offline copy.
   */
  shell(): Promise<Shell>;
  /** The web app manifest for the town as stored now, as JSON. */
  manifest(request: Pick<PageRequest, 'cookie' | 'acceptLanguage'>): Promise<string>;
  /** The data behind pages changed: every page is rendered afresh on its next request. */
  invalidate(): void;
}

/**
 * The filled shell and its version: a hash of its bytes, which changes with the town's settings
 * or a new build. Every page answers it (`shellVersionHeader`), so the service worker fetches a
 * new copy of the shell only when its own is not that version.
 */
export interface Shell {
  html: string;
  version: string;
}

/** The response header carrying the shell's version (see `Shell`). */
export const shellVersionHeader = 'x-shell-version';

export interface RenderedPage {
  html: string;
  language: PageLanguage;
  /** The version of the shell for the town the page shows (see `Shell`). */
  shellVersion: string;
  /**
   * The address names someone's order, booking or phone (/order/<code>, /findOrder/<phone>):
   * answered with `privatePageCacheControl`, and not kept by the host.
   */
  privateAddress: boolean;
  /** The page's bytes for an Accept-Encoding header, compressed once and kept with the page. */
  encoded(acceptEncoding: string | undefined): EncodedPage;
}

export interface HostPagesOptions {
  renderer: WebRenderer;
  /** page.html of the same web build: the shell, its scripts started after first paint. */
  template: string;
  /** app.html of the same web build: the shell a page starts from when it is not rendered. */
  shellTemplate: string;
  /** Vite's manifest of the same build, for the stylesheets of each area (null: none linked). */
  manifest: BuildManifest | null;
  now(): Date;
  /** Runs a public read as a visitor. */
  read(name: string, params: Record<string, string>): Promise<unknown>;
  log(line: string): void;
  /** How many rendered pages are kept (the least recently made go first). */
  maxPages?: number;
  /** How long a page is kept when nothing changed: its "open now" and "next bus" age. */
  maxAgeMs?: number;
}

/**
 * How a page whose address names someone's order, booking or phone is answered: no shared cache
 * (a proxy, Hosting's CDN) keeps it, the phone revalidates. Its content is only the text the
 * screen always shows and the code from the address, but the address itself is someone's.
 */
export const privatePageCacheControl = 'private, no-cache';

const defaultMaxPages = 500;
const defaultMaxAgeMs = 60_000;
const rootTag = '<div id="root"></div>';

interface Made {
  html: string;
  encoded: RenderedPage['encoded'];
  privateAddress: boolean;
  shellVersion: string;
}

interface Kept extends Made {
  version: number;
  madeAt: number;
}

/**
 * Rendered public pages: each page is rendered once per address and language with the web app's
 * own renderer and reads, then served from memory until the data changes (`invalidate`), the
 * page's age passes `maxAgeMs`, or it falls out of the bounded cache. Requests for a page while
 * it renders share that render.
 */
export function createHostPages(options: HostPagesOptions): RenderedPages {
  const { renderer, template, shellTemplate } = options;
  for (const [name, text] of [
    ['page', template],
    ['shell', shellTemplate],
  ] as const) {
    if (!templateParts.every((part) => text.includes(part))) {
      throw new Error(`The ${name} template lacks one of ${templateParts.join(', ')}`);
    }
  }
  const stylesheetsOf = areaStylesheets(options.manifest);
  const entry = Object.values(options.manifest ?? {}).find((chunk) => chunk.isEntry)?.file;
  // The template starts the app after its first paint, which is right where the page shows its
  // content. A page whose screen only the browser can draw shows nothing until the app runs:
  // its entry is fetched with the page, beside the stylesheets, not a paint and a script later.
  const entryPreload = entry
    ? `<link rel="modulepreload" crossorigin href="/${escapeAttribute(entry)}">`
    : '';
  const maxPages = options.maxPages ?? defaultMaxPages;
  const maxAgeMs = options.maxAgeMs ?? defaultMaxAgeMs;
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, Promise<Made | null>>();
  let version = 0;

  /**
   * The town as stored (null before its setup), through the same public read as pages: read once
   * per data version, as pages are kept (a settings save is a write, which invalidates), so
   * requests for kept pages cost no read of their own.
   */
  let townRead: { version: number; town: Promise<TownConfig | null> } | undefined;
  const storedTown = (): Promise<TownConfig | null> => {
    if (townRead?.version !== version) {
      const town = options.read('town', {}) as Promise<TownConfig | null>;
      townRead = { version, town };
      // A failed read is not kept: the next request asks again.
      town.catch(() => {
        if (townRead?.town === town) townRead = undefined;
      });
    }
    return townRead.town;
  };

  /** <title>, description and Open Graph tags (escaped already), so a shared link previews. */
  const headTags = (
    url: string,
    language: PageLanguage,
    head: PageHead,
    origin: string | undefined,
  ) => {
    const fallback = renderer.townHead(null, language);
    const site = escapeAttribute(head.site ?? fallback.product);
    const title = head.title ? `${escapeAttribute(head.title)} · ${site}` : site;
    const description = escapeAttribute(
      head.description ?? head.siteDescription ?? fallback.tagline,
    );
    const tags = [
      ['og:type', 'website'],
      ['og:site_name', site],
      ['og:title', head.title ? escapeAttribute(head.title) : site],
      ['og:description', description],
      ['og:locale', language === 'bn' ? 'bn_IN' : 'en_IN'],
      ...(origin
        ? [
            ['og:url', escapeAttribute(`${origin}${url}`)],
            ['og:image', escapeAttribute(`${origin}/icon-512.png`)],
          ]
        : []),
    ];
    return {
      site,
      title,
      description,
      themeColor: escapeAttribute(head.themeColor ?? fallback.themeColor),
      meta: `${tags.map(([property, content]) => `<meta property="${property}" content="${content}">`).join('')}<meta name="twitter:card" content="summary">`,
    };
  };

  // The shell is made once per town (and build): its version is asked for by every page.
  let shellMade: { key: string; shell: Shell } | undefined;
  const shellOf = (town: TownConfig | null): Shell => {
    const key = JSON.stringify(town);
    if (shellMade?.key !== key) {
      // In the town's own default language: the app puts the visitor's language on it.
      const language = town?.defaultLanguage ?? 'en';
      const head = renderer.townHead(town, language);
      const html = fillTown(shellTemplate, head.product, head.tagline, head.themeColor)
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(
          rootTag,
          `${town ? `<script id="town-data" type="application/json">${renderer.scriptJson(town)}</script>\n    ` : ''}${rootTag}`,
        );
      const version = createHash('sha256').update(html).digest('base64url').slice(0, 16);
      shellMade = { key, shell: { html, version } };
    }
    return shellMade.shell;
  };

  const fill = (
    url: string,
    language: PageLanguage,
    page: RendererPage,
    origin: string | undefined,
  ) => {
    const head = headTags(url, language, page.head ?? {}, origin);
    return template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(`<title>${productMark}</title>`, () => `<title>${head.title}</title>`)
      .replace(
        `<meta name="description" content="${taglineMark}"`,
        () => `<meta name="description" content="${head.description}"`,
      )
      .replaceAll(themeMark, () => head.themeColor)
      .replaceAll(productMark, () => head.site)
      .replace('</head>', () => `${head.meta}${page.drawnByBrowser ? entryPreload : ''}</head>`)
      .replace(
        '</head>',
        `${stylesheetsOf(page.areas)
          .filter((href) => !template.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
          .join('')}</head>`,
      )
      .replace(
        rootTag,
        // The page's data after its content: the content is what a slow network should bring
        // first (the scripts that read the data run once the whole page is parsed).
        `<div id="root" data-prerendered="${escapeAttribute(url)}">${page.html}</div>\n    <script id="page-data" type="application/json">${renderer.scriptJson(page.data)}</script>`,
      );
  };

  async function render(
    url: string,
    language: PageLanguage,
    origin: string | undefined,
  ): Promise<Made | null> {
    try {
      const page = await renderer.renderPage({
        url,
        language,
        renderedAt: options.now(),
        read: options.read,
      });
      const html = fill(url, language, page, origin);
      const town = (page.data as { reads?: Array<[string, unknown]> }).reads?.find(
        ([key]) => key === townReadKey,
      );
      return {
        html,
        encoded: encodedPages(html),
        privateAddress: page.privateAddress === true,
        shellVersion: shellOf(town ? (town[1] as TownConfig | null) : await storedTown()).version,
      };
    } catch (error) {
      // A failed read (a product that is gone) or screen: the browser renders the page itself.
      options.log(`page ${url} (${language}) not rendered: ${String(error)}`);
      return null;
    }
  }

  return {
    async page({ url: requested, cookie, acceptLanguage, origin: asked, mayRender }) {
      const pathname = requested.split('?')[0] ?? '/';
      if (!renderer.isAppPage(pathname)) return null;
      // Query parameters the page does not read make no other page (and cost no render).
      const url = pageAddress(requested);
      // Without a choice or a language the phone asks for, the town's default language.
      const fallback = (await storedTown())?.defaultLanguage;
      const language = renderer.languageOfRequest(cookie, acceptLanguage, fallback);
      const origin = asked && safeOrigin.test(asked) ? asked : undefined;
      const key = `${language} ${origin ?? ''} ${url}`;
      const now = options.now().getTime();
      const hit = kept.get(key);
      if (hit && hit.version === version && now - hit.madeAt < maxAgeMs) {
        return {
          html: hit.html,
          encoded: hit.encoded,
          privateAddress: hit.privateAddress,
          shellVersion: hit.shellVersion,
          language,
        };
      }
      // Requests for the same page while it renders share that render (of the same data): the
      // render is found under the key it was stored under, data version included.
      const renderKey = `${version} ${key}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        if (mayRender && !mayRender()) return null;
        const startedAt = version;
        pending = render(url, language, origin).then((made) => {
          rendering.delete(renderKey);
          // Kept only when no write happened meanwhile: the page may show the older data. A page
          // of someone's order or phone is not kept: each address is one person's, seldom asked
          // twice, and a flood of made-up codes must not push the public pages out.
          if (made !== null && !made.privateAddress && startedAt === version) {
            kept.delete(key);
            kept.set(key, { ...made, version: startedAt, madeAt: now });
            if (kept.size > maxPages) kept.delete(kept.keys().next().value as string);
          }
          return made;
        });
        rendering.set(renderKey, pending);
      }
      const made = await pending;
      return made === null ? null : { ...made, language };
    },
    async shell() {
      return shellOf(await storedTown());
    },
    async manifest({ cookie, acceptLanguage }) {
      const town = await storedTown();
      const language = renderer.languageOfRequest(cookie, acceptLanguage, town?.defaultLanguage);
      return JSON.stringify(renderer.webManifest(town, language));
    },
    invalidate() {
      version += 1;
      kept.clear();
    },
  };
}

/**
 * Where the build leaves the town out of its pages (web/index.html): the host fills these in
 * with the town's settings as stored when it serves a page, the shell or the manifest.
 */
const productMark = '%TOWN_PRODUCT%';
const taglineMark = '%TOWN_TAGLINE%';
const themeMark = '%TOWN_THEME%';
const templateParts = [
  '<html lang="en">',
  rootTag,
  '</head>',
  `<title>${productMark}</title>`,
  `<meta name="description" content="${taglineMark}"`,
  themeMark,
];

/** The page data's key of the `town` read (as backend/useRead.ts `requestKey` makes it). */
const townReadKey = JSON.stringify(['town', []]);

/** A template with the town's head texts in place of its marks. */
function fillTown(template: string, product: string, tagline: string, themeColor: string) {
  return template
    .replaceAll(productMark, () => escapeAttribute(product))
    .replaceAll(taglineMark, () => escapeAttribute(tagline))
    .replaceAll(themeMark, () => escapeAttribute(themeColor));
}

/**
 * The shell with no town and no renderer (a web build without its renderer beside it): the
 * app's own name, and the town's settings arrive with the app's first read.
 */
export function neutralShell(template: string): string {
  return fillTown(template, 'Town Services', 'Local services for the whole town.', '#0f766e');
}

/**
 * The stylesheets of each area's screens (web/src/screens/<area>/), from Vite's build manifest.
 * A screen's styles arrive with its code chunk; a page the host rendered shows that screen
 * before its code runs, so its styles must be linked into the page or it would shift later.
 */
export function areaStylesheets(
  manifest: BuildManifest | null,
): (areas: readonly string[]) => string[] {
  if (!manifest) return () => [];
  const stylesOf = (key: string, seen: Set<string>, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) into.add(`/${css}`);
    for (const imported of chunk.imports ?? []) stylesOf(imported, seen, into);
  };
  const byArea = new Map<string, string[]>();
  const ofArea = (area: string): string[] => {
    let styles = byArea.get(area);
    if (!styles) {
      const found = new Set<string>();
      const seen = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) {
        if (chunk.isDynamicEntry && key.startsWith(`src/screens/${area}/`)) {
          stylesOf(key, seen, found);
        }
      }
      styles = [...found];
      byArea.set(area, styles);
    }
    return styles;
  };
  return (areas) => [...new Set(areas.flatMap(ofArea))];
}

/** A scheme and a plain host name or address with an optional port: nothing else is echoed. */
const safeOrigin =
  /^https?:\/\/[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
