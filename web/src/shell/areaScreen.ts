import type { ComponentType } from 'react';
import type { ReadName } from '../backend/reads';
import type { ReadParams } from '../backend/types';
import { prefetchRead } from '../backend/useRead';
import { i18n } from '../i18n';
import type { AreaNamespace } from '../i18n/namespaces';
import { lazyScreen } from './lazyScreen';

/** A read a screen makes as soon as it shows, started together with its code. */
export type EarlyRead = [name: ReadName, params?: ReadParams];

/**
 * A lazy screen of one area: its code, its strings (in the chosen language) and the reads it
 * shows first all load in parallel, so the screen never waits for one after the other.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens take any props; lazyScreen keeps them typed.
export function areaScreen<C extends ComponentType<any>>(
  namespace: AreaNamespace,
  load: () => Promise<{ default: C }>,
  earlyReads: readonly EarlyRead[] = [],
) {
  return lazyScreen(() => {
    for (const [name, params] of earlyReads) prefetchRead(name, params);
    return Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
  });
}
