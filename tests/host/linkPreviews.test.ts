import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { demoCatalog, demoTown } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const doctor = demoCatalog.doctors[0]!;
const product = `${demoTown.name} Town Services`;

/** The content of a <meta property="…"> tag, or undefined. */
const og = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('local host: a shared page link previews with its own title (Open Graph)', () => {
  let api: LocalDriver;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'page.html'))) {
      throw new Error('web/dist/page.html is missing: `npm test` builds the web app first');
    }
    api = await startLocalDriver({ webRoot });
  });
  afterAll(() => api?.stop());

  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${api.url}${path}`, { headers })).text();

  test("a doctor's page is titled with the doctor and previews with absolute addresses", async () => {
    const path = `/medical/doctorDetails?id=${doctor.id}`;
    const html = await get(path);
    expect(html).toContain(`<title>${doctor.name} · ${product}</title>`);
    expect(og(html, 'og:title')).toBe(doctor.name);
    expect(og(html, 'og:site_name')).toBe(product);
    expect(og(html, 'og:type')).toBe('website');
    expect(og(html, 'og:url')).toBe(`${api.url}${path.replace('&', '&amp;')}`);
    expect(og(html, 'og:image')).toBe(`${api.url}/icon-512.png`);
    expect(og(html, 'og:description')?.length).toBeGreaterThan(0);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test('a page with a lead describes itself with it; in Bengali the preview is Bengali', async () => {
    const english = await get('/emergency');
    expect(og(english, 'og:title')).toBe('Emergency');
    expect(og(english, 'og:description')).toMatch(/^Tap a card to call/);
    expect(english).toContain(
      `<meta name="description" content="${og(english, 'og:description')}"`,
    );
    const bengali = await get('/emergency', { cookie: 'lang=bn' });
    expect(og(bengali, 'og:title')).toBe('জরুরি পরিষেবা');
    expect(og(bengali, 'og:locale')).toBe('bn_IN');
  });

  test('a made-up Host header is never written into the page', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const url = new URL(`${api.url}/emergency`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { host: 'evil.example"><script>alert(1)</script>' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script>alert');
  });
});
