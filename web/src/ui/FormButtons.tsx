import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/**
 * A form's last row: its submit button, which says "Sending…" while the form sends, and a quiet
 * button that backs out without sending ("Cancel", "Keep it").
 */
export function FormButtons({
  submit,
  sending,
  disabled = sending,
  submitClassName = 'button',
  back,
  onBack,
}: {
  /** The submit button's words while the form is not sending. */
  submit: ReactNode;
  /** The form's action is on its way: the button says so. */
  sending: boolean;
  /** The submit button is off (by default, while sending). */
  disabled?: boolean;
  submitClassName?: string;
  /** The words of the button that backs out. */
  back: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <button type="submit" className={submitClassName} disabled={disabled}>
        {sending ? t('form.sending') : submit}
      </button>
      <button type="button" className="button button--quiet" onClick={onBack}>
        {back}
      </button>
    </div>
  );
}
