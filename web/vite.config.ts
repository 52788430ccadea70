import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Reads (catalog, emergency numbers, timetables) answered from the network, else the last copy. */
const readsCache = {
  urlPattern: ({ url }: { url: URL }) => url.pathname.startsWith('/api/read/'),
  handler: 'NetworkFirst' as const,
  options: {
    cacheName: 'town-reads',
    // On a weak signal the saved copy beats a spinner: after 4 s the cache answers.
    networkTimeoutSeconds: 4,
    expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
    cacheableResponse: { statuses: [200] },
  },
};

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // A tiny deferred script registers the worker: nothing added to the entry chunk.
      injectRegister: 'script-defer',
      manifest: {
        name: 'Sonapur Town Services',
        short_name: 'Sonapur',
        description: 'Shops, doctors, emergency numbers, buses and help in Sonapur, all in one place.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f8f7',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole app shell, every screen and both languages: any screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [readsCache],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: {
    // `npm run dev`: the local host (server workspace) answers the API on port 8080.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  // Every browser the app targets supports modulepreload: no polyfill in the entry chunk.
  build: {
    outDir: 'dist',
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry /*@__PURE__*/ comments Rollup cannot place; harmless noise.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod'))
          return;
        warn(warning);
      },
    },
  },
});
