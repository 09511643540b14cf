import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A built web app as Vite + the precompress plugin leave it: hashed assets with .br and .gz siblings.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';
const landing =
  '<!doctype html><html lang="fr"><body><div id="prerendered"><h1>Du plan au devis</h1></div><div id="root" hidden></div></body></html>';
const dashboard =
  '<!doctype html><html lang="fr"><head><link rel="preload" as="fetch" href="/api/v1/auth/user"></head><body><div id="app-frame"></div><div id="root"></div></body></html>';

describe('serving the web app and the API', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'courant-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const asset = path.join(dist, 'assets', 'index-AbC123.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'landing.html'), landing);
    await writeFile(path.join(dist, 'dashboard.html'), dashboard);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** GET `url` from a browser that accepts these content encodings. */
  const getAccepting = (url: string, acceptEncoding: string) =>
    t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends hashed assets precompressed, in the encoding the browser accepts, kept a year', async () => {
    const br = await getAccepting('/assets/index-AbC123.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await getAccepting('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  /** `url` answers the HTML page `page`, which the browser must revalidate on each visit. */
  const expectRevalidatedPage = async (url: string, page: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    expect(res.payload, url).toBe(page);
  };

  it('revalidates index.html as the fallback of client-side routes', async () => {
    for (const url of ['/projects', '/projects/123/rooms', '/auth/login?from=%2Fprojects']) {
      await expectRevalidatedPage(url, html);
    }
  });

  it('sends the pre-rendered landing at / and /landing, revalidated', async () => {
    for (const url of ['/', '/landing', '/landing?utm_source=salon'])
      await expectRevalidatedPage(url, landing);
  });

  it('sends /dashboard the page built for it (its code and data preloaded), revalidated', async () => {
    for (const url of ['/dashboard', '/dashboard?from=login']) await expectRevalidatedPage(url, dashboard);
  });

  it('compresses API answers over 1 kB, not the small ones', async () => {
    const big = await getAccepting('/api/v1/openapi.json', 'br, gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);

    const small = await getAccepting('/api/v1/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
