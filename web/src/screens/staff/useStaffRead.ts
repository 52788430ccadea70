import { useCallback, useEffect, useState } from 'react';
import { backend } from '../../backend';
import type { ReadName, ReadResult } from '../../backend/reads';
import { BackendError, type ReadParams } from '../../backend/types';
import type { ReadState } from '../../backend/useRead';
import { useSessionEnded } from './session';

export interface StaffReadState<T> extends ReadState<T> {
  /** Replaces the shown answer, e.g. with a record an action just returned. */
  setData: (update: (data: T) => T) => void;
}

const keyOf = (name: string, params: ReadParams | undefined) =>
  JSON.stringify([
    name,
    Object.entries(params ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);

const toBackendError = (error: unknown) =>
  error instanceof BackendError
    ? error
    : new BackendError('INTERNAL', error instanceof Error ? error.message : String(error));

/**
 * A staff read: like useRead, but never kept between screens. Staff answers hold customers'
 * phones and addresses and belong to one session: the next person on this phone must not see
 * them, even for a moment.
 */
export function useStaffRead<N extends ReadName>(
  name: N,
  params?: ReadParams,
  /** False: nothing is asked (a list this screen does not need right now). */
  enabled = true,
): StaffReadState<ReadResult<N>> {
  const key = enabled ? keyOf(name, params) : '';
  const sessionEnded = useSessionEnded();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    data: ReadResult<N> | undefined;
    error: BackendError | undefined;
  }>({ key, data: undefined, error: undefined });

  let current = state;
  if (state.key !== key) {
    current = { key, data: undefined, error: undefined };
    setState(current);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for name and params; `attempt` forces a retry; `sessionEnded` is stable per town.
  useEffect(() => {
    if (!key) return;
    let live = true;
    const [readName, entries] = JSON.parse(key) as [string, [string, string][]];
    backend.read<ReadResult<N>>(readName, Object.fromEntries(entries)).then(
      (data) => {
        if (live) setState({ key, data, error: undefined });
      },
      (error: unknown) => {
        if (!live) return;
        const failure = toBackendError(error);
        setState((prev) => ({ ...prev, key, error: failure }));
        // The session ended on the server (expired, or signed out on another tab): sign in again.
        if (failure.status === 'UNAUTHENTICATED') sessionEnded();
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => {
    setState((prev) => ({ ...prev, error: undefined }));
    setAttempt((n) => n + 1);
  }, []);

  const setData = useCallback((update: (data: ReadResult<N>) => ReadResult<N>) => {
    setState((prev) => (prev.data === undefined ? prev : { ...prev, data: update(prev.data) }));
  }, []);

  return {
    data: current.data,
    error: current.error,
    loading: current.data === undefined && current.error === undefined,
    reload,
    setData,
  };
}
