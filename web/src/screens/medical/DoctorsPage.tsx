import type { DoctorKind } from '@town/core';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppState } from '../../state/AppState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { DoctorList } from './DoctorCard';
import { specialtiesOf, specialtyPath } from './doctors';
import './medical.css';

const kinds: DoctorKind[] = ['general', 'specialist'];

/**
 * /medical/doctor: every specialty in town (General Medicine first), then general physicians
 * or specialists, the choice kept in the shared app state (general physicians at first).
 */
export default function DoctorsPage() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const { medical, setSelectBtn } = useAppState();
  const doctors = useRead('doctors');
  const kind = medical.selectBtn;
  return (
    <Page title={t('doctors.title')} lead={t('doctors.lead')} back="/medical" className="med">
      <fieldset className="med-segmented">
        <legend className="visually-hidden">{t('doctors.kindLabel')}</legend>
        {kinds.map((option) => (
          <button
            key={option}
            type="button"
            className="med-segmented__option"
            aria-pressed={kind === option}
            onClick={() => setSelectBtn(option)}
          >
            {t(`doctors.kind.${option}`)}
          </button>
        ))}
      </fieldset>
      <ReadView state={doctors} empty={t('doctors.empty')}>
        {(all) => {
          const shown = all.filter((doctor) => doctor.kind === kind);
          const specialties = specialtiesOf(all, i18n.language);
          return (
            <>
              {specialties.length > 0 && (
                <section className="med-section" aria-labelledby="med-specialties">
                  <h2 id="med-specialties" className="section-title">
                    {t('doctors.specialtiesTitle')}
                  </h2>
                  <ul className="med-specialties">
                    {specialties.map((specialty) => (
                      <li key={specialty.slug}>
                        <Link to={specialtyPath(specialty.name)} className="med-specialty">
                          <span className="med-specialty__name">{specialty.label}</span>
                          <span className="med-specialty__count">
                            {t('doctors.count', {
                              count: specialty.count,
                              n: format.number(specialty.count),
                            })}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section className="med-section" aria-labelledby="med-doctor-list">
                <h2 id="med-doctor-list" className="section-title">
                  {t(`doctors.listTitle.${kind}`, {
                    count: shown.length,
                    n: format.number(shown.length),
                  })}
                </h2>
                {shown.length === 0 ? (
                  <p className="empty-state">{t(`doctors.noneOfKind.${kind}`)}</p>
                ) : (
                  <DoctorList doctors={shown} />
                )}
              </section>
            </>
          );
        }}
      </ReadView>
    </Page>
  );
}
