import { createLocalBackend } from './local';
import type { Backend } from './types';

export type { Backend, ReadParams } from './types';
export { BackendError, isBackendError } from './types';

/** Chosen at build time; a Firebase adapter will join 'local' behind the same interface. */
function chooseBackend(kind: string): Backend {
  switch (kind) {
    case 'local':
      return createLocalBackend();
    default:
      throw new Error(`VITE_BACKEND="${kind}" is not supported by this build (use "local").`);
  }
}

export const backend: Backend = chooseBackend(import.meta.env.VITE_BACKEND ?? 'local');
