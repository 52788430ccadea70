import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How a host may send a rendered page: compressed as the browser accepts, else as it is. */
export type PageEncoding = 'br' | 'gzip';

/** The page's bytes in one encoding, made once per kept page and reused for every visitor. */
export interface EncodedPage {
  body: string | Buffer;
  encoding?: PageEncoding;
}

/** The encoding to answer with, from an Accept-Encoding header (a `q=0` refuses one). */
export function pageEncodingOf(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * A rendered page compressed for each encoding asked for, kept with the page. Pages carry their
 * content and its data (the emergency page is about 50 KB); on a slow phone connection the
 * uncompressed bytes cost more time than the render. Brotli at quality 9 takes a few
 * milliseconds once per page, and the page is served many times from the cache.
 */
export function encodedPages(html: string): (acceptEncoding: string | undefined) => EncodedPage {
  const made = new Map<PageEncoding, Buffer>();
  return (acceptEncoding) => {
    const encoding = pageEncodingOf(acceptEncoding);
    if (!encoding) return { body: html };
    let body = made.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(html, { level: 9 });
      made.set(encoding, body);
    }
    return { body, encoding };
  };
}
