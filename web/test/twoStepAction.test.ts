/**
 * @jest-environment jsdom
 */
import { act, createElement } from 'react';
import { TwoStepAction } from '../src/ui/TwoStepAction';
import { reactRootPerTest } from './reactRoot';

const labels = { start: 'Cancel order', confirm: 'Yes, cancel it', keep: 'Keep it' };

const page = reactRootPerTest();

function render(onConfirm: () => Promise<unknown>, pending = false) {
  page.render(createElement(TwoStepAction, { labels, pending, onConfirm }));
}

const buttons = () =>
  Array.from(page.host.querySelectorAll('button'), (button) => button.textContent);
const button = (text: string) =>
  Array.from(page.host.querySelectorAll('button')).find((b) => b.textContent === text) as
    | HTMLButtonElement
    | undefined;

async function tap(text: string) {
  const target = button(text);
  if (!target) throw new Error(`no "${text}" button among ${buttons().join(', ')}`);
  await act(async () => target.click());
}

describe('TwoStepAction: cancelling an order or a booking takes two taps', () => {
  test('the first tap only asks; the second acts once, then the first step is back', async () => {
    const onConfirm = jest.fn(async () => undefined);
    render(onConfirm);
    expect(buttons()).toEqual(['Cancel order']);

    await tap('Cancel order');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(buttons()).toEqual(['Yes, cancel it', 'Keep it']);
    // The cursor moves to the question, not to the page's start.
    expect(document.activeElement).toBe(button('Yes, cancel it'));

    await tap('Yes, cancel it');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(buttons()).toEqual(['Cancel order']);
  });

  test('"Keep it" and Escape back out without acting, and the cursor returns to the first button', async () => {
    const onConfirm = jest.fn(async () => undefined);
    render(onConfirm);

    await tap('Cancel order');
    await tap('Keep it');
    expect(buttons()).toEqual(['Cancel order']);
    expect(document.activeElement).toBe(button('Cancel order'));

    await tap('Cancel order');
    await act(async () => {
      button('Yes, cancel it')?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    expect(buttons()).toEqual(['Cancel order']);
    expect(document.activeElement).toBe(button('Cancel order'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('while the cancel is on its way the confirm button waits; a refusal shows the first step again', async () => {
    // The screens' cancel resolves either way: a refusal is shown beside, as the host's problem.
    let settle: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(onConfirm);
    await tap('Cancel order');
    await tap('Yes, cancel it');
    render(onConfirm, true);
    expect(button('Yes, cancel it')?.disabled).toBe(true);
    await tap('Yes, cancel it');
    expect(onConfirm).toHaveBeenCalledTimes(1);

    render(onConfirm, false);
    await act(async () => settle());
    expect(buttons()).toEqual(['Cancel order']);
    expect(document.activeElement).toBe(button('Cancel order'));
  });
});
