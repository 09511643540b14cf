// Compiles the server for production: one ES module bundle dist/main.mjs (our TypeScript and the
// workspace packages @courant/*; every npm dependency stays an import of node_modules), plus one
// bundle per worker thread. A worker is started from a small `*.mjs` shim next to its source
// (`new URL('./x-worker.mjs', import.meta.url)`, the shim loads `./x-worker.ts` through tsx); in dist
// the bundle takes the shim's name, so the same URL finds compiled JavaScript and no tsx.
// `npm start` runs it with --if-stale: it rebuilds (about a second) only when a source file under
// apps/server or packages/ is newer than dist/main.mjs, so a start never serves stale code.
import { copyFileSync, cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = path.resolve(serverDir, '../..');

/** `*.mjs` worker shims under the server's and the packages' sources → the TypeScript they load. */
function workerEntries() {
  const roots = [
    path.join(serverDir, 'src'),
    ...readdirSync(path.join(repoDir, 'packages')).map((p) => path.join(repoDir, 'packages', p, 'src')),
  ];
  const entries = {};
  const walk = (dir) => {
    let names;
    try {
      names = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of names) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.mjs')) {
        const target = /await import\('(\.\/[^']+\.ts)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
        if (target) entries[entry.name.replace(/\.mjs$/, '')] = path.resolve(dir, target);
      }
    }
  };
  for (const root of roots) walk(root);
  return entries;
}

/** npm packages stay external (native modules, wasm and data files resolve from node_modules). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@courant/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Newest modification time of the sources the bundle is made of. */
function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  walk(path.join(serverDir, 'src'));
  walk(path.join(repoDir, 'packages'));
  for (const file of [path.join(serverDir, 'package.json'), path.join(repoDir, 'package-lock.json')]) {
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

const outdir = path.join(serverDir, 'dist');
if (process.argv.includes('--if-stale')) {
  let built = 0;
  try {
    built = statSync(path.join(outdir, 'main.mjs')).mtimeMs;
  } catch {
    // not built yet
  }
  if (built > newestSource()) process.exit(0);
}
/**
 * Job processes (src/jobs/child-job.ts) fork `child-entry.mjs` beside the bundle; it loads the task's
 * bundle `tasks/<task>.mjs` (without them the compiled server could draw no plan preview).
 */
function jobTaskEntries() {
  const dir = path.join(serverDir, 'src/jobs/tasks');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => [`tasks/${name.replace(/\.ts$/, '')}`, path.join(dir, name)]),
  );
}

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(serverDir, 'src/main.ts'), ...workerEntries(), ...jobTaskEntries() },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages],
  // Bundled CommonJS helpers may call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
copyFileSync(path.join(serverDir, 'src/jobs/child-entry.mjs'), path.join(outdir, 'child-entry.mjs'));
copyFileSync(path.join(serverDir, 'src/jobs/job-launcher.mjs'), path.join(outdir, 'job-launcher.mjs'));
// The Factur-X code reads its sRGB profile beside its module (new URL('./icc/sRGB.icc', import.meta.url)):
// bundled, that module is dist/invoice-pdf-lazy.mjs, so the profile goes to dist/icc/.
cpSync(path.join(repoDir, 'packages/documents/src/factur-x/icc'), path.join(outdir, 'icc'), {
  recursive: true,
});
