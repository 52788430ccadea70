import type { ComponentType } from 'react';
import { i18n } from '../i18n';
import type { AreaNamespace } from '../i18n/namespaces';
import { lazyScreen } from './lazyScreen';

/**
 * A lazy screen of one area: its code and its strings (in the chosen language) load in
 * parallel, so the screen never waits for one after the other.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens take any props; lazyScreen keeps them typed.
export function areaScreen<C extends ComponentType<any>>(
  namespace: AreaNamespace,
  load: () => Promise<{ default: C }>,
) {
  return lazyScreen(() =>
    Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module),
  );
}
