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
import { DASHBOARD_REQUESTS } from '../src/prerender/dashboard-requests.ts';
import { PRERENDERED_CONTROLS } from '../src/prerender/take-over.ts';
import { LANDING_CHUNK, SIGNED_IN_CHUNK } from './chunks.ts';
import { compressBeside } from './precompress.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'node_modules/.prerender');

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

/**
 * The signed-in layout's frame, before the app draws it (dashboard.html): AppShell's header (56 px, on a
 * phone) or sidebar (256 px, from Mantine's sm breakpoint), the logo, and the main area's grey. Fixed
 * over the page and inert (pointer-events: none): the app draws beneath, and removes it (main.tsx).
 */
const SHELL_CSS = `#app-frame{position:fixed;inset:0;z-index:1000;pointer-events:none;background:#f8f9fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
#app-frame .bar{position:absolute;top:0;left:0;right:0;height:56px;box-sizing:border-box;padding:0 16px;display:flex;align-items:center;background:#fff;border-bottom:1px solid #dee2e6}
#app-frame .logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:16.8px;line-height:1;letter-spacing:-0.02em;color:#000}
@media (min-width:48em){#app-frame .bar{right:auto;bottom:0;width:256px;height:auto;padding:16px;align-items:flex-start;border-bottom:0;border-right:1px solid #dee2e6}}`;
const SHELL_LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#228be6"/><path d="M18.2 5 9.5 17.6h5.6L13.4 27l9.1-13h-5.8L18.2 5Z" fill="#FFD43B"/></svg>`;
const SHELL_HTML = `<div id="app-frame" aria-hidden="true"><div class="bar"><div class="logo">${SHELL_LOGO}Courant</div></div></div>`;

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

/** A public page's code-split part, or a part of the landing loaded on demand (its menu, its form). */
function isPublicPage(key: string): boolean {
  if (key.startsWith('src/routes/')) return !key.startsWith('src/routes/_app');
  return key.startsWith('src/features/landing/');
}

/** Every JS and CSS file a route needs, so the page asks for them at once, not in a cascade. */
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
/** The manifest's key of the file that build/chunks.ts named `name`. */
function chunkNamed(name: string): string {
  const key = Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === name);
  if (!key) throw new Error(`prerender: no '${name}' file in the build manifest (build/chunks.ts)`);
  return key;
}
const landingChunk = chunkNamed(LANDING_CHUNK);
const signedInChunk = chunkNamed(SIGNED_IN_CHUNK);
// The public pages must not load the signed-in area's file (build/chunks.ts groups it by hand).
for (const key of [landingChunk, ...Object.keys(manifest).filter(isPublicPage)]) {
  if (filesOf(manifest, key).js.has(manifest[signedInChunk]?.file ?? '')) {
    throw new Error(
      `prerender: ${key} loads the signed-in area's file: build/chunks.ts must group what they share`,
    );
  }
}
const { css } = filesOf(manifest, landingChunk);
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

// dist/dashboard.html, which the server sends for /dashboard (the app's start page, part 1 §2): the same
// app as index.html, with what the page needs asked for by the HTML itself (issue 19: the signed-in
// dashboard drew nothing for 3.8 s of Lighthouse's mobile load, then waited on three waves of requests,
// each leaving once the previous one's code had run).
// - The code of the signed-in area and of the dashboard (component and loader) as modulepreload: it loads
//   with the entry instead of after it, when the router would have asked for it.
// - Who is signed in and the dashboard's data as `preload as=fetch` (src/prerender/dashboard-requests.ts):
//   they leave with the page and the app's requests take their answers.
// - A frame of the signed-in layout (header on a phone, sidebar from 48em, the page's grey) drawn before
//   any script runs; the app removes it once its first page is on screen (main.tsx).
// (build/chunks.ts puts the signed-in area's and the dashboard's route parts in that one file.)
const signedInRoutes = [signedInChunk];
const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
const inIndex = new Set([...indexHtml.matchAll(/href="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
const dashboardJs = new Set<string>();
const dashboardCss = new Set<string>();
const seen = new Set<string>();
for (const key of signedInRoutes) {
  const found = filesOf(manifest, key, seen);
  for (const file of found.js) if (!inIndex.has(file) && file !== entry[1].slice(1)) dashboardJs.add(file);
  for (const file of found.css) if (!inIndex.has(file)) dashboardCss.add(file);
}
const dashboardHead = [
  ...DASHBOARD_REQUESTS.map(
    (url) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
  ),
  ...[...dashboardJs].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ...[...dashboardCss].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  `<style>${SHELL_CSS}</style>`,
].join('\n    ');
const dashboard = indexHtml
  .replace('<html lang="fr">', '<html lang="fr" data-mantine-color-scheme="light">')
  .replace('</head>', `  ${dashboardHead}\n  </head>`)
  .replace('<div id="root"></div>', `${SHELL_HTML}<div id="root"></div>`);
if (!dashboard.includes('id="app-frame"'))
  throw new Error('prerender: <div id="root"></div> not found in index.html');
const dashboardOut = path.join(distDir, 'dashboard.html');
await writeFile(dashboardOut, dashboard);
await compressBeside(dashboardOut);
console.log(
  `prerender: dist/dashboard.html (${(dashboard.length / 1024).toFixed(1)} kB, ${dashboardJs.size} chunks preloaded)`,
);
