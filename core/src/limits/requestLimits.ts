import type { ActionContext } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import { addDays } from '../orders/shopDays';
import type { Transaction } from '../ports';
import { minutesText, type RequestKind, refusal } from '../refusals';
import { townDate } from '../time/townClock';
import { checkCounters, counterId } from './requestCounters';

const hourMs = 60 * 60 * 1000;

/**
 * Appointments and lab tests are booked at most `requestLimits.bookingDaysAhead` days ahead:
 * a slot years away holds nothing real and is a free way to fill a doctor's book.
 */
export function assertWithinHorizon(ctx: ActionContext, date: string): void {
  const daysAhead = ctx.town.requestLimits.bookingDaysAhead;
  const lastDate = addDays(townDate(ctx.clock.now(), ctx.town.timeZone), daysAhead);
  if (date <= lastDate) return;
  throw invalid(
    `Bookings open ${daysAhead} days ahead: choose a day up to ${lastDate}`,
    refusal('too-far-ahead', { lastDate, daysAhead }),
  );
}

/** Where each kind of booking lives, and the field holding the phone it was made with. */
const bookingsOf = {
  appointment: { collection: 'appointments', phoneField: 'patient.phone' },
  labTest: { collection: 'labBookings', phoneField: 'patient.phone' },
  assistance: { collection: 'medicalAssistance', phoneField: 'requester.phone' },
} as const;

const whatIsOpen: Record<RequestKind, string> = {
  appointment: 'appointments booked',
  labTest: 'lab tests booked',
  assistance: 'requests for help waiting',
};

/** More than a phone keeps open: a longer list is refused anyway. */
const openScanned = 50;

/**
 * The open bookings of a phone: appointments and lab bookings asked or confirmed for today or
 * later (one for a past day the desk never closed holds no slot), help requests not yet handled.
 * Equality filters only, so Firestore needs no composite index for them.
 */
async function openBookingsOf(
  ctx: ActionContext,
  tx: Transaction,
  kind: RequestKind,
  phone: string,
): Promise<number> {
  const { collection, phoneField } = bookingsOf[kind];
  if (collection === 'medicalAssistance') {
    const waiting = await tx.query(collection, {
      where: [
        [phoneField, phone],
        ['handled', false],
      ],
      limit: openScanned,
    });
    return waiting.length;
  }
  const today = townDate(ctx.clock.now(), ctx.town.timeZone);
  let open = 0;
  for (const status of ['requested', 'confirmed']) {
    const found = await tx.query(collection, {
      where: [
        [phoneField, phone],
        ['status', status],
      ],
      limit: openScanned,
    });
    open += found.filter((booking) => booking.date >= today).length;
  }
  return open;
}

/**
 * The town's bounds on a new booking or help request (town config `requestLimits`), checked in
 * its own transaction before its writes: how many one phone may hold open, and how many one
 * client address may make in an hour (carriers share addresses, so the hourly figure is the
 * brake on made-up phones, the per-phone one on a careless or malicious repeat of one number).
 * Returns the write that counts this one against the client.
 */
export async function checkBookingLimits(
  ctx: ActionContext,
  tx: Transaction,
  kind: RequestKind,
  phone: string,
  client: string | undefined,
): Promise<() => void> {
  const limits = ctx.town.requestLimits;
  const [maxOpen, perHour] =
    kind === 'assistance'
      ? [limits.openHelpRequestsPerPhone, limits.helpRequestsPerClientPerHour]
      : [limits.openBookingsPerPhone, limits.bookingsPerClientPerHour];
  const open = await openBookingsOf(ctx, tx, kind, phone);
  const townPhone = ctx.town.contact.phone;
  // A town may not have published its help desk's phone yet: then the desk is named alone.
  const helpDesk = townPhone ? `the help desk on ${townPhone}` : 'the help desk';
  if (open >= maxOpen) {
    const next =
      kind === 'assistance'
        ? `The help desk will call you; if it is urgent, call ${townPhone ?? 'the help desk'}.`
        : `Cancel one from its link, or call ${helpDesk}.`;
    throw new DomainError(
      'resource-exhausted',
      `This phone number already has ${open} ${whatIsOpen[kind]}. ${next}`,
      refusal('too-many-open-bookings', {
        kind,
        openBookings: open,
        ...(townPhone ? { townPhone } : {}),
      }),
    );
  }
  return countPerClient(ctx, tx, `${kind}_client`, client, perHour, (minutes) =>
    kind === 'assistance'
      ? `Too many requests for help from this connection. Try again in ${minutesText(minutes)}, or call ${helpDesk}.`
      : `Too many bookings from this connection. Try again in ${minutesText(minutes)}.`,
  );
}

/** Messages to the town team from one client address: `contactMessagesPerClientPerHour`. */
export function checkContactLimits(
  ctx: ActionContext,
  tx: Transaction,
  client: string | undefined,
): Promise<() => void> {
  return countPerClient(
    ctx,
    tx,
    'contact_client',
    client,
    ctx.town.requestLimits.contactMessagesPerClientPerHour,
    (minutes) => `Too many messages from this connection. Try again in ${minutesText(minutes)}.`,
  );
}

/** One hourly counter per client address; nothing to count when the host cannot tell it. */
function countPerClient(
  ctx: ActionContext,
  tx: Transaction,
  kind: string,
  client: string | undefined,
  max: number,
  message: (minutes: number) => string,
): Promise<() => void> {
  if (!client) return Promise.resolve(() => undefined);
  return checkCounters(tx, ctx.clock.now().getTime(), [
    { id: counterId(kind, client), max, windowMs: hourMs, refusal: message },
  ]);
}
