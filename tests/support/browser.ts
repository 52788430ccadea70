import { existsSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

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

/**
 * A field's value once the screen has filled it in from what this phone remembered (the last
 * order's contact): that fill is a render after the page takes input, so a read right after
 * `pageLive` can come first. Answers the value, or '' if the field stays empty for `timeoutMs`.
 */
export async function filledValue(field: Locator, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  let value = await field.inputValue();
  while (value === '' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await field.inputValue();
  }
  return value;
}

/** `describe` for suites that drive Chromium: skipped with a notice where it is missing (never in CI). */
export const describeInBrowser = browserAvailable() ? describe : describe.skip;
