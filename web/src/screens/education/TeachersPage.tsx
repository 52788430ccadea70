import { noDataMessage, saveTeachers, type Teacher } from '@town/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { useAppState } from '../../state/AppState';
import { CallLink } from '../../ui/CallLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { MapLink, WhatsAppLink } from '../../ui/places';
import { subjectLabel, subjectsOf, teachersPath } from './subjects';
import '../../ui/listing.css';
import './education.css';
import { useText } from '../../i18n/content';

/**
 * /education/teacher: the teachers read is saved into the shared education state, which sets the message 'No Data Found' for an empty list; the screen shows that state.
 */
export default function TeachersPage() {
  const { t } = useTranslation('education');
  const state = useRead('teachers');
  const { education, setTeachers } = useAppState();

  useEffect(() => {
    if (state.data) setTeachers(state.data);
  }, [state.data, setTeachers]);

  // The shared state is saved by the effect above; until then (and on the host, where effects
  // never run) the same rules are applied to the read's answer, so the list shows at once.
  const shown =
    state.data === undefined
      ? undefined
      : education.teachers === state.data
        ? education
        : saveTeachers(state.data);
  return (
    <Page title={t('teachers.title')} lead={t('teachers.lead')} back="/education">
      {shown ? (
        shown.message ? (
          <EmptyState>{shown.message === noDataMessage ? t('noData') : shown.message}</EmptyState>
        ) : (
          <TeacherList teachers={shown.teachers} />
        )
      ) : state.error && !state.data ? (
        <Problem error={state.error} onRetry={state.reload} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

function TeacherList({ teachers }: { teachers: readonly Teacher[] }) {
  const { t, i18n } = useTranslation('education');
  const [params] = useSearchParams();
  const subject = params.get('subject') ?? undefined;
  const format = useFormat();
  const shown = subject
    ? teachers.filter((teacher) => teacher.subjects.includes(subject))
    : teachers;
  return (
    <>
      <nav aria-label={t('teachers.bySubject')}>
        <ul className="chips chips--scroll">
          <li>
            <Link to={teachersPath()} className="chip" aria-current={subject ? undefined : 'page'}>
              {t('teachers.all')}
            </Link>
          </li>
          {subjectsOf(teachers).map((name) => (
            <li key={name}>
              <Link
                to={teachersPath(name)}
                className="chip"
                aria-current={name === subject ? 'page' : undefined}
              >
                {subjectLabel(teachers, name, i18n.language)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <EmptyState
          action={
            <Link to={teachersPath()} className="button button--quiet">
              {t('teachers.showAll')}
            </Link>
          }
        >
          {t('teachers.noneForSubject', { subject })}
        </EmptyState>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {subject
              ? t('teachers.countForSubject', {
                  count: shown.length,
                  n: format.number(shown.length),
                  subject,
                })
              : t('teachers.count', { count: shown.length, n: format.number(shown.length) })}
          </p>
          <ul className="card-list card-list--grid">
            {shown.map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('education');
  const text = useText();
  return (
    <article className="card listing">
      <div>
        <h2 className="listing__name">{teacher.name}</h2>
        <p className="listing__sub">{text(teacher, 'qualification')}</p>
      </div>
      <ul className="subject-tags" aria-label={t('teachers.subjects')}>
        {text(teacher, 'subjects').map((subject) => (
          <li key={subject}>{subject}</li>
        ))}
      </ul>
      <dl className="facts">
        <div>
          <dt>{t('teachers.classes')}</dt>
          <dd>{teacher.classes.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('teachers.area')}</dt>
          <dd>{text(teacher, 'area')}</dd>
        </div>
        <div>
          <dt>{t('teachers.where')}</dt>
          <dd>{t(`teachers.mode.${teacher.mode}`)}</dd>
        </div>
        {teacher.feeNote && (
          <div>
            <dt>{t('teachers.fees')}</dt>
            <dd>{text(teacher, 'feeNote')}</dd>
          </div>
        )}
        {teacher.batches && (
          <div>
            <dt>{t('teachers.batches')}</dt>
            <dd>{text(teacher, 'batches')}</dd>
          </div>
        )}
      </dl>
      <div className="contact-row">
        <CallLink number={teacher.phone} name={teacher.name} />
        {teacher.whatsapp && <WhatsAppLink number={teacher.whatsapp} name={teacher.name} />}
        <MapLink address={teacher.area} pin={teacher.pin} place={teacher.name} />
      </div>
    </article>
  );
}
