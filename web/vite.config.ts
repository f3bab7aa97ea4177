import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// During development the gateway runs on its own port; the browser still talks to one origin.
const apiProxy = { '/api': { target: 'http://127.0.0.1:8080' } };

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
