import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, the broker and uploads live on the reference server; `npm run dev` proxies them.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/uploads': apiTarget,
      '/gifts': apiTarget,
      '/stickers': apiTarget,
      '/sandbox-pay': apiTarget,
      '/mqtt': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
