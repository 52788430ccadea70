import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { refusedRequest } from '../../support/browserHarness';
import { firebaseWebSkipReason, useFirebaseWeb } from '../../support/firebaseWebHarness';
import { repositoryRoot } from '../../support/firestoreEmulator';
import { describeWhen } from '../../support/officialEmulators';
import { demoTownNamesIn } from '../../support/townNames';

/**
 * A real town from an empty start on the Firebase host, on the emulators: the setup link
 * `npm run town:setup-link` makes, the setup page in Chromium making the first admin in Firebase
 * Auth, the town settings saved by the callable, and what the `pages` function answers after
 * (pages and the web manifest made at run time). The build Hosting serves names no town.
 */
const reason = firebaseWebSkipReason();

// Building the app and starting the emulators take a while on a busy two-core machine.
jest.setTimeout(120_000);

describeWhen(reason, 'Firebase host: a new town goes live from the admin screens', () => {
  const firebase = useFirebaseWeb('town', { seed: false });
  const { web, url } = firebase;
  const email = `first-admin-${process.pid}@rampur.example`;
  const password = 'rampur-admin-1';

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();
  const manifest = async () =>
    (await (await fetch(url('/manifest.webmanifest'))).json()) as {
      name: string;
      theme_color: string;
    };

  /** `npm run town:setup-link` as an operator runs it, against the emulators. */
  async function setupLink(): Promise<string> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(repositoryRoot, 'functions', 'cli-dist', 'setupLink.js'),
        '--project',
        firebase.suite.projectId,
        '--site',
        url(''),
      ],
      { env: { ...process.env, FIRESTORE_EMULATOR_HOST: firebase.suite.firestore } },
    );
    const link = /https?:\/\/\S+\/setup#[\w-]+/.exec(stdout)?.[0];
    if (!link) throw new Error(`No link in the command's output:\n${stdout}`);
    return link;
  }

  test('the build Hosting serves and the pages function carries name no town', () => {
    expect(demoTownNamesIn(firebase.dist)).toEqual([]);
    expect(demoTownNamesIn(firebase.rendererDir())).toEqual([]);
  });

  test('an empty town: pages and the manifest name no town', async () => {
    const page = await web.phone();
    await page.goto(url('/'));
    await heading(page, 'Town Services');
    expect(await page.title()).toBe('Town Services');
    expect((await manifest()).name).toBe('Town Services');
  });

  test('the setup link makes the first admin; saved settings show on the next page load', async () => {
    const link = await setupLink();
    const page = await web.phone();
    page.setDefaultTimeout(30_000);
    await page.goto(link);
    await page.getByLabel('Town name', { exact: true }).fill('Rampur');
    await page.getByLabel('Your email address').fill(email);
    await page.getByLabel('Choose a password').fill(password);
    await page.getByRole('button', { name: 'Set up the town' }).click();
    await page.waitForURL(/\/admin\/town$/);
    await heading(page, 'Town settings');

    await page.getByLabel('Tagline', { exact: true }).fill('Everything in Rampur, on your phone');
    await page.getByLabel('Theme colour').fill('#7e22ce');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('Saved. Every page shows the new settings from now on.').waitFor();

    // The pages function and the manifest read the town as stored: no rebuild, no deploy.
    const visitor = await web.phone();
    await visitor.goto(url('/'));
    await heading(visitor, 'Rampur');
    await visitor.getByText('Everything in Rampur, on your phone').first().waitFor();
    expect(await visitor.title()).toBe('Rampur Town Services');
    expect(await visitor.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      '#7e22ce',
    );
    expect(await manifest()).toMatchObject({
      name: 'Rampur Town Services',
      theme_color: '#7e22ce',
    });
    const shell = await (await fetch(url('/app.html'))).text();
    expect(shell).toContain('<title>Rampur Town Services</title>');

    // The link worked once.
    web.allowConsoleError(refusedRequest(400), 'the used link is refused');
    const again = await web.phone();
    await again.goto(link);
    await again.getByLabel('Town name', { exact: true }).fill('Other town');
    await again.getByLabel('Your email address').fill(`other-${email}`);
    await again.getByLabel('Choose a password').fill('another-pass-1');
    await again.getByRole('button', { name: 'Set up the town' }).click();
    await again.getByText('This town is set up already. Admins sign in instead.').waitFor();
  });
});
