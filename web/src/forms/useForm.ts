import { type Refusal, type RefusalReason, refusalOf } from '@town/core/refusals';
import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { BackendError } from '../backend/types';
import { useRemembered } from '../state/useRemembered';
import { focusFirstInvalid } from './focusFirstInvalid';

/** What is wrong with each field, by the backend's field path ("patient.phone"). */
export type FieldErrors<E = string> = Partial<Record<string, E>>;

/** The part of `useAction` a form reads: the host's refusal and its field issues. */
export interface SentAction {
  error: BackendError | undefined;
  fieldErrors: Record<string, string>;
  pending: boolean;
}

export interface FormOptions<V, E = string> {
  /** The starting values, or a function making them. */
  initial: V | (() => V);
  /**
   * Values this browser remembered (the last order's contact): filled in after hydration so a
   * page the host rendered hydrates blank (see `useRemembered`).
   */
  remembered?: () => V;
  /**
   * The browser's quick checks, the host's rules said early; empty when all is well. Called on
   * every render once a submit was tried, so a fixed field loses its message as it is fixed.
   */
  check: (values: V) => FieldErrors<E>;
  /** Runs once the checks pass; the form is `submitting` until it settles. */
  send: (values: V) => Promise<unknown>;
  /** The action the form sends: its field issues show beside the fields. */
  action?: SentAction;
}

export interface Form<V, E = string> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: Dispatch<SetStateAction<V>>;
  /** The browser's messages: none before the first submit, then kept up to date. */
  errors: FieldErrors<E>;
  /** A field's message: the browser's own check first, else the host's. */
  error: (path: string) => E | string | undefined;
  /** A submit was tried (the browser's messages are showing). */
  submitted: boolean;
  /** Between a submit that passed the checks and its end; a second submit meanwhile is dropped. */
  submitting: boolean;
  /** The host's refusal for this reason with its typed details, or undefined. */
  refusal: <R extends RefusalReason>(reason: R) => Refusal<R> | undefined;
  /** The host's error of the last send, if it failed. */
  problem: BackendError | undefined;
  /** The form's submit handler (the form needs `noValidate`: these checks speak both languages). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

const resolve = <V>(initial: V | (() => V)): V =>
  typeof initial === 'function' ? (initial as () => V)() : initial;

/**
 * One way for every form to hold its values, check them, take the person to the first field to
 * fix, send once at a time and show what the host refused. Validation is the browser's quick
 * feedback only: the host's checks decide, and their field issues appear at the same fields.
 */
export function useForm<V, E = string>(options: FormOptions<V, E>): Form<V, E> {
  const [values, setValues] = useRemembered<V>(
    options.remembered ?? (() => resolve(options.initial)),
    resolve(options.initial),
  );
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef({ options, values });
  latest.current = { options, values };

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [setValues],
  );

  const onSubmit = useCallback(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const { options: current, values: now } = latest.current;
    setSubmitted(true);
    if (Object.values(current.check(now)).some(Boolean)) {
      focusFirstInvalid(form);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await current.send(now);
      // The host refused some fields: take the person to the first (nothing when it passed).
      if (form.isConnected) focusFirstInvalid(form);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);

  const errors: FieldErrors<E> = submitted ? options.check(values) : {};
  const serverErrors = options.action?.fieldErrors ?? {};
  const problem = options.action?.error;
  return {
    values,
    set,
    setValues,
    errors,
    error: (path) => errors[path] ?? serverErrors[path],
    submitted,
    submitting: submitting || Boolean(options.action?.pending),
    refusal: (reason) => refusalOf(problem?.details, reason),
    problem,
    onSubmit,
  };
}
