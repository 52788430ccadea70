import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { subjectsOf, teachersPath } from './subjects';
import './education.css';

const teacherIcon =
  'M12 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM5 20c.6-3.8 3.4-6 7-6s6.4 2.2 7 6M16 4h5v4M21 4l-4 4';

/** /education: the way to teachers and tutors, and the subjects they teach. */
export default function EducationHub() {
  const { t } = useTranslation('education');
  const teachers = useRead('teachers');
  const format = useFormat();
  return (
    <Page title={t('hub.title')} lead={t('hub.lead')}>
      <ul className="tiles education-tiles">
        <li>
          <Link to="/education/teacher" className="tile tile--blue">
            <span className="tile__icon">
              <SvgIcon d={teacherIcon} size={26} />
            </span>
            <span className="tile__label">{t('hub.teachers')}</span>
            <span className="tile__hint">
              {teachers.data
                ? t('hub.teacherCount', {
                    count: teachers.data.length,
                    n: format.number(teachers.data.length),
                  })
                : t('hub.teachersHint')}
            </span>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="subjects-title">
        <h2 id="subjects-title" className="section-title">
          {t('hub.subjectsTitle')}
        </h2>
        <ReadView state={teachers} empty={t('noData')}>
          {(list) => (
            <ul className="chips">
              {subjectsOf(list).map((subject) => (
                <li key={subject}>
                  <Link to={teachersPath(subject)} className="chip">
                    {subject}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ReadView>
      </section>
    </Page>
  );
}
