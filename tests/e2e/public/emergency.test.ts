import type { EmergencyContact, EmergencyType } from '@town/core';
import { demoCatalog } from '../../../demo';
import {
  describeInBrowser,
  requestFailed,
  telOf,
  useBrowserHarness,
} from '../../support/browserHarness';

const contacts = demoCatalog.emergencyContacts;
const byRank = (a: EmergencyContact, b: EmergencyContact) => a.rank - b.rank;
const ofType = (type: EmergencyType) => contacts.filter((c) => c.type === type).sort(byRank);
const typePages: Array<[EmergencyType, string]> = [
  ['police', 'Police'],
  ['fire', 'Fire'],
  ['ambulance', 'Ambulance'],
  ['hospital', 'Hospital'],
  ['wbsedcl', 'Electricity'],
  ['municipality', 'Municipality'],
];
const allTypes: EmergencyType[] = [...typePages.map(([type]) => type), 'transport'];
/** India's helplines the app carries itself, by the emergency page they belong on. */
const nationalOfType: Partial<Record<EmergencyType, string[]>> = {
  police: ['112', '100', '1091', '181', '1098', '1930'],
  fire: ['112', '101'],
  ambulance: ['112', '108', '102'],
  transport: ['139', '1033'],
};
const nationalCount = 11;

describeInBrowser('the emergency screens in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test('/emergency starts with the national numbers, 112 for every emergency, not "Police"', async () => {
    const page = await h.open('/emergency');
    const national = page.locator('section[aria-labelledby="emergency-national"] a.call-card');
    expect(await national.count()).toBe(nationalCount);
    const top = national.first();
    expect(await top.getAttribute('href')).toBe('tel:112');
    expect(await top.getAttribute('class')).toContain('call-card--prominent');
    expect(await top.textContent()).toMatch(/All emergencies: police, fire, ambulance/);
    expect(await top.textContent()).not.toMatch(/^Police/);
    await national.filter({ hasText: 'Child helpline' }).locator('text=1098').waitFor();
    // The town's own list does not repeat a national number.
    const town = page.locator('section[aria-labelledby="emergency-all"] a[href="tel:112"]');
    expect(await town.count()).toBe(0);
  });

  test("/emergency then puts the town's first number of all seven types, then every number", async () => {
    const page = await h.open('/emergency');
    const first = page.locator('section[aria-labelledby="emergency-first"] a.call-card');
    expect(await first.count()).toBe(allTypes.length);
    const firstLinks = await first.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const expectedFirsts = allTypes
      .map((type) => ofType(type)[0]!)
      .sort(byRank)
      .map((contact) => telOf(contact.phone));
    expect(firstLinks).toEqual(expectedFirsts);
    // The number to try first of all is the filled card.
    expect(await first.first().getAttribute('class')).toContain('call-card--prominent');

    const all = page.locator('section[aria-labelledby="emergency-all"]');
    for (const contact of contacts) {
      await all
        .locator(`a[href="${telOf(contact.phone)}"]`)
        .getByText(contact.name)
        .waitFor();
    }
    // Each group heading leads to that type's page; transport leads to the transport hub.
    await all.getByRole('link', { name: 'Transport' }).click();
    await page.waitForURL('**/emergency/transport');
    await page.getByRole('heading', { level: 1, name: 'Transport' }).waitFor();
  });

  test.each(typePages)(
    '/emergency/%s lists exactly its numbers, first to try first',
    async (type, label) => {
      const page = await h.open(`/emergency/${type}`);
      expect((await page.locator('main h1').textContent())?.trim()).toBe(label);
      const links = await page
        .locator('main a.call-card')
        .evaluateAll((found) => found.map((a) => a.getAttribute('href')));
      expect(links).toEqual([
        ...(nationalOfType[type] ?? []).map(telOf),
        ...ofType(type).map((contact) => telOf(contact.phone)),
      ]);
      // The accessible name says what tapping does and whom it calls.
      const top = ofType(type)[0]!;
      await page
        .getByRole('link', { name: new RegExp(`^Call .*${escapeRegExp(top.name)}.*${top.phone}`) })
        .waitFor();
    },
  );

  test('call cards are big enough to hit in a hurry and nothing overflows a 360 px phone', async () => {
    const page = await h.open('/emergency');
    const sizes = await page
      .locator('main a.call-card')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
    expect(sizes.length).toBe(nationalCount + contacts.length + allTypes.length);
    for (const { width, height } of sizes) {
      expect(height).toBeGreaterThanOrEqual(64);
      expect(width).toBeGreaterThanOrEqual(300);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('in Bengali the labels are Bengali and the numbers stay dialable', async () => {
    const page = await h.open('/emergency/ambulance', { lang: 'bn' });
    expect((await page.locator('main h1').textContent())?.trim()).toBe('অ্যাম্বুলেন্স');
    await page.getByText('২৪ ঘণ্টা').first().waitFor();
    expect(
      await page.locator(`main a[href="${telOf(ofType('ambulance')[0]!.phone)}"]`).count(),
    ).toBe(1);
  });

  test('after one visit, every emergency page shows its numbers with no network', async () => {
    h.allowConsoleError(
      requestFailed,
      'the session check fails offline; the worker serves the page',
    );
    const page = await h.phone({ serviceWorkers: 'allow', lang: null });
    const context = page.context();
    await page.goto(`${h.api.url}/emergency`);
    // Once the worker is active, a reload is served through it: the read is now in its cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await h.settled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    for (const type of ['fire', 'hospital', 'police'] as const) {
      await page.goto(`${h.api.url}/emergency/${type}`);
      await h.settled(page);
      const first = ofType(type)[0]!;
      await page
        .locator(`main a[href="${telOf(first.phone)}"]`)
        .getByText(first.name)
        .waitFor();
    }
    await page.goto(`${h.api.url}/emergency/transport`);
    await h.settled(page);
    const helpline = ofType('transport')[0]!;
    await page.locator(`main a[href="${telOf(helpline.phone)}"]`).waitFor();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
