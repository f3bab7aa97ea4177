import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

// During development the gateway runs on its own port; the browser still talks to one origin.
const apiProxy = { '/api': { target: 'http://127.0.0.1:8080' } };

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    // Compressed once, at build time, at the strongest settings: the gateway serves the .br or .gz
    // copy beside a file to a browser that accepts it. A copy only where it is smaller.
    compression({
      include: /\.(html|js|css|svg|json|webmanifest)$/,
      exclude: /(^|[\\/])\.vite[\\/]/, // the build's manifest, for the size budget; not served
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/size-budget.ts reads which chunks the first screen loads from it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @hub/proto only declares constants, functions and zod schemas: a chunk that needs one
        // constant (the CSRF header) must not carry every game's schemas, nor zod with them.
        moduleSideEffects: [{ test: /\/proto\/src\//, sideEffects: false }],
        // `z.object(...)` and friends only build a schema; `z` is zod's namespace wherever the web
        // bundle (proto, web/src) uses the name.
        manualPureFunctions: ['z'],
      },
      // Named, so the size budget's table says what the largest lazy chunk is.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
