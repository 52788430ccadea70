import { useTranslation } from '../../i18n/useTranslation';
import { AddressFields } from '../../ui/AddressFields';
import { TextArea } from '../../ui/Field';
import { PersonFields } from '../../ui/PersonFields';
import {
  type DeliveryDraft,
  type DeliveryField,
  type DeliveryProblem,
  deliveryLimits,
  noteMax,
  noteTooLong,
  serverFieldOf,
} from './delivery';

/**
 * Name, phone, address and note of a delivery, shared by the cart checkout and the shopping-list
 * order. Shows the client's own checks first, then what the server said about a field.
 */
export function DeliveryFields({
  draft,
  onChange,
  problems,
  serverErrors,
  note,
  noteHint,
  onNote,
}: {
  draft: DeliveryDraft;
  onChange: (field: DeliveryField, value: string) => void;
  problems: Partial<Record<DeliveryField, DeliveryProblem>>;
  serverErrors: Record<string, string>;
  note: string;
  noteHint: string;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation();
  const error = (path: string): string | undefined => {
    const field = path as DeliveryField;
    const problem = problems[field];
    if (problem) {
      return t(`form.${problem}`, { max: deliveryLimits[field as keyof typeof deliveryLimits] });
    }
    return Object.entries(serverErrors).find(([server]) => serverFieldOf[server] === field)?.[1];
  };
  return (
    <>
      <PersonFields
        name={draft.name}
        phone={draft.phone}
        onChange={onChange}
        error={error}
        named
        nameMax={deliveryLimits.name}
        phoneAutoComplete="tel-national"
      />
      <AddressFields
        line={draft.line}
        landmark={draft.landmark}
        pinCode={draft.pinCode}
        onChange={onChange}
        error={error}
        lineMax={deliveryLimits.line}
        rows={2}
        named
      />
      <TextArea
        label={t('form.note')}
        hint={noteHint}
        optional
        name="note"
        rows={2}
        value={note}
        onChange={(event) => onNote(event.target.value)}
        error={noteTooLong(note) ? t('form.tooLong', { max: noteMax }) : serverErrors.note}
      />
    </>
  );
}
