import type { TFunction } from '../../../i18n/useTranslation';
import { newPasswordMin, passwordMax } from '../checks';
import { PasswordField } from './PasswordField';

export interface NewPassword {
  password: string;
  again: string;
}

/** A new password long enough, typed the same twice: the reset page's and an invitation's rule. */
export const checkNewPassword =
  (t: TFunction<'staff'>) =>
  ({ password, again }: NewPassword): Partial<Record<keyof NewPassword, string>> => ({
    ...(password.length < newPasswordMin
      ? { password: t('auth.weakPassword', { min: newPasswordMin }) }
      : {}),
    ...(again === password ? {} : { again: t('reset.mismatch') }),
  });

/** The new password and its repeat, with the form's messages and the server's "too weak". */
export function NewPasswordFields({
  t,
  labels,
  values,
  set,
  errors,
  serverRefusedPassword,
}: {
  t: TFunction<'staff'>;
  labels: { password: string; hint: string; again: string };
  values: NewPassword;
  set: (field: keyof NewPassword, value: string) => void;
  errors: Partial<Record<keyof NewPassword, string>>;
  /** The server found fault with the password the form let through. */
  serverRefusedPassword: boolean;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        hint={labels.hint}
        name="new-password"
        autoComplete="new-password"
        maxLength={passwordMax}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={
          errors.password ??
          (serverRefusedPassword ? t('auth.weakPassword', { min: newPasswordMin }) : undefined)
        }
      />
      <PasswordField
        label={labels.again}
        name="repeat-password"
        autoComplete="new-password"
        maxLength={passwordMax}
        value={values.again}
        onChange={(event) => set('again', event.target.value)}
        error={errors.again}
      />
    </>
  );
}
