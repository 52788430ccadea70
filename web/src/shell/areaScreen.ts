import { type ComponentProps, type ComponentType, createElement } from 'react';
import type { ReadName } from '../backend/reads';
import type { ReadParams } from '../backend/types';
import { prefetchRead } from '../backend/useRead';
import { appStrings, loadScreensCommonStrings } from '../i18n/appStrings';
import { type AreaNamespace, namespacesOfArea } from '../i18n/namespaces';
import { useServerRender } from '../render/serverRender';
import { lazyScreen } from './lazyScreen';
import type { PersonalHeading } from './PersonalScreen';

/** A read a screen makes as soon as it shows, started together with its code. */
export type EarlyRead = [name: ReadName, params?: ReadParams];

/**
 * A lazy screen of one area: its code, its strings (in the chosen language, with the shared
 * strings only screens use) and the reads it shows first all load in parallel, so the screen
 * never waits for one after the other.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens take any props; lazyScreen keeps them typed.
export function areaScreen<C extends ComponentType<any>>(
  namespace: AreaNamespace,
  load: () => Promise<{ default: C }>,
  earlyReads: readonly EarlyRead[] = [],
) {
  const Screen = lazyScreen(() => {
    for (const [name, params] of earlyReads) prefetchRead(name, params);
    return Promise.all([
      load(),
      appStrings.loadNamespaces(namespacesOfArea(namespace)),
      loadScreensCommonStrings(),
    ]).then(([module]) => module);
  });
  // On the host: the page needs this area's styles in its first response (no shift later).
  function AreaScreen(props: ComponentProps<C>) {
    useServerRender()?.areas.add(namespace);
    return createElement(Screen, props);
  }
  return AreaScreen;
}

/**
 * A lazy screen whose content is personal (see PersonalScreen): the host renders only its
 * heading, or what the screen's module exports as `HostPainted`; the browser hydrates that and
 * then shows the screen.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens take any props; lazyScreen keeps them typed.
export function personalScreen<C extends ComponentType<any>>(
  heading: PersonalHeading,
  load: () => Promise<{ default: C; HostPainted?: ComponentType }>,
) {
  // The frame that paints the heading comes with the screen's code, fetched at the same time,
  // not in the entry chunk: only personal pages use it (decision 1360).
  return areaScreen(heading.namespace, () =>
    Promise.all([load(), import('./PersonalScreen')]).then(
      ([{ default: Screen, HostPainted }, { PersonalScreen }]) => ({
        default: (props: ComponentProps<C>) =>
          createElement(
            PersonalScreen,
            { heading, painted: HostPainted ? createElement(HostPainted) : undefined },
            createElement(Screen, props),
          ),
      }),
    ),
  );
}
