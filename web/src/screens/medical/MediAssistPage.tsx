import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextArea, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { useAction } from '../../ui/useAction';
import { AmbulanceNote } from './AmbulanceNote';
import { normalPhone, rememberedContact } from './contact';
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
  const [saved] = useState(rememberedContact);
  const [name, setName] = useState(saved.name);
  const [phone, setPhone] = useState(saved.phone);
  const [line, setLine] = useState(saved.line);
  const [landmark, setLandmark] = useState(saved.landmark);
  const [need, setNeed] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {
      ...personErrors(t, 'requester', { name, phone }),
      ...addressErrors(t, line, landmark),
    };
    if (need.trim().length < 3) found.need = t('assist.needInvalid');
    else if (need.trim().length > 1000) found.need = t('common:form.tooLong', { max: 1000 });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const result = await action.run({
      requester: { name: name.trim(), phone: normalPhone(phone) ?? phone },
      address: { line: line.trim(), ...(landmark.trim() ? { landmark: landmark.trim() } : {}) },
      need: need.trim(),
      urgent,
    });
    if (result) navigate(thankYouPath('assistance', result.code));
    else focusFirstInvalid(formRef.current);
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
        <TextField
          label={t('common:form.name')}
          autoComplete="name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          error={error('requester.name')}
        />
        <TextField
          label={t('common:form.phone')}
          hint={t('common:form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          maxLength={20}
          onChange={(event) => setPhone(event.target.value)}
          error={error('requester.phone')}
        />
        <TextArea
          label={t('assist.address')}
          hint={t('common:form.addressHint')}
          autoComplete="street-address"
          value={line}
          maxLength={300}
          onChange={(event) => setLine(event.target.value)}
          error={error('address.line')}
        />
        <TextField
          label={t('common:form.landmark')}
          optional
          value={landmark}
          maxLength={120}
          onChange={(event) => setLandmark(event.target.value)}
          error={error('address.landmark')}
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
