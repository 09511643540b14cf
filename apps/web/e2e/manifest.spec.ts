import { expect, test } from '@playwright/test';

/** The app can be installed on a phone's home screen (web app manifest, icons, theme colour). */

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** Width and height read from a PNG's IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

for (const path of ['/', '/auth/login']) {
  test(`${path} links a French manifest named Courant whose icons are served`, async ({ page, request }) => {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1971c2');

    const res = await request.get(href ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Courant',
      short_name: 'Courant',
      lang: 'fr',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#1971c2',
    });
    expect(manifest.icons.map((i) => i.type).sort()).toEqual(['image/png', 'image/png', 'image/svg+xml']);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await file.body())).toBe(icon.sizes);
    }
  });
}
