import { connect, type Socket } from 'node:net';
import { slowClientLimits } from '@town/server';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * A client that trickles its request, or holds connections by the dozen, is cut off: the host's
 * sockets go to everyone else. The limits are shortened here so the test runs in seconds; the
 * defaults are checked for sense at the end.
 */
const limits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  checkEveryMs: 200,
  perAddress: 6,
};
/** Far past every limit above: a socket still open then was not cut off. */
const cutOffWithin = 15_000;

let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver({ slowClients: limits });
});
afterAll(() => api?.stop());

function openSocket(url = api.url): Promise<Socket> {
  const { hostname: host, port: at } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: Number(at) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the host sent before it closed the socket, or 'open' if it is still open after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('open');
    }, ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

const health = async () => (await fetch(`${api.url}/api/health`)).status;

test('a request body sent a byte at a time is cut off with 408', async () => {
  const socket = await openSocket();
  socket.write(
    'POST /api/call/createOrder HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
  );
  const trickle = setInterval(() => socket.writable && socket.write(' '), 300);
  try {
    const reply = await closedWithin(socket, cutOffWithin);
    expect(reply).not.toBe('open');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    clearInterval(trickle);
  }
  expect(await health()).toBe(200);
});

test('headers sent a line at a time are cut off', async () => {
  const socket = await openSocket();
  socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
  const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
  try {
    expect(await closedWithin(socket, cutOffWithin)).not.toBe('open');
  } finally {
    clearInterval(trickle);
  }
});

test(`one address holds at most ${limits.perAddress} connections; one closed makes room`, async () => {
  // A host of its own: fetch keeps pooled connections open, which would count here too.
  const own = await startLocalDriver({ slowClients: limits });
  const open = () => openSocket(own.url);
  /** GET /api/health on a socket of its own: the status line, or '' when refused. */
  const healthOnNewSocket = async () => {
    const socket = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    return (await closedWithin(socket, cutOffWithin)).split('\r\n')[0] ?? '';
  };
  const held = await Promise.all(Array.from({ length: limits.perAddress }, open));
  try {
    // The next connection from the same address is closed at once, before anything is read.
    expect(await healthOnNewSocket()).toBe('');
    const freed = held.pop();
    const gone = new Promise((resolve) => freed?.once('close', resolve));
    freed?.destroy();
    await gone;
    // The host hears of the close a moment later: room comes back within a few tries.
    let status = '';
    for (let attempt = 0; attempt < 50 && status === ''; attempt += 1) {
      status = await healthOnNewSocket();
      if (status === '') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('HTTP/1.1 200 OK');
  } finally {
    for (const socket of held) socket.destroy();
    await own.stop();
  }
});

test('idle keep-alive connections make room: a client that finished its requests is never refused', async () => {
  const own = await startLocalDriver({ slowClients: limits });
  /** A socket that completed one keep-alive request and now waits, as a browser's pool does. */
  const idleSocket = async () => {
    const socket = await openSocket(own.url);
    const answered = new Promise<string>((resolve) => {
      socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
    });
    socket.on('error', () => undefined);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answered).toBe('HTTP/1.1 200 OK');
    return socket;
  };
  const pool: Socket[] = [];
  try {
    for (let n = 0; n < limits.perAddress; n++) pool.push(await idleSocket());
    // One more than the cap: an idle one is closed for it, and it is answered.
    const closed = Promise.race(
      pool.map((socket) => new Promise((resolve) => socket.once('close', resolve))),
    );
    pool.push(await idleSocket());
    await closed;
    // A trickling socket (no complete request) is not idle: past the cap it is still refused.
    const trickling = await Promise.all(
      Array.from({ length: limits.perAddress }, () => openSocket(own.url)),
    );
    pool.push(...trickling);
    const refused = await openSocket(own.url);
    expect(await closedWithin(refused, cutOffWithin)).toBe('');
  } finally {
    for (const socket of pool) socket.destroy();
    await own.stop();
  }
});

test('an idle connection is kept as long as the host announces, so a client never reuses a closed one', async () => {
  const response = await fetch(`${api.url}/api/health`);
  await response.text();
  // Announced in seconds; Node's own 5 s (what a handed server gets) would be "timeout=5".
  expect(response.headers.get('keep-alive')).toBe(
    `timeout=${slowClientLimits.keepAliveTimeoutMs / 1000}`,
  );
  expect(slowClientLimits.keepAliveTimeoutMs).toBeGreaterThanOrEqual(60_000);
});

test('the defaults leave a slow phone room and stop a trickle in about a minute', () => {
  expect(slowClientLimits.headersTimeoutMs).toBeLessThanOrEqual(15_000);
  expect(slowClientLimits.requestTimeoutMs).toBeLessThanOrEqual(60_000);
  // A 1 MB photo at 20 KB/s (a weak 3G signal) still arrives.
  expect(slowClientLimits.requestTimeoutMs).toBeGreaterThanOrEqual(50_000);
  expect(slowClientLimits.checkEveryMs).toBeLessThanOrEqual(2_000);
});
