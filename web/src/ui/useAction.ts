import { useCallback, useRef, useState } from 'react';
import { backend } from '../backend';
import type { ActionInput, ActionName, ActionResult } from '../backend/actions';
import { BackendError } from '../backend/types';
import { fieldErrorsOf } from './errorText';

export interface ActionState<N extends ActionName> {
  /** Sends the input; resolves to the result, or undefined when it failed (see `error`). */
  run: (input: ActionInput<N>) => Promise<ActionResult<N> | undefined>;
  pending: boolean;
  error: BackendError | undefined;
  /** Server field messages by path, e.g. { "customer.phone": "..." }. */
  fieldErrors: Record<string, string>;
  /**
   * A random key made once per form: sent with orders so a retry after a timeout, or a second
   * tap, makes one order. Make a fresh one with `renewRequestId` after a success.
   */
  requestId: string;
  renewRequestId: () => void;
}

export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls a named action from a form: one request at a time, errors kept for the form to show. */
export function useAction<N extends ActionName>(name: N): ActionState<N> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<BackendError | undefined>();
  const [requestId, setRequestId] = useState(newRequestId);
  const inFlight = useRef(false);

  const run = useCallback(
    async (input: ActionInput<N>) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      setError(undefined);
      try {
        return await backend.call<ActionResult<N>>(name, input);
      } catch (caught) {
        setError(
          caught instanceof BackendError
            ? caught
            : new BackendError(
                'INTERNAL',
                caught instanceof Error ? caught.message : String(caught),
              ),
        );
        return undefined;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [name],
  );

  const renewRequestId = useCallback(() => setRequestId(newRequestId()), []);

  return { run, pending, error, fieldErrors: fieldErrorsOf(error), requestId, renewRequestId };
}
