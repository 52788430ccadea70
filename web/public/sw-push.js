/**
 * Imported by the service worker (web/vite.config.ts, workbox `importScripts`): "Tell me when it
 * moves" (decision 2030) and a staff board's new orders (decision 2070). The host sends
 * `{ title, body, url, tag? }`, already in the language the phone chose; a tap opens the page (a
 * private page, a board), or focuses it when a tab already shows that page. A private page's url is its
 * address without its secret: the page finds the link this phone kept.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours (a push service's test message): shown as it is, if it has text.
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/my';
  event.waitUntil(
    self.registration.showNotification(message.title || self.location.hostname, {
      body: message.body || '',
      data: { url },
      icon: '/icon-192.png',
      // One notice per page (a newer move replaces the older one on the phone), unless the
      // host names one: a staff board's notices are one per order, all opening the same board.
      tag: typeof message.tag === 'string' && message.tag ? message.tag : url,
      renotify: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/my', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The same page whatever its query or hash: a board opened from a filter or a shared
      // link (`?shop=`, `?lang=bn`) is still the board the notice is about.
      const pageOf = (address) => {
        const { origin, pathname } = new URL(address);
        return `${origin}${pathname}`;
      };
      const open = windows.find((client) => pageOf(client.url) === pageOf(url));
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
