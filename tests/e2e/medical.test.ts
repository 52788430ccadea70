import { type Doctor, type Order, type Product, slotsOn } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { chooseFirstFreeTime } from '../support/appointmentForm';
import {
  addSession,
  describeInBrowser,
  filledValue,
  pageIn,
  pageLive,
  refusedRequest,
  signedIn,
  useBrowserHarness,
} from '../support/browserHarness';

const c = demoCatalog;
function first<T>(list: readonly T[], predicate: (item: T) => boolean): T {
  const found = list.find(predicate);
  if (!found) throw new Error('The demo data lacks an item this test needs');
  return found;
}
const pharmacy = c.products.filter((p) => p.shopType === 'pharmacy');
const overTheCounter = first(pharmacy, (p) => p.available && !p.prescriptionRequired);
const prescribed = first(pharmacy, (p) => p.available && p.prescriptionRequired === true);
const specialist = first(c.doctors, (d) => d.kind === 'specialist');
const general = first(c.doctors, (d) => d.kind === 'general');
const homeTest = first(c.labTests, (t) => t.homeCollection);
/** The free national ambulance the medical screens offer, built into the app. */
const ambulance = { name: 'the free ambulance (108)', phone: '108' };

/** "Fever & Pain" -> "fever-pain": how a medicine type appears in /medical/common/{type}. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A real 1×1 PNG: the upload route checks the bytes, not just the content type. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const isoDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: demoTown.timeZone }).format(at);

describeInBrowser('the medical area in Chromium on the local host', () => {
  const web = useBrowserHarness();
  /**
   * One phone a test: its pages share cookies and storage. No service worker (the harness's
   * default): installing it on each test's phone precached the whole build, and no check here
   * is about it; the offline and shell suites check the worker.
   */
  const phoneOfTest = web.phonePerTest({ lang: null, height: 740 });

  /**
   * A page whose clock is the host's (bookings are checked against the server's today). Given
   * a page the test is done with, it opens the path there: a tab of its own is a renderer more.
   */
  async function open(path: string, done?: Page): Promise<Page> {
    const page = done ?? (await pageIn(phoneOfTest()));
    await page.clock.setFixedTime(web.api.now());
    await page.goto(`${web.api.url}${path}`);
    await pageLive(page);
    return page;
  }

  /**
   * The admin signed in on this test's phone, as the sign-in screen leaves it (that screen is
   * the staff suite's), then `path` opened: a page load and a form fewer.
   */
  async function openAsAdmin(path: string, done?: Page): Promise<Page> {
    const { session, storage } = await signedIn(web.api, 'admin', demoStaff.admins[0]!);
    await addSession(phoneOfTest(), web.api.url, session ?? '');
    const page = done ?? (await pageIn(phoneOfTest()));
    // This tab's, not the phone's: a photo opens in a sandboxed tab that may not read storage.
    await page.addInitScript((entries) => {
      if (!location.protocol.startsWith('http')) return;
      for (const [key, text] of Object.entries(entries)) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, text);
      }
    }, storage ?? {});
    return open(path, page);
  }

  const main = (page: Page) => page.locator('main');
  const heading = (page: Page, name: string | RegExp) =>
    main(page).getByRole('heading', { level: 1, name }).waitFor();

  test('the hub links every service, the specialties and the medicine types', async () => {
    const page = await open('/medical');
    await heading(page, 'Medical');
    for (const name of ['Doctors', 'Pharmacy', 'Lab tests', 'Appointment', 'Medical help']) {
      await main(page)
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .waitFor();
    }
    await main(page)
      .getByRole('link', { name: new RegExp(`^${specialist.specialty}`) })
      .waitFor();
    // General Medicine is a specialty too, and the first: most visits start there.
    const specialties = await main(page)
      .locator('[aria-labelledby="med-specialties"] .chip')
      .allTextContents();
    expect(specialties[0]).toMatch(new RegExp(`^${general.specialty}`));
    await main(page)
      .getByRole('link', { name: new RegExp(`^${overTheCounter.category}`) })
      .first()
      .waitFor();
    const call = main(page).getByRole('link', { name: `Call ${ambulance.name}` });
    expect(await call.getAttribute('href')).toBe(`tel:${ambulance.phone.replace(/[^\d+]/g, '')}`);
    await main(page)
      .getByRole('link', { name: new RegExp(`^${specialist.specialty}`) })
      .click();
    await heading(page, specialist.specialty);
    await main(page).getByRole('heading', { name: specialist.name }).waitFor();
  });

  test('the pharmacy lists its products by type; a type page shows only that type', async () => {
    const page = await open('/medical/pharmacy');
    await heading(page, 'Pharmacy');
    for (const product of pharmacy) {
      await main(page).getByRole('heading', { name: product.name, exact: true }).waitFor();
    }
    await main(page).getByText('Prescription needed').first().waitFor();

    const type = overTheCounter.category;
    const typePage = await open(`/medical/common/${slug(type)}`, page);
    await heading(typePage, type);
    const names = await main(typePage).locator('.med-product__name').allTextContents();
    expect(names.sort()).toEqual(
      pharmacy
        .filter((p) => p.category === type)
        .map((p) => p.name)
        .sort(),
    );

    const unknown = await open('/medical/common/astrology', typePage);
    await main(unknown).getByText('We have no medicines of this type').waitFor();
    await main(unknown).getByRole('link', { name: 'See all medicines' }).waitFor();
  });

  test('the doctors page opens on general physicians; the choice is kept while moving around', async () => {
    const page = await open('/medical/doctor');
    await heading(page, 'Doctors');
    const specialistsButton = main(page).getByRole('button', { name: 'Specialists' });
    const generalButton = main(page).getByRole('button', { name: 'General physicians' });
    expect(await generalButton.getAttribute('aria-pressed')).toBe('true');
    await main(page).getByRole('heading', { name: general.name }).waitFor();
    // Every specialty in town, General Medicine first.
    await main(page)
      .getByRole('link', { name: new RegExp(`^${general.specialty}`) })
      .waitFor();
    await main(page)
      .getByRole('link', { name: new RegExp(`^${specialist.specialty}`) })
      .waitFor();
    expect(await main(page).getByRole('heading', { name: specialist.name }).count()).toBe(0);

    await specialistsButton.click();
    expect(await specialistsButton.getAttribute('aria-pressed')).toBe('true');
    await main(page).getByRole('heading', { name: specialist.name }).waitFor();
    expect(await main(page).getByRole('heading', { name: general.name }).count()).toBe(0);
    await generalButton.click();

    // Through the doctor's page and back: the choice lives in the app state, not the page.
    await main(page).getByRole('link', { name: general.name, exact: true }).click();
    await heading(page, general.name);
    await main(page).getByRole('link', { name: 'Back' }).click();
    await heading(page, 'Doctors');
    expect(await generalButton.getAttribute('aria-pressed')).toBe('true');
  });

  test('a doctor card shows chamber, hours, fee and a call link', async () => {
    const page = await open('/medical/doctor');
    await main(page).getByRole('button', { name: 'Specialists' }).click();
    const card = main(page).locator('article', {
      has: page.getByRole('heading', { name: specialist.name }),
    });
    await card.getByText(specialist.chamber.name).waitFor();
    await card.getByText(specialist.chamber.address).waitFor();
    await card.getByText(`₹${specialist.feePaise / 100} per visit`).waitFor();
    expect(await card.locator('.med-hours li').count()).toBeGreaterThan(0);
    const call = card.getByRole('link', { name: `Call ${specialist.chamber.name}` });
    expect(await call.getAttribute('href')).toBe(`tel:${specialist.chamber.phone}`);
  });

  test('doctor details by id, and clear empty states for unknown ids and specialties', async () => {
    web.allowConsoleError(refusedRequest(404, 400), 'unknown and malformed doctor ids');
    const page = await open(`/medical/doctorDetails?id=${general.id}`);
    await heading(page, general.name);
    await main(page).getByRole('heading', { name: 'Chamber hours' }).waitFor();
    expect(await main(page).locator('.med-week tr').count()).toBe(7);
    await main(page).getByRole('link', { name: 'Book appointment' }).click();
    await heading(page, 'Book an appointment');
    await main(page).getByRole('link', { name: general.name }).waitFor();

    for (const path of [
      '/medical/doctorDetails?id=no-such-doctor',
      '/medical/doctorDetails',
      '/medical/doctorDetails?id=bad%20id!',
    ]) {
      const missing = await open(path, page);
      await heading(missing, 'Doctor not found');
      await main(missing).locator('.empty-state').waitFor();
    }
    const unknown = await open('/medical/doctor/doctorDetails/astrology', page);
    await main(unknown).getByText('We have no doctors of this specialty').waitFor();
  });

  test('an appointment is booked with a date and a free slot', async () => {
    const page = await open(`/medical/appointment?id=${specialist.id}`);
    await heading(page, 'Book an appointment');
    const { date, slot } = await chooseFirstFreeTime(page);
    expect(date >= isoDate(web.api.now())).toBe(true);
    await main(page).getByLabel("Patient's name").fill('Rupa Das');
    await main(page).getByLabel('Mobile number').fill('+91 98300 11111');
    await main(page)
      .getByLabel(/Patient's age/)
      .fill('34');
    await main(page).getByRole('button', { name: 'Book appointment' }).click();
    await heading(page, 'Your appointment is booked');
    const code = (await main(page).locator('.med-thanks__code').textContent())?.trim();

    const booked = web.api
      .documents<{ code: string; doctorId: string; date: string; slot: string; patient: object }>(
        'appointments',
      )
      .find((a) => a.code === code);
    expect(booked).toMatchObject({
      doctorId: specialist.id,
      date,
      slot,
      patient: { name: 'Rupa Das', phone: '9830011111', age: 34 },
    });
    await main(page).getByText(specialist.name).waitFor();
    expect(page.url()).toContain(`code=${code}`);
  });

  test('a slot taken by someone else meanwhile says so and is no longer offered', async () => {
    web.allowConsoleError(refusedRequest(409), 'the slot was taken first');
    const doctor: Doctor = first(
      c.doctors,
      (d) => d.kind === 'specialist' && d.id !== specialist.id,
    );
    const page = await open(`/medical/appointment?id=${doctor.id}`);
    const { date, slot } = await chooseFirstFreeTime(page);
    const other = await web.api.call('bookAppointment', {
      doctorId: doctor.id,
      date,
      slot,
      patient: { name: 'Someone Else', phone: '9830022222' },
    });
    expect(other.httpStatus).toBe(200);

    await main(page).getByLabel("Patient's name").fill('Late Comer');
    await main(page).getByLabel('Mobile number').fill('9830033333');
    await main(page).getByRole('button', { name: 'Book appointment' }).click();
    await main(page).getByText('that time was just booked by someone else').waitFor();
    await page.waitForFunction(
      (taken) => !document.querySelector(`input[name="slot"][value="${taken}"]`),
      slot,
    );
    expect(await main(page).locator('input[name="slot"]').count()).toBeGreaterThan(0);
    expect(await main(page).locator('input[name="slot"]:checked').count()).toBe(0);
  });

  test('lab tests are booked with home collection on one date field and a collection time the lab has', async () => {
    const page = await open('/medical/labTest');
    await heading(page, 'Lab tests');
    await main(page).getByLabel(`Choose ${homeTest.name}`).check();
    await main(page).getByText('1 test chosen').waitFor();
    const form = main(page).locator('#med-lab-book');
    // One field the phone's own date picker fills, not three dropdowns.
    const day = form.getByLabel('Day of the test');
    expect(await day.getAttribute('type')).toBe('date');
    expect(await form.locator('select').count()).toBe(0);
    const date = await day.inputValue();
    expect(date >= isoDate(web.api.now())).toBe(true);
    // The times are the lab's, from the town config; a later day offers its own.
    const offered = await form
      .locator('input[name="time"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const lab = slotsOn(demoTown.lab!.collection!, date);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((time) => lab.includes(time))).toBe(true);
    await form.locator('input[name="time"]').first().check();
    const time = offered[0]!;
    await main(page).getByLabel('Collect the sample from home').check();
    await main(page).getByLabel('Address for sample collection').fill('12 College Para, Sonapur');
    await main(page).getByLabel("Patient's name").fill('Mita Roy');
    await main(page).getByLabel('Mobile number').fill('9830044444');
    await main(page).getByRole('button', { name: 'Book tests' }).click();
    await heading(page, 'Your lab tests are booked');
    const code = (await main(page).locator('.med-thanks__code').textContent())?.trim();
    const booking = web.api
      .documents<{ code: string; testIds: string[]; homeCollection: boolean; totalPaise: number }>(
        'labBookings',
      )
      .find((b) => b.code === code);
    expect(booking).toMatchObject({
      testIds: [homeTest.id],
      homeCollection: true,
      totalPaise: homeTest.pricePaise,
      date,
      time,
      status: 'requested',
    });
  });

  test('the lab booking form says what is missing before sending anything', async () => {
    const before = web.api.documents('labBookings').length;
    const page = await open('/medical/labTest');
    await main(page).getByRole('button', { name: 'Book tests' }).click();
    await main(page).getByText('Choose at least one test.').waitFor();
    await main(page).getByText('Enter a 10-digit mobile number').waitFor();
    await main(page).getByText('Choose a collection time.').waitFor();
    expect(web.api.documents('labBookings').length).toBe(before);
  });

  /** An appointment in the doctor's first two free slots of a coming day, and its private link. */
  async function bookedAppointment(doctor: Doctor) {
    for (let offset = 1; offset < 15; offset++) {
      const date = isoDate(new Date(web.api.now().getTime() + offset * 86_400_000));
      const free = await web.api.read('doctorSlots', { id: doctor.id, date });
      const [first, second] = (free.body.result as { slots: string[] }).slots;
      if (!first || !second) continue;
      const reply = await web.api.call('bookAppointment', {
        doctorId: doctor.id,
        date,
        slot: first,
        patient: { name: 'Mita Roy', phone: '9830011155' },
      });
      const { code, secret } = reply.body.result as { code: string; secret: string };
      return { code, secret, date, first, second };
    }
    throw new Error('No chamber day with two slots');
  }

  test('after moving an appointment the page says so at its top, in view', async () => {
    const booked = await bookedAppointment(general);
    const page = await open(`/booking/${booked.code}#${booked.secret}`);
    await main(page).getByRole('button', { name: 'Choose another time' }).click();
    const slot = main(page).locator(`input[name="slot"][value="${booked.second}"]`);
    // The time's button, as a finger taps it (the radio inside is kept out of sight).
    await main(page)
      .locator('.med-booking-move .med-option', {
        has: page.locator(`input[value="${booked.second}"]`),
      })
      .click();
    expect(await slot.isChecked()).toBe(true);
    await main(page).getByRole('button', { name: 'Move to this time' }).click();
    const done = main(page).locator('.med-booking-done');
    await done.getByText(/^Moved to .*The help desk confirms the new time/).waitFor();
    // Brought into view and focused: the button that moved it was far down the page.
    await page.waitForFunction(() => {
      const notice = document.querySelector('.med-booking-done');
      if (!notice) return false;
      const box = notice.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === notice;
    });
    await main(page).getByText('Moved to', { exact: false }).first().waitFor();
    expect(
      web.api
        .documents<{ code: string; slot: string }>('appointments')
        .find((a) => a.code === booked.code)?.slot,
    ).toBe(booked.second);
  });

  test('the desk confirms from the bookings screen; the patient page shows the step', async () => {
    const booked = await bookedAppointment(general);
    const office = await openAsAdmin('/admin/bookings?kind=appointments');
    const card = main(office).getByRole('article', { name: booked.code });
    await card.getByText('Waiting for confirmation').waitFor();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText('Confirmed', { exact: true }).waitFor();
    // Only the steps the booking can take now are offered: nobody is seen before their day.
    await card.getByRole('button', { name: 'Cancel booking' }).waitFor();
    expect(await card.getByRole('button', { name: 'Seen by the doctor' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'No-show' }).count()).toBe(0);

    const patient = await open(`/booking/${booked.code}#${booked.secret}`, office);
    const bookingCard = main(patient).locator('.med-booking-card');
    await bookingCard.locator('.status-pill', { hasText: 'Confirmed' }).waitFor();
    await bookingCard.getByText('Confirmed: the chamber expects you at this time.').waitFor();
    const steps = await bookingCard.locator('.med-timeline__step').allTextContents();
    expect(steps[0]).toMatch(/^Booked for /);
    expect(steps[1]).toMatch(/^Confirmed for /);
    expect(steps[2]).toMatch(/^Seen/);
  });

  test('a medical help request is sent and confirmed with its code', async () => {
    const page = await open('/medical/mediAssist');
    await heading(page, 'Medical help at home');
    await main(page)
      .getByRole('link', { name: `Call ${ambulance.name}` })
      .waitFor();
    await main(page).getByLabel('What help is needed?').fill('Nurse to dress a leg wound');
    await main(page).getByLabel('This is urgent').check();
    await main(page).getByLabel('Your name').fill('Anil Saha');
    await main(page).getByLabel('Mobile number').fill('12345');
    await main(page).getByLabel('Where is the patient?').fill('4 Mill Road, Sonapur');
    await main(page).getByRole('button', { name: 'Send request' }).click();
    await main(page).getByText('Enter a 10-digit mobile number').waitFor();
    await main(page).getByLabel('Mobile number').fill('98300 55555');
    await main(page).getByRole('button', { name: 'Send request' }).click();
    await heading(page, 'Your request is sent');
    const code = (await main(page).locator('.med-thanks__code').textContent())?.trim();
    const request = web.api
      .documents<{ code: string; urgent: boolean; requester: object }>('medicalAssistance')
      .find((r) => r.code === code);
    expect(request).toMatchObject({
      urgent: true,
      requester: { name: 'Anil Saha', phone: '9830055555' },
    });
  });

  async function fillDelivery(page: Page, phone: string) {
    await main(page).getByLabel('Your name').fill('Kakoli Pal');
    await main(page).getByLabel('Mobile number').fill(phone);
    await main(page)
      .getByLabel(/^Address/)
      .fill('7 Station Road, Sonapur');
  }

  test('medicines from the pharmacy are ordered with a prescription photo and found by phone', async () => {
    const page = await open('/medical/pharmacy');
    await main(page)
      .getByRole('button', { name: `Add to cart: ${overTheCounter.name}` })
      .click();
    await main(page)
      .getByRole('button', { name: `One more ${overTheCounter.name}` })
      .click();
    await main(page).getByText('2 in cart').waitFor();
    await main(page)
      .getByRole('button', { name: `Order now: ${prescribed.name}` })
      .click();
    await heading(page, 'Order medicines');
    await main(page).getByText(overTheCounter.name, { exact: true }).waitFor();
    await main(page).getByText(prescribed.name, { exact: true }).waitFor();

    // A prescription-only medicine without the photo: the form says so and sends nothing.
    const ordersBefore = web.api.documents('orders').length;
    await fillDelivery(page, '9830066666');
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await main(page).getByText(`Add a photo of the prescription for: ${prescribed.name}`).waitFor();
    expect(web.api.documents('orders').length).toBe(ordersBefore);

    await main(page).getByLabel('Take or choose a photo').setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await main(page).getByRole('img', { name: 'Your prescription photo' }).waitFor();
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await heading(page, 'Thank you, your order is placed');
    const code = (await main(page).locator('.med-thanks__code').textContent())?.trim();

    const order = web.api.documents<Order>('orders').find((o) => o.code === code);
    expect(order).toMatchObject({
      kind: 'pharmacy',
      customer: { name: 'Kakoli Pal', phone: '9830066666' },
      address: { line: '7 Station Road, Sonapur' },
    });
    expect(order?.prescriptionPhoto).toMatch(/^uploads\//);
    expect(order?.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [overTheCounter.id, 2],
        [prescribed.id, 1],
      ].sort(),
    );

    // The medicines left the cart; the contact is remembered for Find Order and the next order.
    const stored = await page.evaluate((slugKey) => {
      return {
        cart: localStorage.getItem(slugKey),
        contact: localStorage.getItem('orderContact'),
        address: localStorage.getItem('deliveryAddress'),
      };
    }, `${demoTown.slug}_cart`);
    expect(JSON.parse(stored.cart ?? '[]')).toEqual([]);
    expect(stored.contact).toBe('9830066666');
    expect(JSON.parse(stored.address ?? '{}')).toMatchObject({
      name: 'Kakoli Pal',
      line: '7 Station Road, Sonapur',
    });

    // The private link is kept on this browser and shown to share; it opens the whole order.
    const links = await page.evaluate(() => JSON.parse(localStorage.getItem('orderLinks') ?? '[]'));
    expect(links).toEqual([{ code, secret: expect.any(String), placedAt: order?.createdAt }]);
    await main(page).getByRole('heading', { name: 'Your private order link' }).waitFor();
    expect(await main(page).locator('.order-link__url').inputValue()).toBe(
      `${web.api.url}/order/${code}#${links[0].secret}`,
    );
    const opened = await web.api.call('openOrderLink', { code, secret: links[0].secret });
    expect(opened.body.result).toMatchObject({ order: { kind: 'pharmacy', hasPhoto: true } });
    // By phone alone, medicines stay private: no items, and not even the pharmacy's name.
    const found = await web.api.call('findOrders', { phone: '9830066666' });
    expect(found.text).not.toContain(prescribed.name);
    expect(found.text).not.toContain(code!);
    expect((found.body.result as { orders: Array<{ shops: string[] }> }).orders[0]!.shops).toEqual(
      [],
    );

    await main(page).getByRole('link', { name: 'Track your order' }).waitFor();

    // The admin opens the prescription from the order list: it opens in a tab of its own.
    const office = await openAsAdmin('/admin/orders', page);
    const card = main(office).getByRole('article', { name: `Order ${code}` });
    // Chromium's own image viewer tries a script in the photo's tab, and the photo's sandbox
    // refuses it (as it should): the browser logs that refusal, some runs, as an error.
    web.allowConsoleError(
      /Blocked script execution in '[^']*\/api\/photos\/[^']*' because the document's frame is sandboxed/,
      "the photo's sandbox refusing the browser's image viewer script",
    );
    const [tab] = await Promise.all([
      phoneOfTest().waitForEvent('page'),
      card.getByRole('link', { name: 'Prescription photo' }).click(),
    ]);
    await tab.waitForURL(/\/api\/photos\//);
    // The photo's own page runs nothing (a sandboxing CSP): read it from the admin's page.
    const shown = await office.evaluate(async (url) => {
      const reply = await fetch(url);
      return {
        type: reply.headers.get('content-type'),
        bytes: (await reply.arrayBuffer()).byteLength,
      };
    }, tab.url());
    // Kept as re-encoded pixels: a JPEG whatever the phone sent.
    expect(shown.type).toBe('image/jpeg');
    expect(shown.bytes).toBeGreaterThan(0);
  });

  test('a prescription photo alone is an order; the next form is filled in from the last one', async () => {
    const page = await open('/medical/order');
    await main(page).getByText('No medicines chosen').waitFor();
    await fillDelivery(page, '9830077777');
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await main(page).getByText('Choose a medicine or add a photo of the prescription.').waitFor();
    await main(page).getByLabel('Take or choose a photo').setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await heading(page, 'Thank you, your order is placed');
    const code = (await main(page).locator('.med-thanks__code').textContent())?.trim();
    const order = web.api.documents<Order>('orders').find((o) => o.code === code);
    expect(order).toMatchObject({ kind: 'pharmacy', items: [] });
    expect(order?.prescriptionPhoto).toMatch(/^uploads\//);

    const again = await open('/medical/order', page);
    expect(await filledValue(main(again).getByLabel('Your name'))).toBe('Kakoli Pal');
    expect(await filledValue(main(again).getByLabel('Mobile number'))).toBe('9830077777');
    expect(await filledValue(main(again).getByLabel(/^Address/))).toBe('7 Station Road, Sonapur');
  });

  test('the thank-you page shows the code from the address, or says there is nothing', async () => {
    const page = await open('/medical/thankYou?kind=appointment&code=K7Q-4MX');
    await heading(page, 'Your appointment is booked');
    await main(page).getByText('K7Q-4MX').waitFor();
    await main(page).getByRole('heading', { name: 'What happens next' }).waitFor();
    const none = await open('/medical/thankYou', page);
    await heading(none, 'Nothing to confirm');
  });

  test('in Bengali the doctors read in Bengali with prices in Bengali digits', async () => {
    const page = await pageIn(phoneOfTest());
    // Bengali chosen earlier on this phone: in its storage before the page loads.
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'bn');
    });
    await page.goto(`${web.api.url}/medical/doctor`);
    await main(page).getByRole('heading', { level: 1, name: 'ডাক্তার' }).waitFor();
    await main(page).getByRole('button', { name: 'বিশেষজ্ঞ' }).waitFor();
    const fee =
      (await main(page).locator('.med-facts__strong', { hasText: '₹' }).first().textContent()) ??
      '';
    expect(fee).toMatch(/₹[০-৯]/);
  });

  test('products the pharmacy sells are shown with the price the backend has', async () => {
    const product: Product = overTheCounter;
    const page = await open(`/medical/common/${slug(product.category)}`);
    const card = main(page).locator('article', {
      has: page.getByRole('heading', { name: product.name, exact: true }),
    });
    await card.getByText(`₹${product.pricePaise / 100}`).waitFor();
    await card.getByText(product.unit, { exact: false }).first().waitFor();
  });

  // Last in this file: it moves the host's clock on to the day of the visit.
  test('on the day of the visit the desk marks the patient seen, and the patient page says so', async () => {
    const booked = await bookedAppointment(general);
    const { profile, password } = demoStaff.admins[0]!;
    const admin = await web.api.signIn('adminSignIn', { email: profile.email, password });
    const id = web.api
      .documents<{ id: string; code: string }>('appointments')
      .find((a) => a.code === booked.code)!.id;
    const confirmed = await web.api.call(
      'moveBooking',
      { kind: 'appointments', id, to: 'confirmed' },
      admin.session!,
    );
    expect(confirmed.httpStatus).toBe(200);
    web.api.advanceClock(
      Date.parse(`${booked.date}T${booked.first}:00+05:30`) - web.api.now().getTime(),
    );

    const office = await openAsAdmin('/admin/bookings?kind=appointments');
    const card = main(office).getByRole('article', { name: booked.code });
    await card.getByRole('button', { name: 'No-show' }).waitFor();
    await card.getByRole('button', { name: 'Seen by the doctor' }).click();
    await card.getByText('Seen', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    const patient = await open(`/booking/${booked.code}#${booked.secret}`, office);
    const bookingCard = main(patient).locator('.med-booking-card');
    await bookingCard.getByText('The doctor has seen you.', { exact: false }).waitFor();
    expect(await main(patient).getByRole('button', { name: 'Cancel this booking' }).count()).toBe(
      0,
    );
  });
});
