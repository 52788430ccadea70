import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The element the component is drawn in, attached to the document (focus works there). */
  readonly host: HTMLDivElement;
  render(element: ReactElement): void;
}

/** A React root in the jsdom page, made afresh before each test and removed after it. */
export function reactRootPerTest(): TestRoot {
  let host: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
  });
  return {
    get host() {
      if (!host) throw new Error('no root outside a test');
      return host;
    },
    render(element) {
      act(() => root?.render(element));
    },
  };
}
