import type { TransportKind } from '@town/core';
import { demoCatalog, demoTown } from '../../../demo';
import {
  departureInstant,
  nextDeparture,
  townClock,
} from '../../../web/src/screens/transport/departures';
import {
  describeInBrowser,
  refusedRequest,
  telOf,
  useBrowserHarness,
} from '../../support/browserHarness';
import { shot } from './screenshots';

const { busRoutes, transport, emergencyContacts } = demoCatalog;
const listings = (kind: TransportKind) => transport.filter((listing) => listing.kind === kind);
const bardhaman = busRoutes.find((route) => route.slug === 'bardhaman')!;
const kolkata = busRoutes.find((route) => route.slug === 'kolkata')!;
const helplines = emergencyContacts.filter((contact) => contact.type === 'transport');

describe('next departure in the town time zone', () => {
  const zone = 'Asia/Kolkata';

  test('the town clock is the wall clock in the town, whatever the machine zone', () => {
    const clock = townClock(new Date('2026-11-21T04:35:20Z'), zone);
    expect(clock).toMatchObject({ year: 2026, month: 11, day: 21, minutes: 10 * 60 + 5 });
    expect(clock.offsetMs).toBe(330 * 60_000);
    // Just after midnight in the town is still the previous day in UTC.
    expect(townClock(new Date('2026-11-21T18:40:00Z'), zone)).toMatchObject({
      day: 22,
      minutes: 10,
    });
  });

  test('the next bus is the first at or after now; after the last one, tomorrow first', () => {
    const times = ['06:00', '08:30', '11:00'];
    expect(nextDeparture(times, 8 * 60 + 29)).toEqual({
      time: '08:30',
      index: 1,
      tomorrow: false,
      minutesAway: 1,
    });
    expect(nextDeparture(times, 8 * 60 + 30)).toMatchObject({ time: '08:30', minutesAway: 0 });
    expect(nextDeparture(times, 11 * 60 + 1)).toEqual({
      time: '06:00',
      index: 0,
      tomorrow: true,
      minutesAway: 24 * 60 - (11 * 60 + 1) + 6 * 60,
    });
    expect(nextDeparture([], 600)).toBeNull();
  });

  test('a departure time becomes the instant it leaves, today or tomorrow', () => {
    const clock = townClock(new Date('2026-11-21T15:00:00Z'), zone);
    expect(departureInstant(clock, '07:15').toISOString()).toBe('2026-11-21T01:45:00.000Z');
    expect(departureInstant(clock, '07:15', 1).toISOString()).toBe('2026-11-22T01:45:00.000Z');
  });
});

describeInBrowser('the transport screens in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test.each(['/transport', '/emergency/transport'])(
    '%s is the transport hub: toto, car, bus and the transport helplines',
    async (path) => {
      const page = await h.open(path);
      expect((await page.locator('main h1').textContent())?.trim()).toBe('Transport');
      for (const [name, href] of [
        ['Toto', '/transport/toto'],
        ['Car', '/transport/car'],
        ['Bus', '/transport/bus'],
      ] as const) {
        expect(
          await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
        ).toBe(href);
      }
      for (const helpline of helplines) {
        await page
          .locator(`main a[href="${telOf(helpline.phone)}"]`)
          .getByText(helpline.name)
          .waitFor();
      }
      const back = page.locator('main .back-link');
      if (path.startsWith('/emergency')) expect(await back.getAttribute('href')).toBe('/emergency');
      else expect(await back.count()).toBe(0);
    },
  );

  test.each(['toto', 'car'] as const)(
    '/transport/%s lists its drivers, free ones first, each with a call button',
    async (kind) => {
      const page = await h.open(`/transport/${kind}`);
      const names = await page.locator('main .listing__name').allTextContents();
      const expected = listings(kind);
      expect([...names].sort()).toEqual(expected.map((listing) => listing.driver).sort());
      const free = expected.filter((listing) => listing.available).length;
      for (const [index, name] of names.entries()) {
        expect(expected.find((listing) => listing.driver === name)?.available).toBe(index < free);
      }
      for (const listing of expected) {
        await page.getByRole('link', { name: `Call ${listing.driver}` }).waitFor();
        expect(
          await page.getByRole('link', { name: `Call ${listing.driver}` }).getAttribute('href'),
        ).toBe(telOf(listing.phone));
      }
    },
  );

  test('/transport/bus lists every route with its next bus, and buses for hire', async () => {
    const page = await h.open('/transport/bus', { at: new Date('2026-11-21T10:05:00+05:30') });
    for (const route of busRoutes) {
      const link = page.getByRole('link', { name: `To ${route.destination}` });
      expect(await link.getAttribute('href')).toBe(`/transport/bus/${route.slug}`);
    }
    const card = page.locator('.route-card', { hasText: `To ${bardhaman.destination}` });
    await card.getByText('Next bus 11:30 am').waitFor();
    for (const owner of listings('bus')) {
      await page.getByRole('link', { name: `Call ${owner.driver}` }).waitFor();
    }
  });

  test('a timetable shows the next bus from the town time, and tomorrow after the last', async () => {
    const morning = await h.open(`/transport/bus/${bardhaman.slug}`, {
      at: new Date('2026-11-21T10:05:00+05:30'),
    });
    expect((await morning.locator('main h1').textContent())?.trim()).toBe('To Bardhaman');
    const out = morning.locator('.timetable__direction--out');
    const next = out.locator('.next-bus');
    await next.getByText('11:30 am').waitFor();
    await next.getByText('Leaves in 1 h 25 min').waitFor();
    await next.getByText('Reaches Bardhaman at about 12:45 pm').waitFor();
    expect(await out.locator('.departure').count()).toBe(bardhaman.departures.length);
    expect(await out.locator('.departure--left').count()).toBe(
      bardhaman.departures.filter((time) => time < '10:05').length,
    );
    expect((await out.locator('.departure--next time').textContent())?.trim()).toBe('11:30 am');
    for (const stop of bardhaman.stops) await morning.locator('.stops').getByText(stop).waitFor();

    const night = await h.open(`/transport/bus/${kolkata.slug}`, {
      at: new Date('2026-11-21T21:00:00+05:30'),
    });
    const late = night.locator('.timetable__direction--out .next-bus');
    await late.getByRole('heading', { name: 'Next bus, tomorrow' }).waitFor();
    await late.getByText('5:00 am').waitFor();
    await late.getByText('No more buses today.').waitFor();
    expect(await night.locator('.departure--left').count()).toBe(0);
  });

  test('the return buses have their own timetable and countdown, and the bus stand its phone and map', async () => {
    const page = await h.open(`/transport/bus/${bardhaman.slug}`, {
      at: new Date('2026-11-21T10:05:00+05:30'),
    });
    const back = page.locator('.timetable__direction--back');
    await back
      .getByRole('heading', { name: `Back: ${bardhaman.destination} to ${bardhaman.from}` })
      .waitFor();
    const returns = bardhaman.returnDepartures!;
    expect(await back.locator('.departure').count()).toBe(returns.length);
    // 11:00 is the first return after 10:05: 55 minutes away, reaching Sonapur 75 minutes later.
    expect((await back.locator('.departure--next time').textContent())?.trim()).toBe('11:00 am');
    await back.locator('.next-bus').getByText('Leaves in 55 min').waitFor();
    await back
      .locator('.next-bus')
      .getByText(`Reaches ${bardhaman.from} at about 12:15 pm`)
      .waitFor();
    expect(await back.locator('.departure--left').count()).toBe(
      returns.filter((time) => time < '10:05').length,
    );

    const stand = demoTown.busStand!;
    const card = page.locator('.bus-stand');
    expect(await card.getByRole('link', { name: `Call ${stand.name}` }).getAttribute('href')).toBe(
      telOf(stand.phone),
    );
    expect(await card.getByRole('link', { name: `Map: ${stand.name}` }).getAttribute('href')).toBe(
      `https://www.openstreetmap.org/?mlat=${stand.pin!.lat}&mlon=${stand.pin!.lng}#map=18/${stand.pin!.lat}/${stand.pin!.lng}`,
    );
    await shot(page, 'bus-return-en');
    const bengali = await h.open(`/transport/bus/${bardhaman.slug}`, {
      lang: 'bn',
      at: new Date('2026-11-21T10:05:00+05:30'),
    });
    await bengali.locator('.timetable__direction--back .next-bus').waitFor();
    await shot(bengali, 'bus-return-bn');
  });

  test('in Bengali the timetable reads in Bengali with Bengali digits', async () => {
    const page = await h.open(`/transport/bus/${bardhaman.slug}`, {
      lang: 'bn',
      at: new Date('2026-11-21T10:05:00+05:30'),
    });
    await page.locator('.next-bus').getByText('১ ঘণ্টা ২৫ মিনিট পরে ছাড়বে').waitFor();
    await page.getByText('₹৬০').waitFor();
  });

  test.each(['/transport/bus/atlantis', '/transport/bus/NOT%20a%20slug'])(
    '%s shows a clear empty state with the way back to all routes',
    async (path) => {
      h.allowConsoleError(refusedRequest(404), 'the host answers an unknown route with 404');
      const page = await h.open(path);
      await page
        .locator('main .empty-state')
        .getByText('We have no bus route to this place')
        .waitFor();
      expect(
        await page
          .locator('main .empty-state')
          .getByRole('link', { name: 'All bus routes' })
          .getAttribute('href'),
      ).toBe('/transport/bus');
    },
  );
});
