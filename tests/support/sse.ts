/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseStream {
  httpStatus: number;
  contentType: string | null;
  /** The JSON error body when the stream was refused. */
  error: { status: string; message: string } | undefined;
  events: SseEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event received so far or later that matches, within the timeout. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Waits until the condition holds on what was received, within the timeout. */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseEvent | 'comment' | null {
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length > 0) return { event, data: JSON.parse(data.join('\n')) };
  return comment ? 'comment' : null;
}

/**
 * Opens an event stream over real HTTP, as EventSource does (a GET with the cookie), and keeps
 * every event it receives. Nothing is polled: events arrive as the server writes them.
 */
export async function openEventStream(url: string, cookie?: string): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type');
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const stream: SseStream = {
    httpStatus: response.status,
    contentType,
    error: undefined,
    events,
    comments: 0,
    ended: Promise.resolve(),
    until(condition, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Timed out after ${timeoutMs} ms; events: ${JSON.stringify(events)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async next(match, timeoutMs = 3000) {
      await stream.until(() => events.some(match), timeoutMs);
      return events.find(match) as SseEvent;
    },
    close: () => controller.abort(),
  };
  if (!contentType?.startsWith('text/event-stream')) {
    stream.error = ((await response.json()) as { error: SseStream['error'] }).error;
    return stream;
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const parsed = parseBlock(buffer.slice(0, split));
          buffer = buffer.slice(split + 2);
          if (parsed === 'comment') stream.comments += 1;
          else if (parsed) events.push(parsed);
          split = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // Aborted by close(): the stream is over either way.
    }
    notify();
  })();
  return stream;
}
