import type { Appointment, Doctor } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { describeInBrowser, seriousViolations, useBrowserHarness } from '../support/browserHarness';

const admin = demoStaff.admins[0]!;
const townToday = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: demoTown.timeZone }).format(at);

/**
 * The doctor's token queue as the desk and a patient use it on a 360 px phone: the desk opens
 * today's queue on the bookings screen, adds a walk-in and calls the next; the patient's booking
 * page says where they stand, the public doctor page how many wait; in English and Bengali.
 */
describeInBrowser("the doctor's token queue in Chromium (360 px)", () => {
  const web = useBrowserHarness();
  let doctor: Doctor;
  const links: Array<{ code: string; secret: string }> = [];

  /** A page on the host's clock: the queue is the host's today. */
  async function open(path: string, lang: 'en' | 'bn' = 'en'): Promise<Page> {
    const page = await web.phone({ lang, height: 740, at: web.api.now(), bypassCSP: true });
    await web.visit(page, path);
    return page;
  }

  beforeAll(async () => {
    const date = townToday(web.api.now());
    let slots: string[] = [];
    for (const candidate of demoCatalog.doctors.filter((one) => one.active)) {
      const free = await web.api.read('doctorSlots', { id: candidate.id, date });
      slots = (free.body.result as { slots: string[] }).slots;
      doctor = candidate;
      if (slots.length >= 2) break;
    }
    if (slots.length < 2) throw new Error(`No doctor has two free slots on ${date}`);
    const { session } = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    // Booked in the later slot first: tokens follow the appointment's time, not the booking's.
    for (const [index, slot] of [slots[1]!, slots[0]!].entries()) {
      const reply = await web.api.call('bookAppointment', {
        doctorId: doctor.id,
        date,
        slot,
        patient: { name: `Queue Patient ${index}`, phone: `983002000${index}` },
      });
      if (reply.httpStatus !== 200) throw new Error(`booking failed: ${reply.text}`);
      links.push(reply.body.result as { code: string; secret: string });
    }
    for (const { code } of links) {
      const id = web.api.documents<Appointment>('appointments').find((a) => a.code === code)!.id;
      const moved = await web.api.call(
        'moveBooking',
        { kind: 'appointments', id, to: 'confirmed' },
        session!,
      );
      if (moved.httpStatus !== 200) throw new Error(`confirming failed: ${moved.text}`);
    }
  });

  test('the desk opens the queue, adds a walk-in and calls the next; a double tap moves it once', async () => {
    const page = await web.phone({ height: 740, at: web.api.now(), bypassCSP: true });
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL(/\/admin/);
    await web.visit(page, '/admin/bookings');
    const desk = page.getByRole('region', { name: "Doctor's queue today" });
    await desk.getByLabel('Doctor', { exact: true }).selectOption(doctor.id);
    await desk.getByText("Today's queue is not open.", { exact: false }).waitFor();
    await desk.getByRole('button', { name: "Open today's queue" }).click();
    await desk.getByText('No one called yet · 2 waiting').waitFor();

    await desk.getByLabel("Walk-in patient's name").fill('Rahim Sheikh');
    await desk.getByRole('button', { name: 'Add walk-in' }).click();
    await desk.getByText('No one called yet · 3 waiting').waitFor();
    const tokens = desk.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    // The earlier slot is #1 though it was booked second; the walk-in comes after the day's list.
    expect(await tokens.allTextContents()).toEqual([
      '#1 Queue Patient 1',
      '#2 Queue Patient 0',
      '#3 Rahim Sheikh (walk-in)',
    ]);

    await desk.getByRole('button', { name: 'Call #1' }).click();
    await desk.getByText(/^Now seeing #1 · 2 waiting/).waitFor();
    // Two quick taps on "#1 done · call #2" send the same token twice: the queue moves once.
    const next = desk.getByRole('button', { name: '#1 done · call #2' });
    await next.dblclick();
    await desk.getByText(/^Now seeing #2 · 1 waiting/).waitFor();
    await desk.getByRole('button', { name: '#2 done · call #3' }).waitFor();
    expect(await tokens.nth(0).getAttribute('class')).toBe('staff-desk-queue__done');
    expect(await tokens.nth(1).getAttribute('aria-current')).toBe('step');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the patient sees their turn, the one before them sees theirs passed, the doctor page the count', async () => {
    const [second, first] = links;
    const waitingPatient = await open(`/booking/${second!.code}#${second!.secret}`);
    await waitingPatient.getByText('It is your turn now: #2. Please go in.').waitFor();
    const passed = await open(`/booking/${first!.code}#${first!.secret}`);
    await passed
      .getByText('Your token #1 has been called (now seeing #2). Please speak to the desk.')
      .waitFor();

    const doctorPage = await open(`/medical/doctorDetails?id=${doctor.id}`);
    await doctorPage.getByText("Today's queue: 1 waiting").waitFor();
    expect(await seriousViolations(doctorPage)).toEqual([]);
  });

  test('in Bengali: a booking confirmed after opening joins the end; its patient, the doctor page, the desk', async () => {
    const admin1 = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    // A booking confirmed after the queue opened joins at its end.
    const date = townToday(web.api.now());
    const free = await web.api.read('doctorSlots', { id: doctor.id, date });
    const [slot] = (free.body.result as { slots: string[] }).slots;
    const reply = await web.api.call('bookAppointment', {
      doctorId: doctor.id,
      date,
      slot: slot!,
      patient: { name: 'Late Booker', phone: '9830020009' },
    });
    const late = reply.body.result as { code: string; secret: string };
    const id = web.api.documents<Appointment>('appointments').find((a) => a.code === late.code)!.id;
    await web.api.call(
      'moveBooking',
      { kind: 'appointments', id, to: 'confirmed' },
      admin1.session!,
    );

    const walkIn = await web.api.call(
      'addWalkIn',
      { doctorId: doctor.id, name: 'Mita Das' },
      admin1.session!,
    );
    // The desk's next move gives the late booking its token first (#4): the walk-in is #5.
    expect(walkIn.body.result).toMatchObject({ token: 5 });
    const patient = await open(`/booking/${late.code}#${late.secret}`, 'bn');
    await patient.getByText(/^এখন #২ দেখছেন, আপনি #৪, আনুমানিক \S+ মিনিট।$/).waitFor();
    expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    const doctorPage = await open(`/medical/doctorDetails?id=${doctor.id}`, 'bn');
    await doctorPage.getByText('আজকের লাইন: অপেক্ষায় ৩ জন').waitFor();

    const page = await web.phone({ height: 740, at: web.api.now() });
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL(/\/admin/);
    await web.visit(page, '/admin/bookings');
    await page.getByRole('button', { name: /Bengali/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    const desk = page.getByRole('region', { name: 'আজ ডাক্তারের লাইন' });
    await desk.getByLabel('ডাক্তার', { exact: true }).selectOption(doctor.id);
    await desk.getByRole('button', { name: '#২ শেষ · #৩ ডাকুন' }).waitFor();
    await desk.getByText('#৫ Mita Das (সরাসরি)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
