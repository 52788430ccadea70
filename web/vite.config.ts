import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firebaseBuildProblems, firebaseBuildRefusal } from './src/backend/firebase/buildSettings';
import { screenOnlyCommonGroups } from './src/i18n/commonParts';

/**
 * Where `vite build --ssr src/prerender.tsx` puts the build-time renderer: `.prerender` for the
 * local build (the local host loads it from there), a folder of its own for every other mode, so
 * a Firebase or emulator build made while a local host runs (the browser tests do) never
 * empties or rewrites the renderer that host is loading. WEB_PRERENDER_DIR (relative to web/)
 * names another: a test's build of its own, beside the others running at the same time.
 */
const prerenderDirOf = (mode: string) =>
  process.env.WEB_PRERENDER_DIR ?? (mode === 'production' ? '.prerender' : `.prerender-${mode}`);

interface Prerenderer {
  publicReadNames: string[];
}

/** CommonJS with every package inside: the local host requires it from its own bundle. */
const loadPrerenderer = async (mode: string): Promise<Prerenderer> => {
  const loaded = await import(
    pathToFileURL(resolve(import.meta.dirname, prerenderDirOf(mode), 'prerender.cjs')).href
  );
  return (loaded.default ?? loaded) as Prerenderer;
};

/** The page the local host fills with a rendered page (server/src/http/pages.ts). */
const pageTemplate = 'page.html';

/**
 * The prerendered home page needs no script to be seen: its scripts are asked for only after the
 * page has painted, so a slow phone shows the page first and starts the app a frame later.
 */
function startAfterFirstPaint(
  context: {
    emitFile: (file: { type: 'asset'; name: string; source: string }) => string;
    getFileName: (id: string) => string;
  },
  bundle: Record<string, { type: string; fileName: string; isEntry?: boolean }>,
  html: string,
): string {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('No entry chunk to start');
  const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
  if (!html.includes(tag)) throw new Error(`index.html lacks ${tag}`);
  const boot = context.emitFile({
    type: 'asset',
    name: 'start-app.js',
    source: `requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='/${entry.fileName}';document.head.append(s)}))\n`,
  });
  return html.replace(tag, `<script defer src="/${context.getFileName(boot)}"></script>`);
}

/**
 * The pages the hosts fill with the town (web/src/render/hostPages.ts): the build holds no
 * town's name, colour or settings, only the marks %TOWN_PRODUCT%, %TOWN_TAGLINE% and
 * %TOWN_THEME% of web/index.html. Keeps that page as app.html (the shell a page starts from when
 * the host does not render it) and page.html (the same, its scripts started after first paint,
 * which the hosts fill with each page they render). A local build's index.html is that template
 * too (the host never serves it as it is); a Firebase build has none, and its app.html goes to
 * the renderer's folder only, so that Hosting hands `/app.html` to the pages function to fill.
 */
function townPages(mode: string, backendKind: string): Plugin {
  let outDir = '';
  return {
    name: 'town:pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('index.html was not built');
      const shell = String(page.source);
      const painted = startAfterFirstPaint(this, bundle, shell);
      this.emitFile({ type: 'asset', fileName: pageTemplate, source: painted });
      if (backendKind === 'firebase') {
        // Hosting serves a file before any rewrite: with an index.html, `/` would never reach
        // the pages function that renders it with its data in the visitor's language; with an
        // app.html, the shell would be served without the town.
        delete bundle['index.html'];
        const into = resolve(import.meta.dirname, prerenderDirOf(mode));
        mkdirSync(into, { recursive: true });
        writeFileSync(join(into, 'app.html'), shell);
        return;
      }
      this.emitFile({ type: 'asset', fileName: 'app.html', source: shell });
      page.source = painted;
    },
    closeBundle() {
      if (backendKind !== 'firebase') return;
      // The Firebase host's pages function carries the renderer with the page template, shell
      // and manifest of this very build (functions/build.mjs copies this folder): its pages then
      // link the scripts and styles Hosting serves beside them.
      const into = resolve(import.meta.dirname, prerenderDirOf(mode));
      copyFileSync(join(outDir, pageTemplate), join(into, pageTemplate));
      copyFileSync(join(outDir, '.vite', 'manifest.json'), join(into, 'manifest.json'));
    },
  };
}

/**
 * The local host serves each script and stylesheet compressed (`preCompressed` of
 * @fastify/static): brotli and gzip copies are written beside them once, at build time, at the
 * highest levels. A Firebase build leaves them out: Hosting compresses on its own.
 */
function precompressedAssets(backendKind: string): Plugin {
  let outDir = '';
  return {
    name: 'town:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (backendKind === 'firebase') return;
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const bytes = readFileSync(join(assets, name));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * English `common` in two parts, as virtual modules: `virtual:town-common-strings/en-shell`
 * (bundled in the entry) and `…/en-screens`, the groups only screens use (src/i18n/commonParts.ts),
 * loaded with the first screen. The JSON file stays whole: the host renders from it as it is.
 */
function commonStringsParts(): Plugin {
  const prefix = 'virtual:town-common-strings/';
  const file = resolve(import.meta.dirname, 'src/i18n/common/en.json');
  return {
    name: 'town:common-strings-parts',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const part = id.slice(prefix.length + 1);
      if (part !== 'en-shell' && part !== 'en-screens') throw new Error(`No strings part ${part}`);
      this.addWatchFile(file);
      const groups = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as object).filter(
        ([group]) => screenOnlyCommonGroups.includes(group) === (part === 'en-screens'),
      );
      return `export default ${JSON.stringify(Object.fromEntries(groups))};`;
    },
  };
}

/**
 * React Router's bundle defines its components and contexts with `React.forwardRef`, `React.memo`
 * and `React.createContext` at the top level and then names them (`Form.displayName = "Form"`):
 * calls and assignments Rollup must keep, so every one stayed in the entry chunk whether the app
 * uses it or not (the data router's `Form`, `useSubmit`, its fetchers and contexts). Those React
 * calls are pure and the names only label components in React's developer tools: marking the
 * calls pure and dropping the names lets tree-shaking remove what the app does not use.
 */
function pureReactRouterDefinitions(): Plugin {
  return {
    name: 'town:pure-react-router-definitions',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/.*\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(
            /(?<![\w.$])(React\d*\.(?:forwardRef|memo|createContext)\()/g,
            '/* @__PURE__ */ $1',
          )
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, ''),
        map: null,
      };
    },
  };
}

/**
 * Pages: from the network, as the host renders them with the town as stored now; with no network
 * (or none within 4 s), the shell the worker keeps (`town-shell`), which the app then renders
 * from the reads it kept. The shell is the host's, filled with the town: every page says which
 * shell goes with it (`x-shell-version`), and the worker fetches a new copy only when its own
 * differs, so a renamed town or a new build reaches the offline copy with the next page seen.
 * Serialised into the worker as it is: it may use nothing from this file.
 */
async function pagesFromNetworkElseShell({
  request,
  event,
}: {
  request: Request;
  event: { waitUntil(promise: Promise<unknown>): void };
}): Promise<Response> {
  const shellUrl = '/app.html';
  const cache = await caches.open('town-shell');
  const kept = () => cache.match(shellUrl, { ignoreVary: true });
  const network = fetch(request);
  const keepShell = async (response: Response) => {
    const wanted = response.headers.get('x-shell-version');
    const own = (await kept())?.headers.get('x-shell-version');
    if (wanted && wanted === own) return;
    const shell = await fetch(shellUrl, { cache: 'no-cache' });
    if (shell.ok) await cache.put(shellUrl, shell);
  };
  try {
    const response = await Promise.race([
      network,
      new Promise<never>((_resolve, reject) => setTimeout(reject, 4000)),
    ]);
    event.waitUntil(keepShell(response).catch(() => undefined));
    return response;
  } catch {
    return (await kept()) ?? network;
  }
}

/**
 * Public reads (catalog, emergency numbers, timetables) answered from the network, else the last
 * copy. Staff reads are never cached: they hold customers' details.
 */
function publicReadsCache(names: readonly string[]) {
  if (names.length === 0 || names.some((name) => !/^\w+$/.test(name))) {
    throw new Error(`Unexpected read names: ${names.join(', ')}`);
  }
  return {
    urlPattern: new RegExp(`/api/read/(${names.join('|')})(\\?|$)`),
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: 'town-reads',
      // On a weak signal the saved copy beats a spinner: after 4 s the cache answers.
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
      cacheableResponse: { statuses: [200] },
    },
  };
}

/**
 * What the app's router imports resolve to. `react-router-dom` is the app's own module: React
 * Router with the app's `Link` and `NavLink` (src/shell/reactRouterDom.ts, decision 1360). In a
 * build, `react-router` is its production build: the package exports only its development build
 * (`ENABLE_DEV_WARNINGS` true), and the production one, the same code with the warnings compiled
 * out, sits beside it unexported. Both builds of the app (browser and renderer) use the same.
 */
function routerAliases(command: 'build' | 'serve') {
  const appRouter = {
    find: /^react-router-dom$/,
    replacement: resolve(import.meta.dirname, 'src/shell/reactRouterDom.ts'),
  };
  if (command !== 'build') return [appRouter];
  const builds = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..');
  return [
    appRouter,
    { find: /^react-router$/, replacement: join(builds, 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(builds, 'production', 'dom-export.mjs') },
  ];
}

export default defineConfig(async ({ command, isSsrBuild, mode }): Promise<UserConfig> => {
  // A constant, so the build keeps only the chosen backend: a local build carries no Firebase
  // code, and its service worker precaches none.
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const backendKind = env.VITE_BACKEND || 'local';
  if (backendKind === 'firebase') {
    const problems = firebaseBuildProblems(env, mode);
    if (problems.length > 0) throw new Error(firebaseBuildRefusal(problems));
  }
  const define = { __TOWN_BACKEND__: JSON.stringify(backendKind) };
  if (isSsrBuild) {
    return {
      plugins: [react(), pureReactRouterDefinitions(), commonStringsParts()],
      define,
      resolve: { alias: routerAliases(command) },
      // Every package inside: the local host's bundle loads this one file with require().
      ssr: { noExternal: true, target: 'node' },
      build: {
        outDir: prerenderDirOf(mode),
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'prerender.cjs' } },
      },
    };
  }
  const { publicReadNames } = await loadPrerenderer(mode);
  return {
    define,
    resolve: { alias: routerAliases(command) },
    plugins: [
      react(),
      pureReactRouterDefinitions(),
      commonStringsParts(),
      townPages(mode, backendKind),
      precompressedAssets(backendKind),
      VitePWA({
        registerType: 'autoUpdate',
        // A tiny deferred script registers the worker: nothing added to the entry chunk.
        injectRegister: 'script-defer',
        // Made by the host on each request with the town's settings (web/src/prerender.tsx
        // `webManifest`): the build holds no town. web/index.html links it.
        manifest: false,
        workbox: {
          // The whole app shell, every screen and both languages: any screen opens offline.
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          // The host's templates, never a page to open: pages and the shell come from the host,
          // filled with the town (see pagesFromNetworkElseShell).
          globIgnores: [pageTemplate, 'app.html', 'index.html'],
          navigateFallback: null,
          // The shell's offline copy, kept at install (web/public/sw-shell.js), and the push
          // notifications' handlers (web/public/sw-push.js, decision 2030).
          importScripts: ['sw-shell.js', 'sw-push.js'],
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
              handler: pagesFromNetworkElseShell,
            },
            publicReadsCache(publicReadNames),
          ],
          cleanupOutdatedCaches: true,
          // The first visit is served by the worker at once: offline works from the next page on.
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    ],
    server: {
      // `npm run dev`: the local host (server workspace) answers the API on port 8080.
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
    // Every browser the app targets supports modulepreload: no polyfill in the entry chunk.
    build: {
      outDir: 'dist',
      // dist/.vite/manifest.json: which stylesheets each area's screens need, for the host to
      // link into the pages it renders (server/src/http/pageStyles.ts).
      manifest: true,
      modulePreload: { polyfill: false },
      // Terser, not esbuild: the entry chunk every first visit downloads is about 2 KB gzip
      // smaller (decision 1360). Two passes; output for the module-capable browsers the app
      // targets anyway (ES2020).
      minify: 'terser',
      terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
      rollupOptions: {
        // Screens' chunks named by their hash alone: the entry lists every chunk's file for its
        // lazy imports, and the names ("DoctorDetailsPage-") were 0.8 KB gzip of every first
        // load (decision 1360). Seven characters of hash, not eight: the entry names about a
        // hundred chunks, and the eighth cost 0.2 KB gzip of it (a clash among a hundred names
        // is a chance in tens of billions). The entry and the stylesheets keep their names.
        output: { chunkFileNames: 'assets/[hash:7].js' },
        onwarn(warning, warn) {
          // zod's sources carry /*@__PURE__*/ comments Rollup cannot place; harmless noise.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod'))
            return;
          warn(warning);
        },
      },
    },
  };
});
