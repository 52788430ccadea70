import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { normalizePhone } from '../../state/phone';
import { errorText } from '../../ui/errorText';
import { TextArea, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PersonFields } from '../../ui/PersonFields';
import { useAction } from '../../ui/useAction';
import { type ContactDraft, checkContact, messageMax, nameMax } from './contactChecks';
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
          <ContactSection />
        </section>
      </div>
    </Page>
  );
}

const emptyDraft: ContactDraft = { name: '', phone: '', email: '', message: '' };

/** The form, or what was sent; "send another" brings back a fresh form. */
function ContactSection() {
  const [sent, setSent] = useState<{ code: string; name: string } | null>(null);
  return sent ? (
    <Sent code={sent.code} name={sent.name} onAnother={() => setSent(null)} />
  ) : (
    <ContactForm onSent={setSent} />
  );
}

function ContactForm({ onSent }: { onSent: (sent: { code: string; name: string }) => void }) {
  const { t } = useTranslation(['info', 'common']);
  const { t: tCommon } = useTranslation();
  const action = useAction('sendContactMessage');
  const form = useForm<ContactDraft>({
    initial: emptyDraft,
    check: (draft) => checkContact(draft, t),
    action,
    async send(draft) {
      const phone = draft.phone.trim();
      const email = draft.email.trim();
      const result = await action.run({
        name: draft.name.trim(),
        message: draft.message.trim(),
        ...(phone ? { phone: normalizePhone(phone) } : {}),
        ...(email ? { email } : {}),
      });
      if (result) onSent({ code: result.code, name: draft.name.trim() });
    },
  });
  const { values: draft, set, error } = form;

  const otherError =
    action.error && Object.keys(action.fieldErrors).length === 0
      ? errorText(tCommon, action.error)
      : undefined;
  return (
    <>
      <h2 id="contact-form-title" className="section-title">
        {t('contact.form.title')}
      </h2>
      <p className="muted">{t('contact.form.lead')}</p>
      <form className="form" onSubmit={form.onSubmit} noValidate>
        <PersonFields
          name={draft.name}
          phone={draft.phone}
          onChange={set}
          error={error}
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
          onChange={(event) => set('email', event.target.value)}
          error={error('email')}
        />
        <TextArea
          label={t('contact.form.message')}
          name="message"
          rows={5}
          maxLength={messageMax}
          value={draft.message}
          onChange={(event) => set('message', event.target.value)}
          error={error('message')}
        />
        {otherError && (
          <p className="form-problem" role="alert">
            {otherError}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? t('common:form.sending') : t('contact.form.send')}
          </button>
        </div>
      </form>
    </>
  );
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
