import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Page } from '../../ui/Page';
import './info.css';

/** /comingSoon: where a service the town has not started yet points. */
export default function ComingSoon() {
  const { t } = useTranslation(['info', 'common']);
  return (
    <Page title={t('comingSoon.title')} lead={t('comingSoon.body')} className="coming-soon">
      <div className="button-row">
        <Link to="/" className="button">
          {t('common:backHome')}
        </Link>
        <Link to="/contact" className="button button--quiet">
          {t('comingSoon.tellUs')}
        </Link>
      </div>
    </Page>
  );
}
