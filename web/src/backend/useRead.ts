import { use, useCallback, useEffect, useState } from 'react';
import { useServerRender } from '../render/serverRender';
import { backend } from './index';
import { givenParams } from './readParams';
import type { ReadName, ReadResult } from './reads';
import { BackendError, type ReadParams } from './types';

export interface ReadState<T> {
  data: T | undefined;
  error: BackendError | undefined;
  /** True while no answer (data or error) has arrived for the current name and params. */
  loading: boolean;
  /** Asks again, e.g. from a "Try again" button. */
  reload: () => void;
}

/**
 * Answers already received this visit, by request key: going back to a screen shows them at
 * once while a fresh copy is fetched in the background.
 */
const answers = new Map<string, unknown>();

/**
 * Requests started ahead of their screen (see `prefetchRead`), by request key: the screen takes
 * the one in flight instead of asking again. Each is used once.
 */
const ahead = new Map<string, Promise<unknown>>();

/**
 * Answers the host rendered this page from (see render/pageData.ts): the screens of that page take
 * them as fresh, without asking again, until the visitor moves to another page.
 */
const fromPage = new Set<string>();

/**
 * Starts a read before its screen's code has arrived, so data and code load side by side on a
 * slow network instead of one after the other.
 */
export function prefetchRead(name: ReadName, params?: ReadParams): void {
  const key = requestKey(name, params);
  if (typeof window === 'undefined' || ahead.has(key) || fromPage.has(key)) return;
  const request = backend.read(name, givenParams(params));
  request.catch(() => {
    // The screen asks again and shows the error itself.
  });
  ahead.set(key, request);
}

/** Seeds an answer known before any request, e.g. the town settings built into the page. */
export function primeRead(name: ReadName, params: ReadParams | undefined, data: unknown): void {
  answers.set(requestKey(name, params), data);
}

/** Seeds the answers a server-rendered page was made from: hydration shows exactly those. */
export function primePageReads(reads: ReadonlyArray<[key: string, data: unknown]>): void {
  for (const [key, data] of reads) {
    answers.set(key, data);
    fromPage.add(key);
  }
}

/** After the first page: screens shown again ask for fresh copies. */
export function forgetPageReads(): void {
  fromPage.clear();
}

export function requestKey(name: string, params: ReadParams | undefined): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([name, entries]);
}

function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  return new BackendError('INTERNAL', error instanceof Error ? error.message : String(error));
}

/** Fetches a named read and re-fetches when the name or params change. */
export function useRead<N extends ReadName>(
  name: N,
  params?: ReadParams,
): ReadState<ReadResult<N>> {
  const key = requestKey(name, params);
  // On the host, the read runs in process and the render waits for it (`use` may be called
  // conditionally; `server` is the same for a component's whole life).
  const server = useServerRender();
  const rendered = server ? (use(server.read(key)) as ReadResult<N>) : undefined;
  const [state, setState] = useState<{
    key: string;
    data: ReadResult<N> | undefined;
    error: BackendError | undefined;
    settled: boolean;
  }>(() => ({
    key,
    data: server ? rendered : (answers.get(key) as ReadResult<N> | undefined),
    error: undefined,
    settled: server !== null || fromPage.has(key),
  }));
  const [attempt, setAttempt] = useState(0);

  // A new key shows its cached answer (if any) straight away, never the previous key's data.
  let current = state;
  if (state.key !== key) {
    current = {
      key,
      data: answers.get(key) as ReadResult<N> | undefined,
      error: undefined,
      settled: false,
    };
    setState(current);
  }

  useEffect(() => {
    let live = true;
    const [readName, entries] = JSON.parse(key) as [string, [string, string][]];
    if (attempt === 0 && fromPage.has(key)) return;
    const early = attempt === 0 ? ahead.get(key) : undefined;
    ahead.delete(key);
    const request = (early ??
      backend.read<ReadResult<N>>(readName, Object.fromEntries(entries))) as Promise<ReadResult<N>>;
    request.then(
      (data) => {
        answers.set(key, data);
        if (live) setState({ key, data, error: undefined, settled: true });
      },
      (error: unknown) => {
        if (live) {
          setState((prev) => ({ ...prev, key, error: toBackendError(error), settled: true }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => {
    setState((prev) => ({ ...prev, error: undefined, settled: false }));
    setAttempt((n) => n + 1);
  }, []);

  return {
    data: current.data,
    error: current.error,
    loading: !current.settled && current.data === undefined,
    reload,
  };
}
