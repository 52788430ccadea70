import type { Principal } from '@town/core';
import { uploadedPhotoId } from './photoRefs';
import {
  type Backend,
  BackendError,
  type OrderEvent,
  type ReadParams,
  type SignOutResult,
} from './types';

/** A request the server has not answered in this time is treated as a network failure. */
const requestTimeoutMs = 30_000;

const statusByHttp: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

const networkMessage =
  'Could not reach the Town Services server. Check your internet connection and try again.';

interface WireBody {
  result?: unknown;
  error?: { status?: unknown; message?: unknown; details?: unknown };
}

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal
    ? AbortSignal.timeout(requestTimeoutMs)
    : undefined;
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
      signal: init.signal ?? timeoutSignal(),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new BackendError(
      'NETWORK',
      timedOut
        ? 'The Town Services server took too long to answer. Please try again.'
        : networkMessage,
      undefined,
      { cause },
    );
  }

  let body: WireBody | undefined;
  try {
    body = (await response.json()) as WireBody;
  } catch {
    body = undefined;
  }

  const wireError = body && typeof body === 'object' ? body.error : undefined;
  if (wireError && typeof wireError === 'object') {
    throw new BackendError(
      typeof wireError.status === 'string' ? wireError.status : 'INTERNAL',
      typeof wireError.message === 'string' ? wireError.message : 'The request failed.',
      wireError.details,
    );
  }
  if (!response.ok || !body || typeof body !== 'object' || !('result' in body)) {
    // Gateways and dev proxies answer 502-504 when the host itself is down.
    if (response.status >= 502 && response.status <= 504) {
      throw new BackendError('NETWORK', networkMessage);
    }
    throw new BackendError(
      statusByHttp[response.status] ?? 'INTERNAL',
      `The server sent an unexpected reply (HTTP ${response.status}). Please try again.`,
    );
  }
  return body.result as T;
}

function queryString(params: ReadParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const post = <T>(path: string, data: unknown) =>
  send<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });

async function session(): Promise<Principal> {
  const { principal } = await send<{ principal: Principal }>('/api/session');
  return principal;
}

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
function watchOrders(onEvent: (event: OrderEvent) => void): () => void {
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

/** The local Node host: same origin, JSON over /api, session in an httpOnly cookie. */
export function createLocalBackend(): Backend {
  return {
    read: (name, params) => send(`/api/read/${encodeURIComponent(name)}${queryString(params)}`),
    call: (action, data) => post(`/api/call/${encodeURIComponent(action)}`, data),
    session,
    signOut: () => post<SignOutResult>('/api/call/signOut', {}),
    watchOrders,
    uploadPhoto: (photo, purpose) =>
      send(`/api/photos?purpose=${purpose}`, {
        method: 'POST',
        headers: { 'content-type': photo.type || 'application/octet-stream' },
        body: photo,
      }),
    async photoLink(ref) {
      const id = uploadedPhotoId(ref);
      if (!id) throw new BackendError('INVALID_ARGUMENT', 'Not a photo of an order');
      return `/api/photos/${id}`;
    },
    productPhotoUrl(ref, width) {
      const id = uploadedPhotoId(ref);
      return id ? `/api/photos/${id}/${width}` : undefined;
    },
  };
}
