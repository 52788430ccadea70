import { slotsOn, townDate } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import type { HostDriver } from './wire';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The nearest day, `fromDay` days after the host's today (0: today itself) and within two weeks,
 * on which an active demo doctor has two free slots still ahead: that doctor, day and slots.
 */
export async function doctorWithTwoSlots(api: HostDriver, fromDay: number) {
  const today = townDate(api.now(), demoTown.timeZone);
  for (let offset = fromDay; offset < 14; offset++) {
    const date = addDays(today, offset);
    for (const doctor of demoCatalog.doctors.filter((d) => d.active)) {
      if (slotsOn(doctor, date).length < 2) continue;
      const reply = await api.read('doctorSlots', { id: doctor.id, date });
      const [slot, later] = (reply.body.result as { slots: string[] }).slots;
      if (slot && later) return { doctor, date, slot, later };
    }
  }
  throw new Error('No doctor has two free slots in two weeks');
}
