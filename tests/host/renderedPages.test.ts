import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EmergencyContact } from '@town/core';
import { systemClock } from '@town/core/node';
import { demoCatalog } from '../../demo';
import { createRenderedPages } from '../../server/src/http/pages';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const police = demoCatalog.emergencyContacts.find((e) => e.type === 'police')!;

interface Page {
  status: number;
  html: string;
  headers: Headers;
  /** The page data script, parsed; undefined when the page came as the plain shell. */
  data: { language: string; renderedAt: number; reads: Array<[string, unknown]> } | undefined;
}

describe('local host: pages arrive rendered, per language, until the data changes', () => {
  let api: LocalDriver;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'page.html'))) {
      throw new Error('web/dist/page.html is missing: `npm test` builds the web app first');
    }
    api = await startLocalDriver({ webRoot });
  });
  afterAll(() => api?.stop());

  async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
    const response = await fetch(`${api.url}${path}`, { headers });
    const html = await response.text();
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    return {
      status: response.status,
      html,
      headers: response.headers,
      data: json ? JSON.parse(json) : undefined,
    };
  }

  test('a public page holds its content and the reads it was made from', async () => {
    const emergency = await page('/emergency');
    expect(emergency.status).toBe(200);
    expect(emergency.headers.get('content-type')).toMatch(/^text\/html/);
    expect(emergency.headers.get('vary')).toMatch(/cookie/);
    expect(emergency.html).toContain(police.name);
    expect(emergency.html).toContain('<html lang="en">');
    const names = emergency.data?.reads.map(([key]) => JSON.parse(key)[0]);
    expect(names).toEqual(expect.arrayContaining(['town', 'emergencyContacts']));
    // The area's stylesheet comes with the page: nothing moves when the screen's code arrives.
    expect(emergency.html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/,
    );
  });

  test('the language is the lang cookie, else the phone languages, else English', async () => {
    const bengali = await page('/emergency', { cookie: 'lang=bn' });
    expect(bengali.html).toContain('<html lang="bn">');
    expect(bengali.headers.get('content-language')).toBe('bn');
    expect(bengali.data?.language).toBe('bn');
    const phone = await page('/emergency', { 'accept-language': 'bn-IN,bn;q=0.9,en;q=0.8' });
    expect(phone.data?.language).toBe('bn');
    const chosen = await page('/emergency', { cookie: 'lang=en', 'accept-language': 'bn' });
    expect(chosen.data?.language).toBe('en');
    expect((await page('/emergency', { 'accept-language': 'fr' })).data?.language).toBe('en');
  });

  test('a rendered page is kept until an action changes data or a minute passes', async () => {
    const first = await page('/emergency/police');
    const again = await page('/emergency/police');
    expect(again.html).toBe(first.html);

    const admin = await api.signInAs('admin');
    const renamed: EmergencyContact = { ...police, name: 'Thana </script><script>x()</script>' };
    const edit = await api.call(
      'adminUpdateItem',
      { collection: 'emergencyContacts', doc: renamed },
      admin,
    );
    expect(edit.httpStatus).toBe(200);
    const changed = await page('/emergency/police');
    expect(changed.html).not.toContain(police.name);
    // The name is data, never markup: escaped in the page and in its JSON.
    expect(changed.html).not.toContain('<script>x()');
    const contacts = changed.data?.reads.find(([key]) => key.includes('emergencyContacts'))?.[1];
    expect(JSON.stringify(contacts)).toContain(renamed.name);

    const renderedAt = changed.data?.renderedAt;
    api.advanceClock(61_000);
    const later = await page('/emergency/police');
    expect(later.data?.renderedAt).toBeGreaterThan(renderedAt ?? Number.POSITIVE_INFINITY);
    await api.call('adminUpdateItem', { collection: 'emergencyContacts', doc: police }, admin);
  });

  test('search pages follow the catalog: a renamed product is found by its new name', async () => {
    const rice = demoCatalog.products.find((p) => p.name === 'Miniket Rice')!;
    // A first search makes the host index the town.
    expect((await page('/search?q=rice')).html).toContain(rice.name);
    const admin = await api.signInAs('admin');
    const renamed = { ...rice, name: 'Gobindobhog Zafran Rice' };
    const edit = await api.call('adminUpdateItem', { collection: 'products', doc: renamed }, admin);
    expect(edit.httpStatus).toBe(200);
    try {
      const found = await page('/search?q=zafran');
      expect(found.html).toContain(renamed.name);
      expect((await page('/search?q=miniket')).html).not.toContain('>Miniket Rice<');
    } finally {
      await api.call('adminUpdateItem', { collection: 'products', doc: rice }, admin);
    }
  });

  test('requests for a page while it renders share that one render', async () => {
    // The host's own renderer and template, its reads made through the running host's read API
    // and counted: a page made twice would read its data twice.
    const reads: string[] = [];
    const rendered = () =>
      createRenderedPages({
        webRoot,
        rendererFile: join(webRoot, '..', '.prerender', 'prerender.cjs'),
        clock: systemClock,
        read: async (name, params) => {
          reads.push(name);
          const query = new URLSearchParams(params).toString();
          const response = await fetch(`${api.url}/api/read/${name}${query ? `?${query}` : ''}`);
          return ((await response.json()) as { result: unknown }).result;
        },
        log: () => undefined,
      });
    const request = { url: '/emergency', cookie: undefined, acceptLanguage: 'en' };
    await rendered()?.page(request);
    const readsOfOneRender = reads.splice(0).length;
    expect(readsOfOneRender).toBeGreaterThan(0);

    const pages = rendered();
    const together = await Promise.all([1, 2, 3].map(() => pages?.page(request)));
    expect(reads).toHaveLength(readsOfOneRender);
    expect(new Set(together.map((each) => each?.html)).size).toBe(1);
    expect(together[0]?.html).toContain(police.name);
  });

  /** The bytes as sent (fetch would decode them), with the headers. */
  function raw(path: string, acceptEncoding?: string) {
    return new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      get(`${api.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), headers: response.headers }),
        );
        response.on('error', reject);
      }).on('error', reject);
    });
  }

  test('pages and scripts come compressed as the phone accepts, else as they are', async () => {
    const plain = await raw('/emergency');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain(police.name);
    const brotli = await raw('/emergency', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
    expect(brotli.body.length).toBeLessThan(html.length / 3);
    const gzip = await raw('/emergency', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);

    const entry = readdirSync(join(webRoot, 'assets')).find((name) => /^index-.*\.js$/.test(name));
    const script = await raw(`/assets/${entry}`, 'gzip, br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(script.body)).toEqual(
      readFileSync(join(webRoot, 'assets', `${entry}`)),
    );
  });

  test('personal pages carry their heading only; unknown paths and missing items get the shell', async () => {
    const cart = await page('/cart');
    expect(cart.html).toMatch(/<h1 class="page__title">Your cart<\/h1>/);
    expect(cart.data).toBeDefined();
    // A lead the screen always shows is painted with the heading: it is the largest text on top.
    // A page the browser draws alone asks for the app's code at once; one with content does not.
    const preload = /<link rel="modulepreload" crossorigin href="\/assets\/index-[^"]+\.js">/;
    expect((await page('/login')).html).toMatch(preload);
    expect(cart.html).not.toMatch(preload);
    expect(cart.headers.get('cache-control')).toBe('no-cache');
    const mine = await page('/my');
    expect(mine.html).toMatch(
      /<h1 class="page__title">[^<]+<\/h1><p class="page__lead">[^<]+<\/p>/,
    );
    // An order's link: its heading from the address (code as the screen shows it), its lead,
    // and no shared cache keeps a page whose address names someone's order.
    const link = await page('/order/k7q-4mx');
    expect(link.html).toMatch(
      /<h1 class="page__title">Order K7Q-4MX<\/h1><p class="page__lead">[^<]+<\/p>/,
    );
    expect(link.html).not.toMatch(preload);
    expect(link.headers.get('cache-control')).toBe('private, no-cache');
    for (const path of ['/no-such-page', '/buy/no-such-product']) {
      const shell = await page(path);
      expect(shell.status).toBe(200);
      expect(shell.data).toBeUndefined();
      expect(shell.html).toContain('<div id="root"></div>');
    }
  });
});

describe('local host: no page request can hold the host', () => {
  const renders = 4;
  let api: LocalDriver;

  beforeAll(async () => {
    api = await startLocalDriver({
      webRoot,
      limits: { pageRenders: renders },
      // The test stands in for the proxy: X-Forwarded-For names the client.
      trustProxy: ['127.0.0.1'],
    });
  });
  afterAll(() => api?.stop());

  const html = async (path: string, client: string) =>
    (await fetch(`${api.url}${path}`, { headers: { 'x-forwarded-for': client } })).text();
  const rendered = (page: string) => page.includes('<script id="page-data"');

  test('a pasted page of words is searched by its first words, and shows what was searched', async () => {
    // A 15 KB address (spaces as '+', as a form sends them): about 2,000 words.
    const pasted = Array.from({ length: 3600 }, (_, i) => `word${i}`)
      .join(' ')
      .slice(0, 15_000);
    const page = await html(`/search?q=rui+${pasted.replaceAll(' ', '+')}`, '10.0.0.1');
    expect(rendered(page)).toBe(true);
    // The box holds what was searched, no more than it takes.
    const value = /<input[^>]*type="search"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(value).toBe(`rui ${pasted}`.slice(0, 80));
    expect(page).toMatch(/maxLength="80"|maxlength="80"/);
    // The first words decide the results, as the search box would have sent them.
    const same = await html(`/search?q=${encodeURIComponent(value)}`, '10.0.0.1');
    const results = (text: string) =>
      /<section[^>]*class="search-results".*?<\/section>/s.exec(text)?.[0];
    expect(results(page)).toBeDefined();
    expect(results(page)).toBe(results(same));
  });

  test('query parameters a page does not read make no new page and cost no render', async () => {
    const client = '10.0.0.4';
    const answers = [];
    for (let i = 0; i < renders + 3; i += 1) {
      answers.push(await html(`/emergency?utm_source=flood${i}&q=${i}`, client));
    }
    // One render, kept: every made-up query gets the same page, made for its own address.
    expect(answers.every(rendered)).toBe(true);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('data-prerendered="/emergency"');
    // The parameters the page reads still make their own pages.
    const search = await html('/search?utm_source=x&q=rui', client);
    expect(search).toContain('data-prerendered="/search?q=rui"');
    expect(search).toContain('Rohu (Rui) Fish');
  });

  test(`one client gets ${renders} fresh renders a minute, then the shell; others are unaffected`, async () => {
    const flooder = '10.0.0.2';
    const answers = [];
    for (let i = 0; i < renders + 3; i += 1)
      answers.push(await html(`/search?q=flood${i}`, flooder));
    expect(answers.slice(0, renders).every(rendered)).toBe(true);
    // Past the budget: the app shell, which the browser draws itself (a working page).
    for (const shell of answers.slice(renders)) {
      expect(rendered(shell)).toBe(false);
      expect(shell).toContain('<div id="root"></div>');
    }
    // A page the host keeps costs no render: the flooder still gets it, as does anyone else.
    expect(rendered(await html('/search?q=flood0', flooder))).toBe(true);
    expect(rendered(await html('/search?q=neighbour', '10.0.0.3'))).toBe(true);
    // A minute later the budget is whole again.
    api.advanceClock(61_000);
    expect(rendered(await html('/search?q=later', flooder))).toBe(true);
  });
});
