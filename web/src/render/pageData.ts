import type { AppLanguage } from '../i18n/languages';

/** Id of the script tag that carries what a server-rendered page was rendered from. */
export const pageDataId = 'page-data';

/**
 * What the host rendered a page from, written into the page beside it: the browser hydrates from
 * the same answers, language and time, so its first render matches the HTML to the character
 * and no read is asked for again.
 */
export interface PageData {
  /** Path and query the HTML shows. */
  url: string;
  language: AppLanguage;
  /** Milliseconds since the epoch at which clocks on the page were read ("open now"). */
  renderedAt: number;
  /** Read answers by request key (see `requestKey` in backend/useRead.ts). */
  reads: Array<[key: string, data: unknown]>;
  /**
   * Answers the host worked out from reads without carrying them (ServerRender.derive), by key;
   * the screen that asked for one takes it from here. Not reads: nothing asks a host for them.
   */
  derived?: Array<[key: string, data: unknown]>;
}

/** JSON inside <script>: "</script>" in a shop's name must not end the tag. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's render data, once per visit; undefined for pages the browser renders alone. */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
