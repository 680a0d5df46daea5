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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
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
