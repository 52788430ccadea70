import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeInBrowser, useBrowserHarness } from '../support/browserHarness';

/**
 * On a slow network a page's HTML arrives in pieces, and the browser paints between them. The
 * bars must not move as the rest arrives: before the head asked the browser to wait for both,
 * a paint between the search icon and the language switch drew the icon at the edge and then
 * moved it, and a bottom-bar icon painted before its label moved up when the label came. Here
 * a proxy on 127.0.0.1 hands the browser each page in small pieces, 30 ms apart (a frame is
 * painted in each pause), and every shift Chrome reports inside a bar counts.
 *
 * The page's own content may still move by a few pixels while it arrives: centred text painted
 * half received (the "Loading" line, a button's label) widens when its last letters come.
 */
describeInBrowser(
  'a page arriving in pieces never moves the bars, nor the cards that must stay (360 px)',
  () => {
    const web = useBrowserHarness();
    const pauseMs = 30;
    /** The size of the pieces the proxy sends HTML in; each test sets it (tests run in turn). */
    let piece = 200;
    let proxy: Server;
    let proxyUrl = '';

    beforeAll(async () => {
      proxy = createServer((request, response) => {
        void relay(request.url ?? '/', request.headers, response);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

    async function relay(
      path: string,
      headers: NodeJS.Dict<string | string[]>,
      response: import('node:http').ServerResponse,
    ) {
      const answer = await fetch(`${web.api.url}${path}`, {
        headers: { accept: String(headers.accept ?? '*/*'), cookie: String(headers.cookie ?? '') },
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const kept: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        // fetch has already decoded the body and the pieces are sent unframed.
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          kept[name] = value;
        }
      });
      response.writeHead(answer.status, kept);
      if (!(answer.headers.get('content-type') ?? '').includes('text/html')) {
        response.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += piece) {
        response.write(body.subarray(at, at + piece));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    }

    const bars = '.topbar, .bottombar';
    /**
     * What must stay put on each page: the bars everywhere; on /food also the strip of shops, whose
     * first card once stretched to a taller card arriving after it and moved its buttons down.
     */
    const routes: Array<[string, string]> = [
      ['/', bars],
      ['/privacy', bars],
      ['/cart', bars],
      ['/findOrder', bars],
      ['/food', `${bars}, .shop-strip .shop-card__actions`],
    ];
    test.each(
      routes.flatMap(([path, kept]) => [97, 200].map((piece) => [path, piece, kept] as const)),
    )(
      '%s in %i-byte pieces',
      async (path, size, kept) => {
        piece = size;
        const page = await web.phone({ height: 740 });
        await page.context().addInitScript((kept) => {
          const w = window as unknown as { shifts: string[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            type Shift = PerformanceEntry & {
              value: number;
              sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
            };
            for (const shift of list.getEntries() as Shift[]) {
              for (const { node, previousRect: from, currentRect: to } of shift.sources) {
                const element = node instanceof Element ? node : node?.parentElement;
                if (!element?.closest(kept)) continue;
                w.shifts.push(
                  `${element.outerHTML.slice(0, 80)}: (${from.x}, ${from.y}) to (${to.x}, ${to.y})`,
                );
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        }, kept);
        // The phone's clock reads the host's: a shop's "Open now" stays as the host rendered it.
        await page.clock.setFixedTime(web.api.now());
        // The proxy's own pace sets how long a page takes (/food in 97-byte pieces: about 20 s
        // of pauses, longer when a busy machine runs each pause late), not the host's speed.
        await page.goto(`${proxyUrl}${path}`, { waitUntil: 'networkidle', timeout: 150_000 });
        await page.locator('main h1').first().waitFor();
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: string[] }).shifts,
        );
        expect(shifts).toEqual([]);
        await page.context().close();
      },
      180_000,
    );
  },
);
