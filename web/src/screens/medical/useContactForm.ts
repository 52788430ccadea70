import { type Form, type FormOptions, useForm } from '../../forms/useForm';
import { blankContact, type ContactDraft, rememberedContact } from './contact';

/** A medical form: who and where (remembered on this phone), and the form's own fields. */
export interface ContactForm<V extends ContactDraft> extends Form<V> {
  /** Writes a contact field, as the shared person and address fields call it. */
  change: (field: keyof ContactDraft, value: string) => void;
}

/**
 * The setup every medical form shares (appointment, lab test, pharmacy order, help at home):
 * the contact starts blank for a page the host rendered and is filled from this phone's last
 * order or booking after hydration; the form's own fields start as `own` either way.
 */
export function useContactForm<V extends ContactDraft>(
  own: Omit<V, keyof ContactDraft>,
  options: Omit<FormOptions<V>, 'initial' | 'remembered'>,
): ContactForm<V> {
  const form = useForm<V>({
    ...options,
    initial: { ...blankContact, ...own } as V,
    remembered: () => ({ ...rememberedContact(), ...own }) as V,
  });
  const { setValues } = form;
  const change = (field: keyof ContactDraft, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return { ...form, change };
}
