/**
 * The globals core/src may use: those browsers and Node 20 both have, declared as narrowly as
 * core uses them. core/src is checked against these and the ECMAScript library alone, so a
 * `document`, `window` or `process` that would break one of its hosts fails `npm run typecheck`.
 * Other programs (the web app, the hosts, tests) do not include this file: there core's code is
 * checked against the DOM's or Node's own declarations.
 */

interface AbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

declare var AbortSignal: {
  prototype: AbortSignal;
  /** A signal that aborts after `ms` milliseconds. */
  timeout(ms: number): AbortSignal;
};

/** An opaque timer handle: a number in browsers, an object in Node. */
interface TimerHandle {
  readonly __timerHandle: unique symbol;
}

declare function setTimeout(handler: () => void, ms?: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle | undefined): void;
