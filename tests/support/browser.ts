import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's Chromium, headless. In CI a missing browser is a failure (.ci/run installs it);
 * on a developer machine without it the browser suites are skipped with a notice.
 */
export function browserAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CI)
    throw new Error(`${chromiumPath} is missing: .ci/run installs Debian's chromium`);
  console.warn(`Skipping browser tests: ${chromiumPath} not found (apt-get install chromium).`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Waits until a page shows its heading and takes input. A page the host rendered shows its
 * fields before the code behind them is live; a fill then would be lost when the screen
 * takes over, as a person's typing would (web/src/shell/appReady.ts).
 */
export async function pageLive(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('html.app-ready').waitFor({ state: 'attached' });
}

/** `describe` for suites that drive Chromium: skipped with a notice where it is missing (never in CI). */
export const describeInBrowser = browserAvailable() ? describe : describe.skip;
