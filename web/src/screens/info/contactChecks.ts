import type { TFunction } from '../../i18n/useTranslation';
import { isMobile } from '../../state/phone';

export interface ContactDraft {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export const nameMax = 80;
export const messageMin = 3;
export const messageMax = 2000;

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The same rules as the sendContactMessage action, checked before sending so people see what
 * to fix at once, in their language. The server checks again.
 */
export function checkContact(draft: ContactDraft, t: TFunction<['info', 'common']>): ContactErrors {
  const errors: ContactErrors = {};
  const name = draft.name.trim();
  const phone = draft.phone.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  if (!name) errors.name = t('common:form.nameInvalid');
  else if (name.length > nameMax) errors.name = t('common:form.tooLong', { max: nameMax });
  if (phone && !isMobile(phone)) {
    errors.phone = t('common:form.phoneInvalid');
  }
  if (email && !emailPattern.test(email)) errors.email = t('contact.form.emailInvalid');
  if (!phone && !email) errors.phone = t('contact.form.needOne');
  if (message.length < messageMin) errors.message = t('contact.form.messageShort');
  else if (message.length > messageMax) {
    errors.message = t('common:form.tooLong', { max: messageMax });
  }
  return errors;
}
