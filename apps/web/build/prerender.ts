// Build step after `vite build`: renders the landing page to HTML with the app's own components
// (src/prerender/landing.tsx, built for Node), and writes dist/landing.html, which the server sends for
// / and /landing. The page is painted before any script runs; the app then renders the same page and
// takes its place (src/prerender/take-over.ts). Issue 19: landing LCP under 2.5 s on a phone.
// The app's script is not loaded with the page: a small boot script (below) loads it at the visitor's
// first sign of presence (pointer, touch, key, focus, wheel or scroll). Until then the copy is the page:
// its links are plain links, and a tap on one of its buttons is passed on to the app's same button.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_CONTROLS } from '../src/prerender/take-over.ts';
import { compressBeside } from './precompress.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'node_modules/.prerender');
/** The landing route's code-split component, as Vite's manifest names it. */
const LANDING_ROUTE = 'src/routes/index.tsx?tsr-split=component';

/**
 * The landing's only script until the visitor shows up: it imports the app (`appSrc`) at the first
 * pointer, touch, key, focus, wheel or scroll event, and notes which of the copy's controls a click hit
 * (its index among them) for take-over.ts to click the app's same control.
 */
function bootScript(appSrc: string): string {
  const CONTROLS = PRERENDERED_CONTROLS;
  return `// Courant landing: loads the app at the visitor's first interaction (issue 19, build/prerender.ts).
const events = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const name of events) removeEventListener(name, start, true);
  import(${JSON.stringify(appSrc)});
}
for (const name of events) addEventListener(name, start, { capture: true, passive: true });
addEventListener('click', (event) => {
  const copy = document.getElementById('prerendered');
  const control = event.target instanceof Element ? event.target.closest(${JSON.stringify(CONTROLS)}) : null;
  if (!copy || !control || !copy.contains(control)) return;
  window.courantPendingClick = [...copy.querySelectorAll(${JSON.stringify(CONTROLS)})].indexOf(control);
}, true);
`;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Every JS and CSS file the landing route needs, so the page asks for them at once, not in a cascade. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  const found = { js: new Set<string>(), css: new Set<string>() };
  const visit = (name: string) => {
    const chunk = manifest[name];
    // index.html's own files are in it already.
    if (!chunk || seen.has(name) || name === 'index.html') return;
    seen.add(name);
    found.js.add(chunk.file);
    for (const css of chunk.css ?? []) found.css.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest`);
  return found;
}

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/landing.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding } = (await import(pathToFileURL(path.join(ssrDir, 'landing.js')).href)) as {
  renderLanding: () => Promise<string>;
};
const body = await renderLanding();

const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const { css } = filesOf(manifest, LANDING_ROUTE);
let html = await readFile(path.join(distDir, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
if (!entry?.[1]) throw new Error('prerender: the app script is not in index.html');
const boot = bootScript(entry[1]);
const bootFile = `assets/landing-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
await writeFile(path.join(distDir, bootFile), boot);
await compressBeside(path.join(distDir, bootFile));
const links = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
html = html
  // The light scheme is the app's only one; Mantine's colours hang on this attribute.
  .replace('<html lang="fr">', '<html lang="fr" data-mantine-color-scheme="light">')
  // Neither the app's script nor its preloaded chunks: the boot script fetches them when needed.
  .replace(entry[0], `<script type="module" src="/${bootFile}"></script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</head>', `  ${links}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="prerendered">${body}</div><div id="root" hidden></div>`);
if (!html.includes('id="prerendered"'))
  throw new Error('prerender: <div id="root"></div> not found in index.html');
const out = path.join(distDir, 'landing.html');
await writeFile(out, html);
await compressBeside(out);
console.log(`prerender: dist/landing.html (${(html.length / 1024).toFixed(1)} kB)`);
