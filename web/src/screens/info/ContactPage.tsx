import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { normalizePhone } from '../../state/phone';
import { errorText } from '../../ui/errorText';
import { TextArea, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PersonFields } from '../../ui/PersonFields';
import { useAction } from '../../ui/useAction';
import {
  type ContactDraft,
  type ContactErrors,
  checkContact,
  messageMax,
  nameMax,
} from './contactChecks';
import { TownContact } from './TownContact';
import './info.css';

/** /contact: the help desk's numbers and address, and a message form. */
export default function ContactPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')}>
      <div className="contact-layout">
        <section aria-labelledby="contact-desk" className="card contact-desk">
          <h2 id="contact-desk" className="section-title">
            {t('contact.helpDesk')}
          </h2>
          <TownContact />
        </section>
        <section aria-labelledby="contact-form-title" className="contact-form">
          <ContactForm />
        </section>
      </div>
    </Page>
  );
}

const emptyDraft: ContactDraft = { name: '', phone: '', email: '', message: '' };

function ContactForm() {
  const { t } = useTranslation(['info', 'common']);
  const { t: tCommon } = useTranslation();
  const action = useAction('sendContactMessage');
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<{ code: string; name: string } | null>(null);

  const update = (field: keyof ContactDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkContact(draft, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    const phone = draft.phone.trim();
    const email = draft.email.trim();
    const result = await action.run({
      name: draft.name.trim(),
      message: draft.message.trim(),
      ...(phone ? { phone: normalizePhone(phone) } : {}),
      ...(email ? { email } : {}),
    });
    if (result) {
      setSent({ code: result.code, name: draft.name.trim() });
      setDraft(emptyDraft);
    }
  }

  if (sent) {
    return (
      <Sent
        code={sent.code}
        name={sent.name}
        onAnother={() => {
          setSent(null);
          setErrors({});
        }}
      />
    );
  }

  const server = action.fieldErrors;
  const errorOf = (field: keyof ContactDraft) => errors[field] ?? server[field];
  const otherError =
    action.error && Object.keys(server).length === 0 ? errorText(tCommon, action.error) : undefined;
  return (
    <>
      <h2 id="contact-form-title" className="section-title">
        {t('contact.form.title')}
      </h2>
      <p className="muted">{t('contact.form.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <PersonFields
          name={draft.name}
          phone={draft.phone}
          onChange={(field, value) => update(field)(value)}
          error={(field) => errorOf(field as keyof ContactDraft)}
          named
          nameMax={nameMax}
          phoneMax={false}
          phoneOptional
        />
        <TextField
          label={t('contact.form.email')}
          name="email"
          type="email"
          autoComplete="email"
          optional
          value={draft.email}
          onChange={(event) => update('email')(event.target.value)}
          error={errorOf('email')}
        />
        <TextArea
          label={t('contact.form.message')}
          name="message"
          rows={5}
          maxLength={messageMax}
          value={draft.message}
          onChange={(event) => update('message')(event.target.value)}
          error={errorOf('message')}
        />
        {otherError && (
          <p className="form-problem" role="alert">
            {otherError}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.pending}>
            {action.pending ? t('common:form.sending') : t('contact.form.send')}
          </button>
        </div>
      </form>
    </>
  );
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React has drawn the messages, so the reader hears the field with its error.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function Sent({ code, name, onAnother }: { code: string; name: string; onAnother: () => void }) {
  const { t } = useTranslation('info');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sent" role="status">
      <h2 id="contact-form-title" className="section-title" tabIndex={-1} ref={heading}>
        {t('contact.sent.title', { name })}
      </h2>
      <p>{t('contact.sent.body')}</p>
      <p>
        {t('contact.sent.code')} <strong className="sent__code">{code}</strong>
      </p>
      <button type="button" className="button button--quiet" onClick={onAnother}>
        {t('contact.sent.another')}
      </button>
    </div>
  );
}
