import type {
  Appointment,
  ContactMessage,
  LabBooking,
  MedicalAssistanceRequest,
  StaffOrderView,
  SteppedKind,
} from '@town/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { CallLink } from '../../../ui/CallLink';
import { errorText } from '../../../ui/errorText';
import { staffBookingTones } from '../../../ui/pillTones';
import { ReadView } from '../../../ui/ReadView';
import { StatusPill } from '../../../ui/StatusPill';
import { useAction } from '../../../ui/useAction';
import { OrderCard } from '../orders/OrderCard';
import { OrderMoves } from '../orders/OrderMoves';
import { Pager } from '../Pager';
import { useStaffRead } from '../useStaffRead';
import { BookingStepActions, type SteppedBooking } from './BookingStepActions';
import { type BookingKind, bookingKinds } from './bookingKinds';

type RequestKind = Exclude<BookingKind, 'fordo'>;
type HandledKind = Exclude<RequestKind, SteppedKind>;
type Request = Appointment | LabBooking | MedicalAssistanceRequest | ContactMessage;
type FordoOrder = StaffOrderView & { handled: boolean };

const handledChoices = ['false', 'true', ''] as const;
const pageSize = 20;

/** Appointments, lab tests, medical help, messages and fordo lists, waiting or handled. */
export function AdminBookings() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: BookingKind = bookingKinds.includes(asked as BookingKind)
    ? (asked as BookingKind)
    : 'appointments';
  const handled = params.get('handled') ?? 'false';
  const stepped = isStepped(kind);
  const page = Number(params.get('page') ?? '1') || 1;
  const names = useNames(
    kind === 'appointments' ? 'doctors' : kind === 'labBookings' ? 'labTests' : undefined,
  );
  const list = useStaffRead('adminBookings', {
    kind,
    handled: handled || undefined,
    page: String(page),
    pageSize: String(pageSize),
  });

  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const setPage = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    setParams(next);
  };
  const replace = (updated: { id: string; handled?: boolean }) =>
    list.setData(
      (data) =>
        ({
          ...data,
          items: (data.items as Array<{ id: string }>).map((item) =>
            item.id === updated.id ? { ...item, ...updated } : item,
          ),
        }) as typeof data,
    );

  return (
    <section aria-labelledby="bookings-list" className="staff-section">
      <h2 id="bookings-list" className="visually-hidden">
        {t('admin.sections.bookings')}
      </h2>
      <ul className="chips" aria-label={t('bookings.kindLabel')}>
        {bookingKinds.map((each) => (
          <li key={each}>
            <button
              type="button"
              className="chip"
              aria-pressed={each === kind}
              onClick={() => choose({ kind: each })}
            >
              {t(`bookings.kinds.${each}`)}
            </button>
          </li>
        ))}
      </ul>
      <ul className="chips" aria-label={t('bookings.handledLabel')}>
        {handledChoices.map((each) => (
          <li key={each || 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={each === handled}
              onClick={() => choose({ handled: each })}
            >
              {/* Bookings with steps are open until their last step, then finished. */}
              {stepped
                ? t(`bookings.stepped.${each || 'all'}`)
                : t(`bookings.handled.${each || 'all'}`)}
            </button>
          </li>
        ))}
      </ul>
      <ReadView state={list} empty={t('bookings.none')}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="staff-empty">{t('bookings.none')}</p>
          ) : (
            <>
              <ul className="card-list card-list--grid">
                {kind === 'fordo'
                  ? (result.items as FordoOrder[]).map((order) => (
                      <li key={order.id}>
                        <OrderCard order={order} showPhotos>
                          <OrderMoves
                            order={order}
                            mover="admin"
                            onMoved={(moved) =>
                              replace({ ...moved, handled: moved.status !== 'placed' })
                            }
                          />
                        </OrderCard>
                      </li>
                    ))
                  : (result.items as Request[]).map((request) => (
                      <li key={request.id}>
                        <RequestCard
                          kind={kind}
                          request={request}
                          names={names}
                          onChanged={replace}
                        />
                      </li>
                    ))}
              </ul>
              <Pager page={result.page} hasMore={result.hasMore} onPage={setPage} />
            </>
          )
        }
      </ReadView>
    </section>
  );
}

const isStepped = (kind: BookingKind): kind is SteppedKind =>
  kind === 'appointments' || kind === 'labBookings';

function RequestCard({
  kind,
  request,
  names,
  onChanged,
}: {
  kind: RequestKind;
  request: Request;
  /** Doctor or lab test names by id. */
  names: ReadonlyMap<string, string>;
  onChanged: (request: Request) => void;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const booking = isStepped(kind) ? (request as SteppedBooking) : undefined;
  return (
    <article className="card staff-request-card" aria-labelledby={`request-${request.id}`}>
      <header className="staff-order-card__head">
        <h3 id={`request-${request.id}`} className="staff-order-card__code">
          {request.code}
        </h3>
        {booking ? (
          <StatusPill tone={staffBookingTones[booking.status]}>
            {t(`bookings.status.${booking.status}`)}
          </StatusPill>
        ) : (
          <StatusPill tone={request.handled ? 'green' : 'amber'}>
            {request.handled ? t('bookings.isHandled') : t('bookings.isWaiting')}
          </StatusPill>
        )}
      </header>
      <p className="muted">
        {t('bookings.received', { time: format.dateTime(request.createdAt) })}
      </p>
      <RequestDetails kind={kind} request={request} names={names} />
      {booking && isStepped(kind) ? (
        <BookingStepActions kind={kind} booking={booking} onMoved={onChanged} />
      ) : (
        <HandledToggle kind={kind as HandledKind} request={request} onChanged={onChanged} />
      )}
    </article>
  );
}

/** A help request or a message: marked handled, or back to waiting. */
function HandledToggle({
  kind,
  request,
  onChanged,
}: {
  kind: HandledKind;
  request: Request;
  onChanged: (request: Request) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('setBookingHandled');
  const toggle = async () => {
    const result = await action.run({ kind, id: request.id, handled: !request.handled });
    if (result) onChanged(result.booking as Request);
  };
  return (
    <>
      <div className="button-row">
        <button
          type="button"
          className={request.handled ? 'button button--quiet' : 'button'}
          disabled={action.pending}
          onClick={toggle}
        >
          {action.pending
            ? tCommon('form.sending')
            : request.handled
              ? t('bookings.markWaiting')
              : t('bookings.markHandled')}
        </button>
      </div>
      {action.error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, action.error)}
        </p>
      )}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="staff-detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Person({
  name,
  phone,
  age,
}: {
  name: string;
  phone?: string | undefined;
  age?: number | undefined;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-order-card__customer">
      <p className="staff-order-card__name">
        {name}
        {age !== undefined && <span className="muted"> · {t('bookings.age', { age })}</span>}
      </p>
      {phone && <CallLink number={phone} name={name} />}
    </div>
  );
}

function RequestDetails({
  kind,
  request,
  names,
}: {
  kind: RequestKind;
  request: Request;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  switch (kind) {
    case 'appointments': {
      const booking = request as Appointment;
      return (
        <>
          <Person
            name={booking.patient.name}
            phone={booking.patient.phone}
            age={booking.patient.age}
          />
          <dl className="staff-details">
            <Row label={t('bookings.doctor')}>
              {names.get(booking.doctorId) ?? booking.doctorId}
            </Row>
            <Row label={t('bookings.when')}>
              {format.day(booking.date)}, {format.timeOfDay(booking.slot)}
            </Row>
            <LastStep booking={booking} />
            {booking.note && <Row label={t('bookings.note')}>{booking.note}</Row>}
          </dl>
        </>
      );
    }
    case 'labBookings': {
      const booking = request as LabBooking;
      return (
        <>
          <Person
            name={booking.patient.name}
            phone={booking.patient.phone}
            age={booking.patient.age}
          />
          <dl className="staff-details">
            <Row label={t('bookings.tests')}>
              {booking.testIds.map((id) => names.get(id) ?? id).join(', ')}
            </Row>
            <Row label={t('bookings.when')}>
              {format.day(booking.date)}
              {booking.time ? `, ${format.timeOfDay(booking.time)}` : ''}
            </Row>
            <LastStep booking={booking} />
            <Row label={t('bookings.collection')}>
              {booking.homeCollection ? t('bookings.atHome') : t('bookings.atLab')}
            </Row>
            {booking.address && (
              <Row label={t('order.address')}>
                {booking.address.line}
                {booking.address.landmark ? `, ${booking.address.landmark}` : ''}
              </Row>
            )}
            <Row label={t('bookings.total')}>{format.price(booking.totalPaise)}</Row>
          </dl>
        </>
      );
    }
    case 'medicalAssistance': {
      const help = request as MedicalAssistanceRequest;
      return (
        <>
          {help.urgent && <p className="staff-urgent">{t('bookings.urgent')}</p>}
          <Person name={help.requester.name} phone={help.requester.phone} />
          <dl className="staff-details">
            <Row label={t('bookings.need')}>{help.need}</Row>
            <Row label={t('order.address')}>
              {help.address.line}
              {help.address.landmark ? `, ${help.address.landmark}` : ''}
            </Row>
          </dl>
        </>
      );
    }
    case 'contactMessages': {
      const message = request as ContactMessage;
      return (
        <>
          <Person name={message.name} phone={message.phone} />
          {message.email && (
            <p>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </p>
          )}
          <blockquote className="staff-order-card__list">{message.message}</blockquote>
        </>
      );
    }
  }
}

/** The booking's last step, when and by whom: "Cancelled by the patient" says who. */
function LastStep({ booking }: { booking: SteppedBooking }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const last = booking.history.at(-1);
  if (!last || last.status === 'requested') return null;
  const byPatient = last.by.role === 'customer' && last.status === 'cancelled';
  return (
    <Row label={t('bookings.state')}>
      {byPatient ? t('bookings.cancelled') : t(`bookings.status.${booking.status}`)}
      {last.at ? ` · ${format.dateTime(last.at)}` : ''}
    </Row>
  );
}

/** Names of doctors or lab tests by id, for the bookings that point at them. */
function useNames(collection: 'doctors' | 'labTests' | undefined): Map<string, string> {
  const list = useStaffRead(
    'adminItems',
    { collection: collection ?? 'doctors', pageSize: '100' },
    collection !== undefined,
  );
  const items = (list.data?.items ?? []) as Array<{ id: string; name: string }>;
  return new Map(items.map((item) => [item.id, item.name]));
}
