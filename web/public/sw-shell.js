/**
 * Imported by the service worker (web/vite.config.ts, workbox `importScripts`): the offline copy
 * of the shell is fetched while the worker installs, so a phone the worker controls has one from
 * its first visit, before any page went through the worker. Each page seen online later renews
 * it when the town or the build changed (pagesFromNetworkElseShell).
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const shell = await fetch('/app.html', { cache: 'no-cache' });
        if (shell.ok) await (await caches.open('town-shell')).put('/app.html', shell);
      } catch {
        // Offline while installing: the next page seen online keeps the shell.
      }
    })(),
  );
});
