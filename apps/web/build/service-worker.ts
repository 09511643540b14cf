import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Above this, a file is kept by the worker the first time it is used, not at install (PDF, pdf.js, fonts). */
const PRECACHE_MAX_BYTES = 600 * 1024;
const SOURCE = path.join(import.meta.dirname, '../src/sw/service-worker.ts');

/**
 * Builds the service worker (src/sw/service-worker.ts) into /sw.js at the end of the app's build, with
 * the list of this build's files to keep at install and a version that changes with any of them
 * (issue 20). Its own bundle: the worker shares no chunk with the app.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'courant-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((file) => !file.fileName.endsWith('.map') && !file.fileName.startsWith('.vite/'))
        .filter(
          (file) => (file.type === 'chunk' ? file.code.length : file.source.length) <= PRECACHE_MAX_BYTES,
        )
        .map((file) => `/${file.fileName}`);
      const publicFiles = publicDir ? readdirSync(publicDir).map((name) => `/${name}`) : [];
      const precache = [...new Set([...files, ...publicFiles])].sort();
      const hash = createHash('sha256');
      for (const file of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        hash.update(file.fileName);
        hash.update(file.type === 'chunk' ? file.code : file.source);
      }
      const version = hash.digest('hex').slice(0, 12);

      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __COURANT_SW__: JSON.stringify({ version, precache }) },
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          lib: { entry: SOURCE, formats: ['iife'], name: 'courantServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .find((o) => o.type === 'chunk');
      if (!chunk) throw new Error('service worker: the build gave no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
