import type { FeedType, ServiceType } from '@town/core';
import { demoCatalog } from '../../../demo';
import { describeInBrowser, telOf, useBrowserHarness } from '../../support/browserHarness';

const { services, feeds } = demoCatalog;
const typeTitles: Array<[ServiceType, string]> = [
  ['electrician', 'Electricians'],
  ['plumber', 'Plumbers'],
  ['carpenter', 'Carpenters'],
  ['tailor', 'Tailors'],
  ['mechanic', 'Mechanics'],
  ['cleaning', 'Cleaning'],
];
const feedTitles: Array<[FeedType, string]> = [
  ['news', 'Town news'],
  ['events', 'Events'],
  ['offers', 'Offers'],
  ['jobs', 'Jobs'],
];

describeInBrowser('the services and feeds screens in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test('/service offers every kind of service with how many are listed, and the feeds', async () => {
    const page = await h.open('/service');
    for (const [type, title] of typeTitles) {
      const tile = page.getByRole('link', { name: new RegExp(`^${title}`) });
      expect(await tile.getAttribute('href')).toBe(`/service/${type}`);
      const count = services.filter((provider) => provider.type === type).length;
      await tile.getByText(`${count} listed`).waitFor();
    }
    for (const [type, title] of feedTitles) {
      expect(
        await page.getByRole('link', { name: new RegExp(`^${title}`) }).getAttribute('href'),
      ).toBe(`/feeds/${type}`);
    }
  });

  test.each(typeTitles)('/service/%s lists its providers with tap-to-call', async (type, title) => {
    const page = await h.open(`/service/${type}`);
    expect((await page.locator('main h1').textContent())?.trim()).toBe(title);
    const providers = services.filter((provider) => provider.type === type);
    expect(await page.locator('main .listing').count()).toBe(providers.length);
    for (const provider of providers) {
      const card = page.locator('main .listing', { hasText: provider.name });
      expect(
        await card.getByRole('link', { name: `Call ${provider.name}` }).getAttribute('href'),
      ).toBe(telOf(provider.phone));
      const charge =
        provider.visitChargePaise === undefined
          ? 'Ask on the phone'
          : `₹${provider.visitChargePaise / 100}`;
      await card.getByText(charge, { exact: true }).waitFor();
      await card.getByText(`${provider.experienceYears} years`, { exact: true }).waitFor();
    }
  });

  test('an unknown service says so and leads back to all services', async () => {
    const page = await h.open('/service/astrologer');
    await page
      .locator('main .empty-state')
      .getByText('We do not list this kind of service')
      .waitFor();
    expect(await page.getByRole('link', { name: 'All services' }).getAttribute('href')).toBe(
      '/service',
    );
  });

  test.each(feedTitles)('/feeds/%s shows its posts, newest first', async (type, title) => {
    const page = await h.open(`/feeds/${type}`);
    expect((await page.locator('main h1').textContent())?.trim()).toBe(title);
    const expected = feeds
      .filter((post) => post.type === type)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .map((post) => post.title);
    expect(await page.locator('main .post__title').allTextContents()).toEqual(expected);
    const nav = page.getByRole('navigation', { name: 'Feeds' });
    expect(await nav.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
  });

  test('an unknown feed says so and offers the four feeds', async () => {
    const page = await h.open('/feeds/gossip');
    const empty = page.locator('main .empty-state');
    await empty.getByText('There is no such feed').waitFor();
    for (const [type, title] of feedTitles) {
      expect(await empty.getByRole('link', { name: title }).getAttribute('href')).toBe(
        `/feeds/${type}`,
      );
    }
  });

  test('in Bengali the feed reads in Bengali with Bengali dates', async () => {
    const page = await h.open('/feeds/jobs', { lang: 'bn' });
    expect((await page.locator('main h1').textContent())?.trim()).toBe('কাজের খবর');
    expect(await page.locator('main .post__date').first().textContent()).toMatch(/[০-৯]/);
  });
});
