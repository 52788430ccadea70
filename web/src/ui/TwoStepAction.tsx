import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface TwoStepLabels {
  /** The first, quiet button ("Cancel order"). */
  start: string;
  /** The second, which acts ("Yes, cancel it"). */
  confirm: string;
  /** Backs out without acting ("Keep it"). */
  keep: string;
}

/**
 * A step that cannot be undone (cancelling an order or a booking), asked twice: the first tap
 * shows "confirm" and "keep", and only "confirm" acts. "Keep" or Escape backs out. Focus follows
 * the buttons, so a keyboard or screen-reader user is not left on a button that vanished.
 */
export function TwoStepAction({
  labels,
  pending,
  onConfirm,
}: {
  labels: TwoStepLabels;
  /** The action is on its way: "confirm" is disabled so it is sent once. */
  pending: boolean;
  /** Acts; the buttons go back to the first step when it settles, whatever the answer. */
  onConfirm: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const moved = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (confirming ? confirmButton : startButton).current?.focus();
  }, [confirming]);

  const step = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  async function confirm() {
    try {
      await onConfirm();
    } finally {
      step(false);
    }
  }

  if (!confirming) {
    return (
      <button
        ref={startButton}
        type="button"
        className="button button--quiet"
        onClick={() => step(true)}
      >
        {labels.start}
      </button>
    );
  }
  const backOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') step(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from either button backs out.
    <div className="button-row" onKeyDown={backOnEscape}>
      <button
        ref={confirmButton}
        type="button"
        className="button button--danger"
        disabled={pending}
        onClick={() => void confirm()}
      >
        {labels.confirm}
      </button>
      <button type="button" className="button button--quiet" onClick={() => step(false)}>
        {labels.keep}
      </button>
    </div>
  );
}
