import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { saveBookingLink } from '../../state/bookingLinks';
import { TextArea } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { useAction } from '../../ui/useAction';
import { AmbulanceNote } from './AmbulanceNote';
import { HomeContactFields } from './ContactFields';
import { addressOf, type ContactDraft, personOf } from './contact';
import { FormProblem } from './FormProblem';
import { addressErrors, type FieldErrors, personErrors } from './forms';
import { thankYouPath } from './thanks';
import { useContactForm } from './useContactForm';
import './medical.css';

const shownPaths = [
  'need',
  'requester.name',
  'requester.phone',
  'address.line',
  'address.landmark',
];

const needMax = 1000;

/** The request: what is needed, how urgent, who asks and where (remembered). */
interface AssistValues extends ContactDraft {
  need: string;
  urgent: boolean;
}

const blankNeed = { need: '', urgent: false };

/** /medical/mediAssist: ask the town's medical team for help at home. */
export default function MediAssistPage() {
  const { t } = useTranslation(['medical', 'common']);
  const navigate = useNavigate();
  const action = useAction('requestMedicalAssistance');

  function check(values: AssistValues): FieldErrors {
    const found: FieldErrors = {
      ...personErrors(t, 'requester', values),
      ...addressErrors(t, values.line, values.landmark),
    };
    const need = values.need.trim();
    if (need.length < 3) found.need = t('assist.needInvalid');
    else if (need.length > needMax) found.need = t('common:form.tooLong', { max: needMax });
    return found;
  }

  const form = useContactForm<AssistValues>(blankNeed, {
    check,
    action,
    async send(values) {
      const need = values.need.trim();
      const result = await action.run({
        requester: personOf(values),
        address: addressOf(values),
        need,
        urgent: values.urgent,
      });
      if (result) {
        saveBookingLink({
          kind: 'assistance',
          code: result.code,
          secret: result.secret,
          placedAt: new Date().toISOString(),
          title: need.slice(0, 120),
        });
        navigate(thankYouPath('assistance', result.code));
      }
    },
  });
  const { values, set, error, change } = form;

  return (
    <Page title={t('assist.title')} lead={t('assist.lead')} back="/medical" className="med">
      <AmbulanceNote />
      <form className="form card med-form" noValidate onSubmit={form.onSubmit}>
        <h2 className="section-title">{t('assist.formTitle')}</h2>
        <TextArea
          label={t('assist.need')}
          hint={t('assist.needHint')}
          value={values.need}
          maxLength={needMax}
          onChange={(event) => set('need', event.target.value)}
          error={error('need')}
        />
        <label className="med-check">
          <input
            type="checkbox"
            checked={values.urgent}
            onChange={(event) => set('urgent', event.target.checked)}
          />
          <span>
            <span className="med-check__label">{t('assist.urgent')}</span>
            <span className="med-check__hint">{t('assist.urgentHint')}</span>
          </span>
        </label>
        <HomeContactFields
          contact={values}
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
          <button type="submit" className="button" disabled={form.submitting}>
            {action.pending ? t('common:form.sending') : t('assist.submit')}
          </button>
        </div>
      </form>
    </Page>
  );
}
