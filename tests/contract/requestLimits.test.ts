import { addDays, slotsOn } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { describeOnHosts, type Reply } from '../support/hosts';
import { labCollection } from '../support/testTown';

const limits = demoTown.requestLimits;
const today = '2026-11-21'; // the test clock's day in Sonapur
const lastDate = addDays(today, limits.bookingDaysAhead);
const townPhone = demoTown.contact.phone;
const labTest = demoCatalog.labTests.find((test) => test.active)!;

let phones = 0;
const freshPhone = () => `95${String(52_000_000 + phones++).padStart(8, '0')}`;

/** Free appointment slots, each handed out once: doctor, day and time, from tomorrow on. */
function* slotSource() {
  for (let day = 1; day < limits.bookingDaysAhead; day++) {
    const date = addDays(today, day);
    for (const doctor of demoCatalog.doctors.filter((d) => d.active)) {
      for (const slot of slotsOn(doctor, date)) yield { doctorId: doctor.id, date, slot };
    }
  }
}

/** The demo town's own request limits (other suites raise them): slots cannot be hoarded. */
describeOnHosts(
  'limits on bookings, help requests and messages',
  (api) => {
    let clients = 0;
    const freshClient = () => `198.51.100.${++clients}`;
    const slots = slotSource();
    const nextSlot = () => slots.next().value!;

    const book = (phone: string, from: string, at = nextSlot()) =>
      api.call(
        'bookAppointment',
        { ...at, patient: { name: 'Slot Test', phone } },
        undefined,
        from,
      );
    const bookLab = (phone: string, from: string, date = addDays(today, 1)) =>
      api.call(
        'bookLabTest',
        {
          testIds: [labTest.id],
          patient: { name: 'Lab Test', phone },
          ...labCollection({ date }),
          homeCollection: false,
        },
        undefined,
        from,
      );
    const askHelp = (phone: string, from: string) =>
      api.call(
        'requestMedicalAssistance',
        {
          requester: { name: 'Help Test', phone },
          address: { line: '4 Ghat Lane, Sonapur' },
          need: 'A nurse to change a dressing',
          urgent: false,
        },
        undefined,
        from,
      );
    const sendMessage = (from: string) =>
      api.call(
        'sendContactMessage',
        { name: 'Message Test', phone: freshPhone(), message: 'Is the bazaar open on Sunday?' },
        undefined,
        from,
      );
    const booked = (reply: Reply) => reply.body.result as { code: string; secret: string };

    /** Sends `count` requests, each expected through, then the next one, refused with nothing changed. */
    async function refusedAfter(count: number, send: (i: number) => Promise<Reply>) {
      for (let i = 0; i < count; i++) {
        const reply = await send(i);
        expect(reply.httpStatus).toBe(200);
      }
      const before = await api.dump();
      const over = await send(count);
      expect(await api.dump()).toBe(before);
      return over;
    }

    describe(`bookings reach ${limits.bookingDaysAhead} days ahead`, () => {
      test('an appointment on the last day is taken; a day later, or in 2099, is refused', async () => {
        const doctor = demoCatalog.doctors.find(
          (d) => d.active && slotsOn(d, lastDate).length > 0,
        )!;
        const onLast = await book(freshPhone(), freshClient(), {
          doctorId: doctor.id,
          date: lastDate,
          slot: slotsOn(doctor, lastDate)[0]!,
        });
        expect(onLast.httpStatus).toBe(200);
        for (const date of [addDays(lastDate, 1), '2099-06-01']) {
          const before = await api.dump();
          const far = await book(freshPhone(), freshClient(), {
            doctorId: doctor.id,
            date,
            slot: '10:00',
          });
          expect(far.httpStatus).toBe(400);
          expect(far.body.error?.message).toBe(
            `Bookings open ${limits.bookingDaysAhead} days ahead: choose a day up to ${lastDate}`,
          );
          expect(far.body.error?.details).toEqual({
            reason: 'too-far-ahead',
            lastDate,
            daysAhead: limits.bookingDaysAhead,
          });
          expect(await api.dump()).toBe(before);
        }
      });

      test('a lab test, and moving an appointment, past the horizon are refused too', async () => {
        const before = await api.dump();
        const lab = await bookLab(freshPhone(), freshClient(), '2099-06-01');
        expect(lab.httpStatus).toBe(400);
        expect(lab.body.error?.details).toMatchObject({ reason: 'too-far-ahead', lastDate });
        expect(await api.dump()).toBe(before);

        const at = nextSlot();
        const { code, secret } = booked(await book(freshPhone(), freshClient(), at));
        const unmoved = await api.dump();
        const moved = await api.call('rescheduleAppointment', {
          code,
          secret,
          date: '2099-06-01',
          slot: at.slot,
        });
        expect(moved.httpStatus).toBe(400);
        expect(moved.body.error?.details).toMatchObject({ reason: 'too-far-ahead', lastDate });
        expect(await api.dump()).toBe(unmoved);
      });
    });

    test(`one phone holds ${limits.openBookingsPerPhone} open appointments; the next waits until one is cancelled`, async () => {
      const phone = freshPhone();
      const links: Array<{ code: string; secret: string }> = [];
      const over = await refusedAfter(limits.openBookingsPerPhone, async () => {
        const reply = await book(phone, freshClient());
        if (reply.httpStatus === 200) {
          const { code, secret } = booked(reply);
          links.push({ code, secret });
        }
        return reply;
      });
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        `This phone number already has ${limits.openBookingsPerPhone} appointments booked. Cancel one from its link, or call the help desk on ${townPhone}.`,
      );
      expect(over.body.error?.details).toEqual({
        reason: 'too-many-open-bookings',
        kind: 'appointment',
        openBookings: limits.openBookingsPerPhone,
        townPhone,
      });
      expect((await api.call('cancelBooking', links[0]!)).httpStatus).toBe(200);
      expect((await book(phone, freshClient())).httpStatus).toBe(200);
    });

    test(`one client address makes ${limits.bookingsPerClientPerHour} appointments an hour, whatever the phones`, async () => {
      const client = freshClient();
      for (let i = 0; i < limits.bookingsPerClientPerHour; i++) {
        expect((await book(freshPhone(), client)).httpStatus).toBe(200);
      }
      api.advanceClock(20 * 60 * 1000);
      const before = await api.dump();
      const over = await book(freshPhone(), client);
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        'Too many bookings from this connection. Try again in 40 minutes.',
      );
      expect(over.body.error?.details).toEqual({
        reason: 'try-again-later',
        retryAfterSeconds: 40 * 60,
      });
      expect(await api.dump()).toBe(before);
      expect((await book(freshPhone(), freshClient())).httpStatus).toBe(200);

      // The last minute of the wait is worded as one.
      api.advanceClock(39 * 60 * 1000);
      const lastMinute = await book(freshPhone(), client);
      expect(lastMinute.body.error?.message).toBe(
        'Too many bookings from this connection. Try again in 1 minute.',
      );
    });

    test('lab bookings have the same bounds, counted apart from appointments', async () => {
      const phone = freshPhone();
      expect((await book(phone, freshClient())).httpStatus).toBe(200);
      const perPhone = await refusedAfter(limits.openBookingsPerPhone, () =>
        bookLab(phone, freshClient()),
      );
      expect(perPhone.httpStatus).toBe(429);
      expect(perPhone.body.error?.details).toEqual({
        reason: 'too-many-open-bookings',
        kind: 'labTest',
        openBookings: limits.openBookingsPerPhone,
        townPhone,
      });
      const client = freshClient();
      const perClient = await refusedAfter(limits.bookingsPerClientPerHour, () =>
        bookLab(freshPhone(), client),
      );
      expect(perClient.httpStatus).toBe(429);
      expect(perClient.body.error?.details).toMatchObject({ reason: 'try-again-later' });
    });

    test(`help requests: ${limits.openHelpRequestsPerPhone} waiting per phone, ${limits.helpRequestsPerClientPerHour} an hour per address`, async () => {
      const phone = freshPhone();
      const perPhone = await refusedAfter(limits.openHelpRequestsPerPhone, () =>
        askHelp(phone, freshClient()),
      );
      expect(perPhone.httpStatus).toBe(429);
      expect(perPhone.body.error?.message).toBe(
        `This phone number already has ${limits.openHelpRequestsPerPhone} requests for help waiting. The help desk will call you; if it is urgent, call ${townPhone}.`,
      );
      expect(perPhone.body.error?.details).toEqual({
        reason: 'too-many-open-bookings',
        kind: 'assistance',
        openBookings: limits.openHelpRequestsPerPhone,
        townPhone,
      });
      const client = freshClient();
      const perClient = await refusedAfter(limits.helpRequestsPerClientPerHour, () =>
        askHelp(freshPhone(), client),
      );
      expect(perClient.httpStatus).toBe(429);
      expect(perClient.body.error?.message).toBe(
        `Too many requests for help from this connection. Try again in 60 minutes, or call the help desk on ${townPhone}.`,
      );
    });

    test(`one client address sends ${limits.contactMessagesPerClientPerHour} messages an hour`, async () => {
      const client = freshClient();
      const over = await refusedAfter(limits.contactMessagesPerClientPerHour, () =>
        sendMessage(client),
      );
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        'Too many messages from this connection. Try again in 60 minutes.',
      );
      expect(over.body.error?.details).toEqual({
        reason: 'try-again-later',
        retryAfterSeconds: 60 * 60,
      });
      expect((await sendMessage(freshClient())).httpStatus).toBe(200);
    });

    test('a shopping list counts as an order: the phone’s open orders bound it', async () => {
      const phone = freshPhone();
      const over = await refusedAfter(demoTown.orderLimits.openPerPhone, () =>
        api.call(
          'sendFordoList',
          {
            customer: { name: 'List Test', phone },
            address: { line: '9 Canal Road, Sonapur' },
            list: { text: 'Rice 2 kg, dal 1 kg' },
          },
          undefined,
          freshClient(),
        ),
      );
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.details).toMatchObject({ reason: 'too-many-open-orders' });
    });
  },
  { town: demoTown, trustProxy: 1, limits: { submit: 1000, lookup: 1000 } },
);
