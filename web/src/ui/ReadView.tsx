import type { ReactNode } from 'react';
import type { ReadState } from '../backend/useRead';
import { Loading } from '../shell/Loading';
import { EmptyState } from './EmptyState';
import { Problem } from './Problem';

/**
 * The three states of a read around its content: loading dots, an error with retry, or an empty
 * message when the answer is an empty list (or null for a single record).
 */
export function ReadView<T>({
  state,
  empty,
  children,
}: {
  state: ReadState<T>;
  /** Shown when the answer is null or an empty list. */
  empty: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { data, error, loading, reload } = state;
  if (loading) return <Loading />;
  if (data === undefined) return error ? <Problem error={error} onRetry={reload} /> : <Loading />;
  if (data === null || (Array.isArray(data) && data.length === 0)) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return <>{children(data as NonNullable<T>)}</>;
}
