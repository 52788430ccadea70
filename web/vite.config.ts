import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
