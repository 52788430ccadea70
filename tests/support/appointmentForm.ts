import type { Page } from 'playwright-core';

/**
 * On the appointment form, checks the first date that still has a free time and that time;
 * answers both. Late in the town's day today's times are past and the first date offers none,
 * so taking the first date made tests fail by the wall clock.
 */
export async function chooseFirstFreeTime(page: Page): Promise<{ date: string; slot: string }> {
  const dates = page.locator('main input[name="date"]');
  const slot = page.locator('main input[name="slot"]').first();
  await dates.first().waitFor({ state: 'attached' });
  const offered = Math.min(await dates.count(), 7);
  for (let day = 0; day < offered; day++) {
    await dates.nth(day).check();
    const found = await slot.waitFor({ state: 'attached', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!found) continue;
    await slot.check();
    return { date: await dates.nth(day).inputValue(), slot: await slot.inputValue() };
  }
  throw new Error(`None of the first ${offered} dates offers a free time`);
}
