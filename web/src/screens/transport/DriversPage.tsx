import { useTranslation } from '../../i18n/useTranslation';
import { Page } from '../../ui/Page';
import { DriverList } from './DriverList';

/** /transport/toto and /transport/car: drivers for hire with tap-to-call. */
export default function DriversPage({ kind }: { kind: 'toto' | 'car' }) {
  const { t } = useTranslation('transport');
  return (
    <Page
      title={t(`kinds.${kind}.title`)}
      eyebrow={t('hub.title')}
      lead={t(`kinds.${kind}.lead`)}
      back="/transport"
    >
      <DriverList kind={kind} headingLevel="h2" />
    </Page>
  );
}
