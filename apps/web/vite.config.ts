import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './build/chunks.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

// In development the API runs on :3000 (npm run dev -w @courant/server); Vite proxies to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a signed-in route's loader (tRPC) must not weigh on the public pages' entry.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // zod without its `new Function` JIT, which the CSP refuses (src/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // No polyfill in the entry: a browser without modulepreload (Safari before 17) loads a chunk when
    // it is imported, as it would without the hint.
    modulePreload: { polyfill: false },
    // The client's files in fewer, larger files (build/chunks.ts); the build-time render keeps its own.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
  },
}));
