import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Listener = (event: unknown) => void;
interface Shown {
  title: string;
  options: { body: string; tag: string; data: { url: string } };
}

/** web/public/sw-push.js run against a stand-in `self`: what it would show for each message. */
function serviceWorker(openTabs: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const self = {
    location: { hostname: 'sonapur.example', origin: 'https://sonapur.example' },
    clients: {
      matchAll: async () => openTabs.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => {
        shown.push({ title, options });
      },
    },
  };
  const source = readFileSync(join(__dirname, '..', 'public', 'sw-push.js'), 'utf8');
  new Function('self', source)(self);
  const push = async (message: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('push')?.({
      data: { json: () => message, text: () => JSON.stringify(message) },
      waitUntil: (promise: Promise<unknown>) => {
        done = promise;
      },
    });
    await done;
  };
  const tap = async (url: string) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')?.({
      notification: { close: () => undefined, data: { url } },
      waitUntil: (promise: Promise<unknown>) => {
        done = promise;
      },
    });
    await done;
  };
  return { push, tap, shown, focused, opened };
}

describe('the service worker shows a notification for each push', () => {
  test("a board's new orders are one notice each, all opening the board", async () => {
    const worker = serviceWorker();
    for (const code of ['ABC-123', 'DEF-456']) {
      await worker.push({
        title: 'New order',
        body: `Order ${code} is waiting for your shop.`,
        url: '/vendor/grocery',
        tag: `newOrder/${code}`,
      });
    }
    expect(worker.shown.map((each) => each.options.tag)).toEqual([
      'newOrder/ABC-123',
      'newOrder/DEF-456',
    ]);
    expect(worker.shown.map((each) => each.options.data.url)).toEqual([
      '/vendor/grocery',
      '/vendor/grocery',
    ]);
  });

  test("an order's moves share one notice: the page's url is the tag", async () => {
    const worker = serviceWorker();
    await worker.push({ title: 'Your order', body: 'Accepted', url: '/order/ABC-123' });
    expect(worker.shown).toMatchObject([
      { title: 'Your order', options: { body: 'Accepted', tag: '/order/ABC-123' } },
    ]);
  });
});

describe('a tap on a notice', () => {
  test('focuses a tab already showing the page, whatever its query or hash', async () => {
    const worker = serviceWorker([
      'https://sonapur.example/',
      'https://sonapur.example/vendor/grocery?lang=bn#list',
    ]);
    await worker.tap('/vendor/grocery');
    expect(worker.focused).toEqual(['https://sonapur.example/vendor/grocery?lang=bn#list']);
    expect(worker.opened).toEqual([]);
  });

  test('opens the page when no tab shows it (another page of the app is left as it is)', async () => {
    const worker = serviceWorker(['https://sonapur.example/vendor/grocery/catalog']);
    await worker.tap('/vendor/grocery');
    expect(worker.focused).toEqual([]);
    expect(worker.opened).toEqual(['https://sonapur.example/vendor/grocery']);
  });
});
