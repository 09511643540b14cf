import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to `file`. */
export async function compressBeside(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gz(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every built text file,
 * once, at build time: the server sends the one the browser accepts without compressing per request
 * (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'courant-precompress',
    // The client's files only: the build-time render (build/prerender.ts) is not served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!TEXT.test(file) || file.endsWith('.map')) continue;
        if ((await stat(file)).size < MIN_BYTES) continue;
        jobs.push(compressBeside(file));
      }
      await Promise.all(jobs);
    },
  };
}
