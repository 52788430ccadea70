import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the local host (server workspace) answers the API on port 8080.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist' },
});
