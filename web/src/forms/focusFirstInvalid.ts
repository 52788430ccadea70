/**
 * After a refused submit, takes the person to the first field to fix: on a phone the message
 * may be a screen or two above the button they tapped, and a screen reader then reads the field
 * with its error. Runs after React has drawn the errors (the next frame).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  });
}
