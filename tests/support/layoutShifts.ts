import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts layout shifts (what CLS adds up) from the first paint on, in every page the context
 * opens after this call; `layoutShiftsOf` reads the sum.
 */
export async function countLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number };
    w.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        w.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftsOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);
