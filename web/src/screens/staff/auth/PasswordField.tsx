import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';

/** A password input with a "show password" switch: typing on a phone is error-prone. */
export function PasswordField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const { t } = useTranslation('staff');
  const [shown, setShown] = useState(false);
  const toggleId = useId();
  return (
    <div className="staff-password-field">
      <TextField
        label={label}
        hint={hint}
        error={error}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...input}
      />
      <label htmlFor={toggleId} className="staff-check">
        <input
          id={toggleId}
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        <span>{t('auth.showPassword')}</span>
      </label>
    </div>
  );
}
