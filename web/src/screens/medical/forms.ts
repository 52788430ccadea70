import { textLimits } from '@town/core/vocabulary';
import type { TFunction } from '../../i18n/useTranslation';
import { isMobile } from '../../state/phone';

/** Field messages by the backend's field path ("patient.phone"), shown next to the inputs. */
export type FieldErrors = Record<string, string>;

/** The longest note a booking or order takes. */
export const noteMax = textLimits.shortText;

/** Client checks of a person's name and mobile before anything is sent. */
export function personErrors(
  t: TFunction<['medical', 'common']>,
  prefix: string,
  person: { name: string; phone: string },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!person.name.trim()) errors[`${prefix}.name`] = t('common:form.nameInvalid');
  else if (person.name.trim().length > textLimits.name)
    errors[`${prefix}.name`] = t('common:form.tooLong', { max: textLimits.name });
  if (!isMobile(person.phone)) errors[`${prefix}.phone`] = t('common:form.phoneInvalid');
  return errors;
}

/** The backend's address limits (core's `textLimits`). */
export function addressErrors(
  t: TFunction<['medical', 'common']>,
  line: string,
  landmark: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (line.trim().length < textLimits.addressLineMin)
    errors['address.line'] = t('common:form.addressInvalid');
  else if (line.trim().length > textLimits.addressLine)
    errors['address.line'] = t('common:form.tooLong', { max: textLimits.addressLine });
  if (landmark.trim().length > textLimits.landmark)
    errors['address.landmark'] = t('common:form.tooLong', { max: textLimits.landmark });
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
