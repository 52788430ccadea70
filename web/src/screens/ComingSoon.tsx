import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** /comingSoon: where a service the town has not started yet points. */
export default function ComingSoon() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.eyebrow'));
  return (
    <section className="page coming-soon">
      <p className="eyebrow">{t('comingSoon.eyebrow')}</p>
      <h1>{t('comingSoon.eyebrow')}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link to="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
