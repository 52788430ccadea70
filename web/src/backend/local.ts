import type { Principal } from '@town/core';
import { uploadedPhotoId } from './photoRefs';
import { givenParams } from './readParams';
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
  const text = new URLSearchParams(givenParams(params)).toString();
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

/**
 * The staff boards' live order feed (./localOrderFeed.ts), loaded when a board first watches:
 * no public page needs it in its first download (decision 1360).
 */
function watchOrders(onEvent: (event: OrderEvent) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./localOrderFeed').then(
    (feed) => {
      if (!stopped) stop = feed.watchOrders(onEvent, session);
    },
    () => onEvent({ type: 'offline' }),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The local Node host: same origin, JSON over /api, session in an httpOnly cookie. */
export function createLocalBackend(): Backend {
  return {
    read: (name, params) => send(`/api/read/${encodeURIComponent(name)}${queryString(params)}`),
    call: (action, data) => post(`/api/call/${encodeURIComponent(action)}`, data),
    session,
    signOut: () => post<SignOutResult>('/api/call/signOut', {}),
    watchOrders,
    uploadPhoto: (photo, purpose, orderId) =>
      send(`/api/photos?${new URLSearchParams({ purpose, ...(orderId ? { orderId } : {}) })}`, {
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
