import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': api, '/dev': api, '/sandbox': api },
  },
  build: {
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
