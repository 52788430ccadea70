import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts layout shifts as CLS adds them up, from the first paint on, in every page the context
 * opens after this call; `layoutShiftsOf` reads the sum. Like CLS (and Lighthouse), it leaves out
 * the shifts Chrome marks as following input (`hadRecentInput`).
 *
 * A loaded machine once made Chrome paint a page before its bars were parsed whole (the search
 * icon moved 68 px when the language switch came, 0.00027 at 360 px; a bottom-bar icon moved up
 * when its label came, 0.00004), sometimes marked after input though none was sent. The first
 * paint now waits for both bars (decision 1400; tests/e2e/arrivingInPieces.test.ts).
 */
export async function countLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number };
    w.layoutShifts = 0;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput) w.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftsOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);
