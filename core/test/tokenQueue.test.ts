import {
  type Appointment,
  afterNext,
  aheadOf,
  minutesPerPatient,
  type TokenQueue,
  tokenToTell,
  waitingIn,
  withConfirmedAppointments,
  withWalkIn,
} from '../src';

const at = '2026-11-28T04:00:00.000Z';

function appointment(id: string, slot: string, status: Appointment['status']): Appointment {
  return {
    id,
    code: `A-${id}`,
    handled: false,
    createdAt: at,
    doctorId: 'd1',
    date: '2026-11-28',
    slot,
    patient: { name: `Patient ${id}`, phone: '9876543210' },
    status,
    history: [],
  };
}

const empty: TokenQueue = {
  id: 'd1_2026-11-28',
  doctorId: 'd1',
  date: '2026-11-28',
  openedAt: at,
  tokens: [],
  nowSeeing: 0,
  calledAt: [],
};

const numbers = (queue: TokenQueue) =>
  queue.tokens.map((token) => `${token.number}:${token.appointmentId ?? token.walkInName}`);

describe("a doctor's token queue", () => {
  const day = [
    appointment('late', '11:00', 'confirmed'),
    appointment('early', '09:30', 'confirmed'),
    appointment('asked', '10:00', 'requested'),
    appointment('gone', '10:30', 'cancelled'),
  ];

  it('numbers the confirmed appointments in order of their time, and only them', () => {
    expect(numbers(withConfirmedAppointments(empty, day, at))).toEqual(['1:early', '2:late']);
  });

  it('gives a walk-in, and an appointment confirmed after opening, the next number', () => {
    const opened = withConfirmedAppointments(empty, day, at);
    const walkIn = withWalkIn(opened, 'Rina', at);
    const confirmedLater = [...day, appointment('asked', '10:00', 'confirmed')];
    const again = withConfirmedAppointments(walkIn, confirmedLater, at);
    expect(numbers(again)).toEqual(['1:early', '2:late', '3:Rina', '4:asked']);
    // Numbering again changes no number already given.
    expect(numbers(withConfirmedAppointments(again, confirmedLater, at))).toEqual(numbers(again));
  });

  it('moves once for a double tap of Next: the second names a token no longer seen', () => {
    const opened = withWalkIn(withWalkIn(withWalkIn(empty, 'A', at), 'B', at), 'C', at);
    const first = afterNext(opened, 0, at);
    expect(first?.nowSeeing).toBe(1);
    const second = afterNext(first as TokenQueue, 1, at);
    expect(second?.nowSeeing).toBe(2);
    expect(afterNext(second as TokenQueue, 1, at)).toBeNull();
    // Past the last token there is nothing to call.
    expect(afterNext({ ...opened, nowSeeing: 3 }, 3, at)).toBeNull();
  });

  it('counts who is ahead and who waits, and names who has three ahead', () => {
    let queue = empty;
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) queue = withWalkIn(queue, name, at);
    expect(aheadOf(queue, 4)).toBe(3);
    expect(waitingIn(queue)).toBe(6);
    queue = afterNext(queue, 0, at) as TokenQueue;
    expect(aheadOf(queue, 6)).toBe(5);
    expect(waitingIn(queue)).toBe(5);
    expect(tokenToTell(queue)?.number).toBe(4);
  });

  it("estimates by the chamber's slot, then by the recent pace of Next", () => {
    expect(minutesPerPatient(empty, 10)).toBe(10);
    const presses = ['04:00', '04:07', '04:15', '04:22'].map((t) => `2026-11-28T${t}:00.000Z`);
    expect(minutesPerPatient({ ...empty, calledAt: presses }, 10)).toBe(7);
  });
});
