import type { Doctor } from '@town/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { ShareLink } from '../../ui/ShareLink';
import { Place } from './BookingCard';
import { DoctorAvatar } from './DoctorCard';
import { appointmentPath, hoursOn, specialtyPath, weekdaysMondayFirst } from './doctors';
import { NextSlot } from './NextSlot';
import { QueueLength } from './QueueLine';
import './medical.css';
import { useText } from '../../i18n/content';

/** An id the backend can never match (or none at all) is a missing doctor, not an error. */
const missing = new Set(['NOT_FOUND', 'INVALID_ARGUMENT']);

/** /medical/doctorDetails?id=...: one doctor, the chamber's week and the way to book. */
export default function DoctorDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return id ? <DoctorById id={id} /> : <NoDoctor />;
}

function NoDoctor() {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <Page title={t('doctor.notFoundTitle')} back="/medical/doctor" className="med">
      <EmptyState
        action={
          <Link to="/medical/doctor" className="button button--quiet">
            {t('specialty.seeAll')}
          </Link>
        }
      >
        {t('doctor.notFound')}
      </EmptyState>
    </Page>
  );
}

function DoctorById({ id }: { id: string }) {
  const { t } = useTranslation(['medical', 'common']);
  const { data, error, loading, reload } = useRead('doctor', { id });
  if (data) return <DoctorDetails doctor={data} />;
  if (error && missing.has(error.status)) return <NoDoctor />;
  return (
    <Page title={t('doctor.loadingTitle')} back="/medical/doctor" className="med">
      {loading || !error ? <Loading /> : <Problem error={error} onRetry={reload} />}
    </Page>
  );
}

function DoctorDetails({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation(['medical', 'common']);
  const text = useText();
  const format = useFormat();
  const clock = useClockFormat();
  return (
    <Page
      title={doctor.name}
      eyebrow={text(doctor, 'specialty')}
      back="/medical/doctor"
      className="med"
    >
      <div className="med-profile">
        <DoctorAvatar doctor={doctor} large />
        <div>
          {doctor.qualifications && (
            <p className="med-profile__quals">{text(doctor, 'qualifications')}</p>
          )}
          <p className="med-profile__kind">{t(`doctors.kindOne.${doctor.kind}`)}</p>
        </div>
      </div>
      <div className="med-details">
        <div className="med-details__main">
          <section className="card med-section-card" aria-labelledby="med-chamber">
            <h2 id="med-chamber" className="section-title">
              {t('doctor.chamber')}
            </h2>
            <Place place={doctor.chamber} />
            <QueueLength doctorId={doctor.id} />
          </section>
          <section className="card med-section-card" aria-labelledby="med-week">
            <h2 id="med-week" className="section-title">
              {t('doctor.weekTitle')}
            </h2>
            <table className="med-week">
              <caption className="visually-hidden">
                {t('doctor.weekCaption', { name: doctor.name })}
              </caption>
              <tbody>
                {weekdaysMondayFirst.map((day) => {
                  const sittings = hoursOn(doctor.hours, day);
                  return (
                    <tr
                      key={day}
                      className={sittings.length === 0 ? 'med-week__closed' : undefined}
                    >
                      <th scope="row">{clock.weekdayLong(day)}</th>
                      <td>
                        {sittings.length === 0
                          ? t('doctor.noChamber')
                          : sittings
                              .map((sitting) =>
                                t('hours.range', {
                                  from: clock.timeOfDay(sitting.from),
                                  to: clock.timeOfDay(sitting.to),
                                }),
                              )
                              .join(', ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </div>
        <aside className="card med-book-card" aria-labelledby="med-book">
          <h2 id="med-book" className="section-title">
            {t('doctor.bookTitle')}
          </h2>
          <p className="med-book-card__fee">
            {doctor.feePaise > 0 ? format.price(doctor.feePaise) : t('common:free')}
          </p>
          <p className="muted">
            {t('doctor.feeNote', { minutes: format.number(doctor.slotMinutes) })}
          </p>
          <NextSlot doctorId={doctor.id} />
          <Link to={appointmentPath(doctor.id)} className="button med-book-card__button">
            {t('doctor.book')}
          </Link>
          <Link to={specialtyPath(doctor.specialty)} className="med-book-card__more">
            {t('doctor.moreOf', { specialty: text(doctor, 'specialty') })}
          </Link>
          <div className="button-row">
            <ShareLink title={doctor.name} />
          </div>
        </aside>
      </div>
    </Page>
  );
}
