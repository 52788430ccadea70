import { useTranslation } from '../../i18n/useTranslation';
import { AddressFields } from '../../ui/AddressFields';
import { TextField } from '../../ui/Field';
import { PersonFields } from '../../ui/PersonFields';
import type { ContactDraft } from './contact';

interface ContactProps {
  contact: ContactDraft;
  onChange: (field: keyof ContactDraft, value: string) => void;
  /** The message of a field by its backend path ("patient.phone"). */
  error: (path: string) => string | undefined;
}

/** The patient of a booking: name, mobile and (optional) age, at "patient.*". */
export function PatientFields({
  contact,
  onChange,
  error,
  age,
  onAge,
}: ContactProps & { age: string; onAge: (age: string) => void }) {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <>
      <PersonFields
        name={contact.name}
        phone={contact.phone}
        onChange={onChange}
        error={error}
        prefix="patient"
        nameLabel={t('appointment.patientName')}
      />
      <TextField
        label={t('form.age')}
        optional
        inputMode="numeric"
        value={age}
        maxLength={3}
        onChange={(event) => onAge(event.target.value)}
        error={error('patient.age')}
      />
    </>
  );
}

/** Who asks (at `prefix`: "customer", "requester") and where to come ("address.*"). */
export function HomeContactFields({
  contact,
  onChange,
  error,
  prefix,
  addressLabel,
}: ContactProps & { prefix: string; addressLabel?: string }) {
  return (
    <>
      <PersonFields
        name={contact.name}
        phone={contact.phone}
        onChange={onChange}
        error={error}
        prefix={prefix}
      />
      <AddressFields
        line={contact.line}
        landmark={contact.landmark}
        onChange={onChange}
        error={error}
        prefix="address"
        lineLabel={addressLabel}
      />
    </>
  );
}
