import { townDate } from '@town/core';
import { demoCatalog } from '../../demo';
import { chats } from '../support/alertingHost';
import { type BotHost, describeBotOnHosts, followTokenFor } from '../support/botHosts';
import type { FakeUser } from '../support/fakeTelegram';
import type { DemoStaffMember } from '../support/localDriver';
import { townMorningClock } from '../support/realClocks';
import { staffSessions } from '../support/staffFixtures';
import { testTown } from '../support/testTown';

const desk: FakeUser = { id: 7200001, first_name: 'Desk Dola' };
const vendor: FakeUser = { id: 7200002, first_name: 'Vendor Vikram' };
const patient: FakeUser = { id: 7200021, first_name: 'Rupa' };

/**
 * `/next` from the desk's linked account moves the day's queue, once per token closed; the
 * patient following their booking hears when three are ahead of them.
 */
describeBotOnHosts(
  "the doctor's queue from Telegram",
  (bot) => {
    const b = (): BotHost => bot();
    let sessionOf: (who: DemoStaffMember) => Promise<string>;
    const today = () => townDate(b().api.now(), testTown.timeZone);
    const lastTo = (who: FakeUser) => b().fake.messagesTo(String(who.id)).at(-1)?.text ?? '';

    async function link(who: DemoStaffMember, user: FakeUser) {
      const reply = await b().api.call('connectTelegram', {}, await sessionOf(who));
      const { link: deepLink } = reply.body.result as { link: string };
      const code = new URL(deepLink).searchParams.get('start')!;
      await b().deliver(b().fake.userSays(user, `/start ${code}`));
      expect(lastTo(user)).toMatch(/^Connected/);
    }

    /** A doctor with a free slot later today (the hosts' clock reads 09:30 in the town at the start). */
    async function slotToday() {
      for (const doctor of demoCatalog.doctors.filter((d) => d.active)) {
        const reply = await b().api.read('doctorSlots', { id: doctor.id, date: today() });
        const [slot] = (reply.body.result as { slots: string[] }).slots;
        if (slot) return { doctor, slot };
      }
      throw new Error('No doctor has a free slot left today');
    }

    beforeAll(async () => {
      sessionOf = staffSessions(b().api);
      await link('admin', desk);
      await link('vendor', vendor);
    }, 120_000);

    test('the desk calls the next; a second /next for the same token moves nothing; the patient three away is told', async () => {
      const admin = await sessionOf('admin');
      const { doctor, slot } = await slotToday();
      await b().api.call('openTokenQueue', { doctorId: doctor.id }, admin);
      for (const name of ['Walk One', 'Walk Two', 'Walk Three']) {
        await b().api.call('addWalkIn', { doctorId: doctor.id, name }, admin);
      }
      const booked = await b().api.call('bookAppointment', {
        doctorId: doctor.id,
        date: today(),
        slot,
        patient: { name: 'Queue Follower', phone: '9000000978' },
      });
      const { code, secret } = booked.body.result as { code: string; secret: string };
      await b().deliver(b().fake.userSays(patient, `/start bf_${code}_${followTokenFor(secret)}`));
      const id = (await b().api.documents<{ id: string; code: string }>('appointments')).find(
        (one) => one.code === code,
      )!.id;
      await b().api.call('moveBooking', { kind: 'appointments', id, to: 'confirmed' }, admin);
      await b().api.settleOutbox?.();

      // Not from a group, nor from an account that is not the desk's.
      await b().deliver(b().fake.userSaysIn(desk, chats.adminGroup, '/next'));
      expect(b().fake.messagesTo(chats.adminGroup).at(-1)?.text).toMatch(/own chat with the bot/);
      await b().deliver(b().fake.userSays(vendor, '/next'));
      expect(lastTo(vendor)).toMatch(/Only the desk/);

      await b().deliver(b().fake.userSays(desk, '/next 0'));
      expect(lastTo(desk)).toMatch(/now seeing #1\.\n3 waiting\./);
      await b().api.settleOutbox?.();
      expect(lastTo(patient)).toMatch(/is now seeing #1; you are #4\.\n3 ahead of you/);

      // The same message again (sent twice): the queue stays at #1.
      await b().deliver(b().fake.userSays(desk, '/next 0'));
      expect(lastTo(desk)).toMatch(/still #1; nothing moved/);
      const queue = await b().api.read('tokenQueue', { doctorId: doctor.id }, admin);
      expect(queue.body.result).toMatchObject({ queue: { nowSeeing: 1, waiting: 3 } });
    });
  },
  { realClock: townMorningClock(testTown.timeZone) },
);
