import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { appStrings } from '../i18n/appStrings';
import bnCommon from '../i18n/common/bn.json';
import enCommon from '../i18n/common/en.json';
import type { Namespace } from '../i18n/keys';
import type { AppLanguage } from '../i18n/languages';
import { type Bundles, Strings, type Tree } from '../i18n/strings';
import { I18nProvider } from '../i18n/useTranslation';
import { Shell } from '../shell/Shell';
import { AppStateProvider } from '../state/AppState';
import type { PageData } from './pageData';
import { type PageHead, type ServerRender, ServerRenderContext } from './serverRender';

/** Every area's strings in both languages: the host renders any page without waiting. */
const areaStrings = import.meta.glob<Tree>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function allStrings(): Bundles {
  const all: Bundles = { en: { common: enCommon }, bn: { common: bnCommon } };
  for (const [path, strings] of Object.entries(areaStrings)) {
    // ".../locales/<language>/<namespace>.json"
    const [folder, language, file] = path.split('/').slice(-3);
    const namespace = folder === 'locales' && file?.endsWith('.json') ? file.slice(0, -5) : '';
    if ((language !== 'en' && language !== 'bn') || !namespace) continue;
    all[language] = { ...all[language], [namespace as Namespace]: strings };
  }
  return all;
}

const resources = allStrings();
const translators = new Map<AppLanguage, Strings>();

/** One set of strings per language, shared by every render in that language. */
export function translator(language: AppLanguage): Strings {
  let strings = translators.get(language);
  if (!strings) {
    strings = new Strings(language, resources);
    translators.set(language, strings);
  }
  return strings;
}

// Lazy screens ask the app's own strings to load their area: on the host they are all here.
for (const [language, namespaces] of Object.entries(resources)) {
  for (const [namespace, tree] of Object.entries(namespaces)) {
    appStrings.add(language as AppLanguage, namespace as Namespace, tree);
  }
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: AppLanguage;
  renderedAt: Date;
  /** Runs a public read in process (as a visitor). */
  read(name: string, params: Record<string, string>): Promise<unknown>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  data: PageData;
  /** Areas (screens/<area>) whose screens are on the page: their styles must come with it. */
  areas: string[];
  /** The page's own title and description, for <title> and link previews. */
  head: PageHead;
  /** Nothing of the screen is on the page: the browser draws it (see ServerRender). */
  drawnByBrowser: boolean;
  /** The address names someone's order, booking or phone: kept by no cache (see ServerRender). */
  privateAddress: boolean;
}

/**
 * Renders a page the way the browser will hydrate it: the same routes, screens and named reads
 * (run in process), waiting for every lazy screen and read, so the HTML holds the content.
 * Rejects when a read or a screen failed: the host then serves the plain shell instead.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const answers = new Map<string, Promise<unknown>>();
  const settled: Array<[string, unknown]> = [];
  const derived: Array<[string, unknown]> = [];
  const server: ServerRender = {
    renderedAt: request.renderedAt,
    areas: new Set(),
    head: {},
    drawnByBrowser: false,
    privateAddress: false,
    read(key) {
      return carried(settled, key, () => {
        const [name, entries] = JSON.parse(key) as [string, [string, string][]];
        return request.read(name, Object.fromEntries(entries));
      });
    },
    derive(key, make) {
      return carried(derived, key, () => make((name, params) => request.read(name, params)));
    },
  };
  /** One answer per key for the render, written into the page data once it has arrived. */
  function carried(
    into: Array<[string, unknown]>,
    key: string,
    make: () => Promise<unknown>,
  ): Promise<unknown> {
    let answer = answers.get(key);
    if (!answer) {
      answer = make().then((data) => {
        into.push([key, data]);
        return data;
      });
      answers.set(key, answer);
    }
    return answer;
  }
  const failures: unknown[] = [];
  const app: ReactNode = (
    <ServerRenderContext.Provider value={server}>
      <I18nProvider strings={translator(request.language)}>
        <StaticRouter location={request.url}>
          <AppStateProvider>
            <Shell />
          </AppStateProvider>
        </StaticRouter>
      </I18nProvider>
    </ServerRenderContext.Provider>
  );
  const { prelude } = await prerenderToNodeStream(app, {
    // Every boundary in place: a large one (Bengali text is three bytes a letter) would otherwise
    // be moved to the end with an inline script to put it back, which the page's CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failures.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failures.length > 0) throw failures[0];
  return {
    html,
    areas: [...server.areas],
    head: server.head,
    drawnByBrowser: server.drawnByBrowser,
    privateAddress: server.privateAddress,
    data: {
      url: request.url,
      language: request.language,
      renderedAt: request.renderedAt.getTime(),
      reads: settled,
      ...(derived.length > 0 ? { derived } : {}),
    },
  };
}
