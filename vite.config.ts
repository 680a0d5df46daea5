import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The UI is served by the Fastify server under /; in development vite proxies the API and /ws to it.
export default defineConfig({
  plugins: [react()],
  base: './',
  resolve: { alias: { '@schemas': new URL('./schemas', import.meta.url).pathname } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/admin': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
