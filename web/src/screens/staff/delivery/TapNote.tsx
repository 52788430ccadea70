import { refusalOf } from '@town/core/refusals';
import { useTranslation } from '../../../i18n/useTranslation';
import { moveErrorText } from '../orders/moveErrors';
import { useOrderTaps } from './useCourierTaps';

/**
 * On the courier's card: taps waiting for signal, or why the host refused one sent later and
 * what to do about it.
 */
export function TapNote({ orderId }: { orderId: string }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const { waiting, refusal, photoDropped } = useOrderTaps(orderId);
  if (waiting > 0) {
    return (
      <p className="staff-order-card__waiting" role="status">
        {t('taps.waiting')}
      </p>
    );
  }
  if (!refusal) {
    return photoDropped ? (
      <p className="staff-problem" role="status">
        {t('proof.dropped')}
      </p>
    ) : null;
  }
  const cancelled = refusalOf(refusal.details, 'status-moved')?.status === 'cancelled';
  return (
    <p className="staff-problem" role="alert">
      {cancelled ? t('taps.cancelled') : moveErrorText(t, tCommon, refusal)}
    </p>
  );
}
