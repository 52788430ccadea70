import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { textIn } from '../../i18n/content';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { DoctorList } from './DoctorCard';
import { slugOf, specialtiesOf, specialtyPath } from './doctors';
import './medical.css';

/** /medical/doctor/doctorDetails/{spec}: the doctors of one specialty ("cardiology", "ent"). */
export default function SpecialtyPage() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const { spec = '' } = useParams();
  const doctors = useRead('doctors');
  const wanted = slugOf(spec);
  const match = doctors.data?.find((doctor) => slugOf(doctor.specialty) === wanted);
  const specialty = match && textIn(match, 'specialty', i18n.language);
  const title = specialty ?? t('specialty.title');
  return (
    <Page
      title={title}
      eyebrow={t('specialty.eyebrow')}
      lead={specialty ? t('specialty.lead', { specialty }) : undefined}
      back="/medical/doctor"
      className="med"
    >
      <ReadView state={doctors} empty={t('doctors.empty')}>
        {(all) => {
          const ofSpecialty = all.filter((doctor) => slugOf(doctor.specialty) === wanted);
          if (ofSpecialty.length > 0) return <DoctorList doctors={ofSpecialty} level={2} />;
          const specialties = specialtiesOf(all, i18n.language);
          return (
            <>
              <EmptyState
                action={
                  <Link to="/medical/doctor" className="button button--quiet">
                    {t('specialty.seeAll')}
                  </Link>
                }
              >
                {t('specialty.unknown')}
              </EmptyState>
              {specialties.length > 0 && (
                <section className="med-section" aria-labelledby="med-specialties">
                  <h2 id="med-specialties" className="section-title">
                    {t('doctors.specialtiesTitle')}
                  </h2>
                  <ul className="chips">
                    {specialties.map((specialty) => (
                      <li key={specialty.slug}>
                        <Link to={specialtyPath(specialty.name)} className="chip">
                          {specialty.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </ReadView>
    </Page>
  );
}
