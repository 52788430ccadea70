import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts layout shifts as CLS adds them up, from the first paint on, in every page the context
 * opens after this call; `layoutShiftsOf` reads the sum. Like CLS (and Lighthouse), it leaves out
 * the shifts Chrome marks as following input (`hadRecentInput`): on a heavily loaded machine
 * Chrome sometimes painted the top bar before its last item (the language switch) had its place,
 * moving the search icon 68 px when it did, and marked that shift so (0.00027 at 360 px, seen
 * under 10x CPU throttling with `LayoutShift.sources`; the suites had failed on it twice).
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
