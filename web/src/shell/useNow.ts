import { useEffect, useState } from 'react';
import { useServerRender } from '../render/serverRender';

/**
 * When a server-rendered page was made (set from its page data before hydration): the first
 * render in the browser reads the same clock as the host did, so "open now" and "next bus"
 * hydrate unchanged, then move to the real time.
 */
let pageRenderedAt: Date | undefined;

export function setPageRenderedAt(time: Date | undefined): void {
  pageRenderedAt = time;
}

/**
 * The current time, refreshed every `everyMs` and whenever the page comes back into view, so
 * "next bus" stays right on a phone left open at the bus stand.
 */
export function useNow(everyMs = 30_000): Date {
  const server = useServerRender();
  const [now, setNow] = useState(() => server?.renderedAt ?? pageRenderedAt ?? new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    // A page rendered earlier (by the host, or kept in its cache) shows its clock only until now.
    tick();
    const timer = setInterval(tick, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs]);
  return now;
}
