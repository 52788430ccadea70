import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts layout shifts as CLS adds them up, from the first paint on, in every page the context
 * opens after this call; `layoutShiftsOf` reads the sum and `visibleLayoutShifts` the sum as
 * Lighthouse reports it, with what moved. Like CLS (and Lighthouse), it leaves out the shifts
 * Chrome marks as following input (`hadRecentInput`).
 *
 * A loaded machine once made Chrome paint a page before its bars were parsed whole (the search
 * icon moved 68 px when the language switch came, 0.00027 at 360 px; a bottom-bar icon moved up
 * when its label came, 0.00004), sometimes marked after input though none was sent. The first
 * paint now waits for both bars (decision 1400; tests/e2e/arrivingInPieces.test.ts).
 */
export async function countLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number; layoutShiftsMoved: string[] };
    w.layoutShifts = 0;
    w.layoutShiftsMoved = [];
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : 'a removed node';
      const id = node.id ? `#${node.id}` : '';
      return `${node.localName}${id}${Array.from(node.classList, (c) => `.${c}`).join('')}`;
    };
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShifts += entry.value;
        const moves = entry.sources.map(
          ({ node, previousRect: a, currentRect: b }) =>
            `${named(node)} (${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height})`,
        );
        w.layoutShiftsMoved.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moves.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftsOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);

/**
 * The smallest sum Lighthouse reports as a shift: it gives CLS to three decimals, so less than
 * this reads 0.000. Chrome on a busy machine can paint a page's content before it is parsed
 * whole; centred text or an icon beside text still arriving then moves a fraction of a pixel
 * (0.00023 on /emergency/police under load; decision 1400's "Not done"). A card or heading moved
 * by data arriving late is 0.01 and more.
 */
export const noVisibleShift = 0.0005;

/** CLS as Lighthouse reports it: to three decimals. */
export const asLighthouseReports = (cls: number) => Math.round(cls * 1000) / 1000;

/**
 * The page's layout shifts as Lighthouse would report them (`cls`, three decimals) and, when
 * that is not 0, every shift with the elements it moved, so a failure says what to fix.
 */
export async function visibleLayoutShifts(page: Page): Promise<{ cls: number; moved: string[] }> {
  const { sum, moved } = await page.evaluate(() => {
    const w = window as unknown as { layoutShifts: number; layoutShiftsMoved: string[] };
    return { sum: w.layoutShifts, moved: w.layoutShiftsMoved };
  });
  const cls = asLighthouseReports(sum);
  return { cls, moved: cls === 0 ? [] : moved };
}
