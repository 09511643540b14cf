import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, projectWithRoomsByApi, registerByApi } from './support/api.ts';

/**
 * A web app manifest and a service worker cache the app shell so that an open project can be consulted
 * offline: a project opened once opens again with the network cut (page reloaded, another
 * step opened), an edit made offline survives a reload and is saved when the network returns, and a
 * new build is offered with 'Mettre à jour'. The other specs run without the worker (config).
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_PAGE = 'Hors ligne — vous consultez les données enregistrées sur cet appareil.';
const OFFLINE_SAVE = 'Hors ligne — vos modifications seront enregistrées au retour du réseau';

/** The worker installed (the shell kept) and in charge of the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

test('a project opened once is consulted offline, and an edit made offline is saved when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { id, headers } = await projectWithRoomsByApi(page.request, 'swoffline', [
    { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
    { id: 'cuisine', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
  ]);
  const type = page.getByRole('textbox', { name: 'Type de pièce de Cuisine' });

  await test.step('opened online: the worker keeps the shell, then the project as it is read', async () => {
    await page.goto(`/projects/${id}/rooms`);
    await expect(type).toHaveValue('Cuisine', { timeout: 30_000 });
    await controlled(page);
    // Read once more under the worker, and the summary step too.
    await page.reload();
    await expect(type).toHaveValue('Cuisine', { timeout: 30_000 });
    await page.goto(`/projects/${id}/summary`);
    await expect(page.getByRole('heading', { name: 'Détail par pièce' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(OFFLINE_PAGE)).toHaveCount(0);
  });

  await context.setOffline(true);

  await test.step('offline: the page reloads and another step opens, from what was kept', async () => {
    await page.reload();
    await expect(page.getByText(OFFLINE_PAGE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Détail par pièce' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Séjour').first()).toBeVisible();
    await page.goto(`/projects/${id}/rooms`);
    await expect(type).toHaveValue('Cuisine', { timeout: 30_000 });
    await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
  });

  await test.step('offline: an edit is kept on this device, through a reload', async () => {
    await type.click();
    await page.getByRole('option', { name: 'Salle d’eau', exact: true }).click();
    await expect(page.getByText(OFFLINE_SAVE)).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(type).toHaveValue('Salle d’eau', { timeout: 30_000 });
  });

  await test.step('back online: the edit is saved, and the server has it', async () => {
    const saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok(), {
      timeout: 30_000,
    });
    await context.setOffline(false);
    await saved;
    await expect(page.getByText(OFFLINE_PAGE)).toHaveCount(0);
    const rooms = await page.request.get(`/api/v1/projects/${id}/rooms`, { headers });
    expect(JSON.stringify(await rooms.json())).toContain('WetRoom');
    await page.reload();
    await expect(type).toHaveValue('Salle d’eau', { timeout: 30_000 });
  });
});

test('signing out forgets what was kept for offline reading', async ({ page }) => {
  test.setTimeout(120_000);
  const { headers } = await registerByApi(page.request, newAccount('swlogout'));
  const id = await createProjectByApi(page.request, headers);
  await page.goto(`/projects/${id}/info`);
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Nom du projet/ })).not.toHaveValue('', { timeout: 30_000 });
  const kept = () => page.evaluate(async () => (await (await caches.open('courant-data-v1')).keys()).length);
  await expect.poll(kept).toBeGreaterThan(0);
  await page
    .getByRole('button', { name: /Déconnexion|Se déconnecter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(kept).toBe(0);
});

test("a new build is offered with 'Mettre à jour', which reloads the page under it", async ({ page }) => {
  test.setTimeout(120_000);
  await registerByApi(page.request, newAccount('swupdate'));
  await page.goto('/dashboard');
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // The next build, as a release gives it: the server's /sw.js with other bytes (the browser asks it
  // past any cache; Playwright's routes do not see a worker's own script). Put back afterwards.
  const file = path.join(import.meta.dirname, '../dist/sw.js');
  const original = readFileSync(file);
  const compressed = ['.br', '.gz'].map((ext) => [`${file}${ext}`, readFileSync(`${file}${ext}`)] as const);
  try {
    for (const [name] of compressed) rmSync(name);
    writeFileSync(file, `${original.toString('utf8')}\n// build suivant\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Nouvelle version de Courant' });
    await expect(prompt).toContainText('Une mise à jour est prête.', { timeout: 60_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
    await reloaded;
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    await expect(page.getByRole('alert').filter({ hasText: 'Nouvelle version de Courant' })).toHaveCount(0);
    // The new worker runs the page: no other build is waiting.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
  } finally {
    writeFileSync(file, original);
    for (const [name, bytes] of compressed) writeFileSync(name, bytes);
  }
});
