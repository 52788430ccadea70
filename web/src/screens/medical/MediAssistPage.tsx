import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { saveBookingLink } from '../../state/bookingLinks';
import { TextArea } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { useAction } from '../../ui/useAction';
import { AmbulanceNote } from './AmbulanceNote';
import { HomeContactFields } from './ContactFields';
import { addressOf, personOf, useContact } from './contact';
import { FormProblem } from './FormProblem';
import {
  addressErrors,
  type FieldErrors,
  fieldError,
  focusFirstInvalid,
  personErrors,
} from './forms';
import { thankYouPath } from './thanks';
import './medical.css';

const shownPaths = [
  'need',
  'requester.name',
  'requester.phone',
  'address.line',
  'address.landmark',
];

/** /medical/mediAssist: ask the town's medical team for help at home. */
export default function MediAssistPage() {
  const { t } = useTranslation(['medical', 'common']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const action = useAction('requestMedicalAssistance');
  const [contact, change] = useContact();
  const [need, setNeed] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {
      ...personErrors(t, 'requester', contact),
      ...addressErrors(t, contact.line, contact.landmark),
    };
    if (need.trim().length < 3) found.need = t('assist.needInvalid');
    else if (need.trim().length > 1000) found.need = t('common:form.tooLong', { max: 1000 });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await action.run({
      requester: personOf(contact),
      address: addressOf(contact),
      need: need.trim(),
      urgent,
    });
    if (result) {
      saveBookingLink({
        kind: 'assistance',
        code: result.code,
        secret: result.secret,
        placedAt: new Date().toISOString(),
        title: need.trim().slice(0, 120),
      });
      navigate(thankYouPath('assistance', result.code));
    } else focusFirstInvalid(formRef.current);
  }

  const error = (path: string) => fieldError(errors, action.fieldErrors, path);

  return (
    <Page title={t('assist.title')} lead={t('assist.lead')} back="/medical" className="med">
      <AmbulanceNote />
      <form ref={formRef} className="form card med-form" noValidate onSubmit={submit}>
        <h2 className="section-title">{t('assist.formTitle')}</h2>
        <TextArea
          label={t('assist.need')}
          hint={t('assist.needHint')}
          value={need}
          maxLength={1000}
          onChange={(event) => setNeed(event.target.value)}
          error={error('need')}
        />
        <label className="med-check">
          <input
            type="checkbox"
            checked={urgent}
            onChange={(event) => setUrgent(event.target.checked)}
          />
          <span>
            <span className="med-check__label">{t('assist.urgent')}</span>
            <span className="med-check__hint">{t('assist.urgentHint')}</span>
          </span>
        </label>
        <HomeContactFields
          contact={contact}
          onChange={change}
          error={error}
          prefix="requester"
          addressLabel={t('assist.address')}
        />
        <FormProblem
          error={action.error}
          fieldErrors={action.fieldErrors}
          shownPaths={shownPaths}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={action.pending}>
            {action.pending ? t('common:form.sending') : t('assist.submit')}
          </button>
        </div>
      </form>
    </Page>
  );
}
