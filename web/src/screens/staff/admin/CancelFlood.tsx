import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { isMobile, normalizePhone } from '../../../state/phone';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';

/**
 * Fake cash-on-delivery orders hold real stock: the admin cancels every open order of one phone
 * at once (the stock goes back, one alert tells the chats), after saying yes to a second step.
 */
export function CancelFlood({ onCancelled }: { onCancelled: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('cancelOrdersOfPhone');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ cancelled: string[]; outForDelivery: string[] }>();
  const valid = isMobile(phone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    const result = await action.run({
      phone: normalizePhone(phone),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setConfirming(false);
    if (!result) return;
    setDone(result);
    onCancelled();
  }

  return (
    <details className="staff-flood card">
      <summary>{t('flood.title')}</summary>
      <p className="muted">{t('flood.hint')}</p>
      <form className="staff-assign" onSubmit={submit} noValidate>
        <TextField
          label={tCommon('form.phone')}
          name="floodPhone"
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setConfirming(false);
          }}
          error={phone && !valid ? tCommon('form.phoneInvalid') : undefined}
          maxLength={20}
        />
        <TextField
          label={t('flood.note')}
          required={false}
          name="floodNote"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={200}
        />
        <button
          type="submit"
          className={confirming ? 'button button--danger' : 'button button--quiet'}
          disabled={!valid || action.pending}
        >
          {confirming ? t('flood.confirm') : t('flood.start')}
        </button>
      </form>
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
      {done && (
        <p className="staff-done" role="status">
          {t('flood.done', { count: done.cancelled.length })}
          {done.outForDelivery.length > 0 &&
            ` ${t('flood.onTheWay', { codes: done.outForDelivery.join(', ') })}`}
        </p>
      )}
    </details>
  );
}
