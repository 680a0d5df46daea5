import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The UI is served by the Fastify server under /; in development vite proxies the API and /ws to it.
export default defineConfig({
  plugins: [react()],
  base: './',
  resolve: { alias: { '@schemas': new URL('./schemas', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    // React's runtime in a chunk of its own: the entry would otherwise pass vite's 500 kB warning. Every page needs
    // it, so the login route loads the same bytes; a wider vendor group would pull lazily used MUI parts up front.
    // zod with its jit-less setting in one chunk: every chunk that uses zod imports it, so the setting runs before any
    // schema is parsed (inlined in the entry it ran after the chunks the entry imports, whose first parse probed
    // `new Function` — a CSP violation report in the console)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]resources[\\/]zodConfig\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/admin': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
