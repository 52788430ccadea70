import { type ComponentProps, type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen's code that has not arrived in this time counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  constructor(ms: number) {
    super(`This screen did not load within ${Math.round(ms / 1000)} seconds.`);
  }
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// biome-ignore lint/suspicious/noExplicitAny: screens take any props; the wrapper keeps them typed.
type AnyComponent = ComponentType<any>;

/**
 * React.lazy with a load timeout. React caches a failed lazy component forever, so after a
 * failure the next render starts a fresh lazy load: the error boundary's Retry really retries.
 */
export function lazyScreen<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  timeoutMs = chunkLoadTimeoutMs,
): ComponentType<ComponentProps<C>> {
  const fresh = (): LazyExoticComponent<C> =>
    lazy(() =>
      withTimeout(load(), timeoutMs).catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  // A component made once per screen at module load, like React.lazy itself.
  function Screen(props: ComponentProps<C>) {
    const Current = current;
    return <Current {...props} />;
  }
  return Screen;
}
