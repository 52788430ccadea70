import type { TFunction } from '../../i18n/useTranslation';
import { isMobile } from '../../state/phone';

/** Field messages by the backend's field path ("patient.phone"), shown next to the inputs. */
export type FieldErrors = Record<string, string>;

/** Client checks of a person's name and mobile before anything is sent. */
export function personErrors(
  t: TFunction<['medical', 'common']>,
  prefix: string,
  person: { name: string; phone: string },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!person.name.trim()) errors[`${prefix}.name`] = t('common:form.nameInvalid');
  else if (person.name.trim().length > 80)
    errors[`${prefix}.name`] = t('common:form.tooLong', { max: 80 });
  if (!isMobile(person.phone)) errors[`${prefix}.phone`] = t('common:form.phoneInvalid');
  return errors;
}

/** The backend asks for at least 5 characters of address and at most 300. */
export function addressErrors(
  t: TFunction<['medical', 'common']>,
  line: string,
  landmark: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (line.trim().length < 5) errors['address.line'] = t('common:form.addressInvalid');
  else if (line.trim().length > 300)
    errors['address.line'] = t('common:form.tooLong', { max: 300 });
  if (landmark.trim().length > 120)
    errors['address.landmark'] = t('common:form.tooLong', { max: 120 });
  return errors;
}

/** Age is optional; when given, a whole number of years. */
export function ageErrors(
  t: TFunction<['medical', 'common']>,
  path: string,
  age: string,
): FieldErrors {
  if (!age.trim()) return {};
  const years = Number(age);
  return Number.isInteger(years) && years >= 0 && years <= 130
    ? {}
    : { [path]: t('form.ageInvalid') };
}

export const ageValue = (age: string): number | undefined => (age.trim() ? Number(age) : undefined);

/** Moves the keyboard and screen reader to the first field the person has to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** The message of a field: the client's own check first, else the server's. */
export const fieldError = (client: FieldErrors, server: FieldErrors, path: string) =>
  client[path] ?? server[path];
