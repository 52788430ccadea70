/**
 * @jest-environment jsdom
 */
import { refusal } from '@town/core/refusals';
import { act, createElement, type ReactNode } from 'react';
import { BackendError } from '../src/backend/types';
import { type Form, type SentAction, useForm } from '../src/forms/useForm';
import { reactRootPerTest } from './reactRoot';

interface Values {
  name: string;
  phone: string;
}

const check = (values: Values) => ({
  ...(values.name.trim() ? {} : { name: 'Write a name' }),
  ...(/^\d{10}$/.test(values.phone) ? {} : { phone: 'Write a 10-digit mobile' }),
});

const noAction: SentAction = { error: undefined, fieldErrors: {}, pending: false };

/** A form as the screens write one: fields marked invalid by the hook's messages. */
function ContactForm(props: {
  send: (values: Values) => Promise<unknown>;
  action?: SentAction;
  onForm: (form: Form<Values>) => void;
}): ReactNode {
  const form = useForm<Values>({
    initial: { name: '', phone: '' },
    check,
    send: props.send,
    action: props.action ?? noAction,
  });
  props.onForm(form);
  const field = (name: keyof Values) =>
    createElement('input', {
      name,
      value: form.values[name],
      onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
      'aria-invalid': form.error(name) ? true : undefined,
    });
  const shortage = form.refusal('out-of-stock');
  return createElement(
    'form',
    { onSubmit: form.onSubmit, noValidate: true },
    field('name'),
    field('phone'),
    shortage &&
      createElement('p', { role: 'alert' }, `Only ${shortage.shortages[0]?.available} left`),
    createElement('button', { type: 'submit', disabled: form.submitting }, 'Send'),
  );
}

const page = reactRootPerTest();
let form: Form<Values>;

function render(props: Omit<Parameters<typeof ContactForm>[0], 'onForm'>) {
  page.render(
    createElement(ContactForm, {
      ...props,
      onForm: (current) => {
        form = current;
      },
    }),
  );
}

const formElement = () => page.host.querySelector('form') as HTMLFormElement;
const input = (name: string) =>
  page.host.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function submit() {
  await act(async () => {
    formElement().requestSubmit();
  });
  await act(nextFrame);
}

describe('useForm, the one way the forms hold, check and send their values', () => {
  test('a refused submit sends nothing and puts the cursor in the first field to fix', async () => {
    const send = jest.fn(async () => undefined);
    render({ send });
    expect(input('name').getAttribute('aria-invalid')).toBeNull(); // no message before a try

    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(form.errors).toEqual({ name: 'Write a name', phone: 'Write a 10-digit mobile' });
    expect(document.activeElement).toBe(input('name'));

    // Fixing a field takes its message away at once; the next refused submit goes to the next.
    act(() => form.set('name', 'Rina'));
    expect(input('name').getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(document.activeElement).toBe(input('phone'));
    expect(send).not.toHaveBeenCalled();

    act(() => form.set('phone', '9876543210'));
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Rina', phone: '9876543210' });
  });

  test('a second tap while sending sends nothing more, and the button waits', async () => {
    let finish: () => void = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render({ send });
    act(() => form.setValues({ name: 'Rina', phone: '9876543210' }));

    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.submitting).toBe(true);
    expect((page.host.querySelector('button') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => finish());
    expect(form.submitting).toBe(false);
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  test("the host's refusal is read by its reason, and its field issues sit at the fields", async () => {
    const shortages = [{ productId: 'rice', name: 'Rice', available: 2, requested: 5 }];
    const refused: SentAction = {
      error: new BackendError(
        'FAILED_PRECONDITION',
        'short',
        refusal('out-of-stock', { shortages }),
      ),
      fieldErrors: {},
      pending: false,
    };
    render({ send: async () => undefined, action: refused });
    expect(form.refusal('out-of-stock')?.shortages).toEqual(shortages);
    expect(form.refusal('prescription-needed')).toBeUndefined();
    expect(page.host.querySelector('[role="alert"]')?.textContent).toBe('Only 2 left');

    const fieldIssue: SentAction = {
      error: new BackendError('INVALID_ARGUMENT', 'bad phone'),
      fieldErrors: { phone: 'Not a mobile number' },
      pending: false,
    };
    render({ send: async () => undefined, action: fieldIssue });
    act(() => form.setValues({ name: 'Rina', phone: '9876543210' }));
    expect(form.error('phone')).toBe('Not a mobile number');
    expect(form.error('name')).toBeUndefined();
    // After a send the host refused, the person is taken to the field it named.
    await submit();
    expect(document.activeElement).toBe(input('phone'));
  });
});
