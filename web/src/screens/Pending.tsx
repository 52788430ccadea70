import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** Temporary screen while an area is being built in this change set. */
export default function Pending() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.eyebrow'));
  return (
    <section className="page coming-soon">
      <h1>{t('comingSoon.eyebrow')}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link to="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
