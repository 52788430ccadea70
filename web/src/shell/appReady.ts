import { useEffect } from 'react';

/** Class on <html> once the page's controls answer (see styles.css). */
const readyClass = 'app-ready';

/**
 * A page the host rendered shows its buttons before the code behind them has arrived; a tap
 * then would do nothing and be lost. Until the screen is live its buttons and fields take no
 * taps (styles.css), while links, phone numbers and scrolling work from the first paint.
 */
export function markAppReady(): void {
  document.documentElement.classList.add(readyClass);
}

/** Placed beside the screen, inside its Suspense boundary: runs once the screen is hydrated. */
export function AppReady(): null {
  useEffect(markAppReady, []);
  return null;
}
