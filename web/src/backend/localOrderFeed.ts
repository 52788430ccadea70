import type { Principal } from '@town/core';
import type { OrderEvent } from './types';

/** A dropped live feed is tried again after 1 s, then 2, 4... up to 30 s between tries. */
const firstRetryMs = 1000;
const maxRetryMs = 30_000;

function parseData(event: Event): unknown {
  try {
    return JSON.parse(String((event as MessageEvent).data));
  } catch {
    return undefined;
  }
}

/**
 * The server-sent order feed (GET /api/events/orders). The browser's own EventSource retry gives
 * up on a refused request (401, 429) and never backs off, so every drop is handled here: close,
 * check the session (a stream refused for a dead session would be refused forever), then
 * reconnect later; a new connection starts with a fresh snapshot.
 */
export function watchOrders(
  onEvent: (event: OrderEvent) => void,
  session: () => Promise<Principal>,
): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = firstRetryMs;
  let stopped = false;

  const reconnectNow = () => {
    if (stopped || source) return;
    clearTimeout(timer);
    delay = firstRetryMs;
    connect();
  };

  function stop() {
    stopped = true;
    source?.close();
    source = undefined;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
  }

  function endSession() {
    stop();
    onEvent({ type: 'signedOut' });
  }

  async function retryLater() {
    try {
      if ((await session()).role === 'visitor') return endSession();
    } catch {
      // Offline or the host is down: keep trying.
    }
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, maxRetryMs);
  }

  function connect() {
    // A planned retry finds the feed already back (reconnected when the phone came online).
    if (stopped || source) return;
    const stream = new EventSource('/api/events/orders');
    source = stream;
    stream.addEventListener('snapshot', (event) => {
      delay = firstRetryMs;
      const data = parseData(event) as { orders?: unknown } | undefined;
      if (Array.isArray(data?.orders)) onEvent({ type: 'snapshot', orders: data.orders });
    });
    stream.addEventListener('order', (event) => {
      const order = parseData(event) as Extract<OrderEvent, { type: 'order' }>['order'] | undefined;
      if (typeof order?.id === 'string') onEvent({ type: 'order', order });
    });
    stream.addEventListener('gone', (event) => {
      const data = parseData(event) as { id?: unknown } | undefined;
      if (typeof data?.id === 'string') onEvent({ type: 'gone', id: data.id });
    });
    stream.addEventListener('signedOut', endSession);
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = undefined;
      if (stopped) return;
      onEvent({ type: 'offline' });
      void retryLater();
    };
  }

  window.addEventListener('online', reconnectNow);
  connect();
  return stop;
}
