import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { Loading } from '../../shell/Loading';
import { useTownName } from '../../shell/useDocumentTitle';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { AmbulanceNote } from './AmbulanceNote';
import { specialtiesOf, specialtyPath } from './doctors';
import { medicalIcons } from './icons';
import { categoryPath, medicineTypesOf } from './pharmacy';
import './medical.css';

type ServiceKey = 'pharmacy' | 'doctors' | 'labTests' | 'appointment' | 'assistance';

const services: {
  key: ServiceKey;
  to: string;
  icon: string;
  accent: 'teal' | 'blue' | 'purple' | 'amber' | 'rose';
}[] = [
  { key: 'doctors', to: '/medical/doctor', icon: medicalIcons.doctor, accent: 'blue' },
  { key: 'pharmacy', to: '/medical/pharmacy', icon: medicalIcons.pharmacy, accent: 'teal' },
  { key: 'labTests', to: '/medical/labTest', icon: medicalIcons.lab, accent: 'purple' },
  { key: 'appointment', to: '/medical/appointment', icon: medicalIcons.calendar, accent: 'amber' },
  { key: 'assistance', to: '/medical/mediAssist', icon: medicalIcons.assist, accent: 'rose' },
];

/** /medical: every medical service, the specialties in town and medicines by type. */
export default function MedicalHub() {
  const { t } = useTranslation(['medical', 'common']);
  const town = useTownName();
  return (
    <Page
      title={t('hub.title')}
      lead={town ? t('hub.leadTown', { town }) : t('hub.lead')}
      className="med"
    >
      <section aria-labelledby="med-services">
        <h2 id="med-services" className="visually-hidden">
          {t('hub.servicesTitle')}
        </h2>
        <ul className="tiles med-services">
          {services.map((service) => (
            <li key={service.key}>
              <Link to={service.to} className={`tile tile--${service.accent}`}>
                <span className="tile__icon">
                  <SvgIcon d={service.icon} size={26} />
                </span>
                <span className="tile__label">{t(`hub.services.${service.key}.label`)}</span>
                <span className="tile__hint">{t(`hub.services.${service.key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <AmbulanceNote />
      <Specialties />
      <MedicineTypes />
    </Page>
  );
}

function Specialties() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const { data, error, loading, reload } = useRead('doctors');
  const specialties = specialtiesOf(data ?? [], i18n.language);
  return (
    <section className="med-section" aria-labelledby="med-specialties">
      <div className="section-head">
        <h2 id="med-specialties" className="section-title">
          {t('hub.specialtiesTitle')}
        </h2>
        <Link to="/medical/doctor" className="section-more">
          {t('hub.allDoctors')}
        </Link>
      </div>
      {loading && <Loading />}
      {error && !data && <Problem error={error} onRetry={reload} />}
      {data && specialties.length === 0 && <p className="muted">{t('doctors.empty')}</p>}
      {specialties.length > 0 && (
        <ul className="chips">
          {specialties.map((specialty) => (
            <li key={specialty.slug}>
              <Link to={specialtyPath(specialty.name)} className="chip">
                {specialty.label}
                <span className="med-chip-count">
                  {t('doctors.count', {
                    count: specialty.count,
                    n: format.number(specialty.count),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MedicineTypes() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const { data, error, loading, reload } = useRead('products', { shopType: 'pharmacy' });
  const types = medicineTypesOf(data ?? [], i18n.language);
  return (
    <section className="med-section" aria-labelledby="med-types">
      <div className="section-head">
        <h2 id="med-types" className="section-title">
          {t('hub.typesTitle')}
        </h2>
        <Link to="/medical/pharmacy" className="section-more">
          {t('hub.allMedicines')}
        </Link>
      </div>
      {loading && <Loading />}
      {error && !data && <Problem error={error} onRetry={reload} />}
      {data && types.length === 0 && <p className="muted">{t('pharmacy.empty')}</p>}
      {types.length > 0 && (
        <ul className="chips">
          {types.map((type) => (
            <li key={type.slug}>
              <Link to={categoryPath(type.name)} className="chip">
                {type.label}
                <span className="med-chip-count">
                  {t('pharmacy.count', { count: type.count, n: format.number(type.count) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
