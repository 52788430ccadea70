import type { BackendError } from '../backend/types';
import { useFormat } from '../i18n/format';
import { useTranslation } from '../i18n/useTranslation';
import { errorText } from './errorText';

/** A failed read or call, said plainly, with a way to try again. */
export function Problem({
  error,
  onRetry,
  inverse = false,
}: {
  error: BackendError;
  onRetry?: () => void;
  inverse?: boolean;
}) {
  const { t } = useTranslation();
  const { price } = useFormat();
  return (
    <div className={inverse ? 'problem problem--inverse' : 'problem'} role="alert">
      <p>{errorText(t, error, price)}</p>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('error.tryAgain')}
        </button>
      )}
    </div>
  );
}
