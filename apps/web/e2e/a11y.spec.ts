import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  createProjectByApi,
  newAccount,
  registerByApi,
  saveEquipmentByApi,
  saveRoomsByApi,
} from './support/api.ts';

/**
 * Issue 20: axe-core (injected by @axe-core/playwright) on the pages of the journey on a phone
 * (390 × 844): no serious or critical violation (WCAG 2.1 A/AA rules: contrast, labels, roles,
 * names, unique ids).
 */

test.use({ viewport: { width: 390, height: 844 } });

async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await page.screenshot({ path: `/tmp/onsite-a11y-${name}.png`, fullPage: false });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}

test('public pages: landing, login, register', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page, 'landing')).toEqual([]);

  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  expect(await seriousViolations(page, 'login')).toEqual([]);

  await page.goto('/auth/register');
  await expect(page.getByRole('textbox', { name: /Email/i }).first()).toBeVisible();
  expect(await seriousViolations(page, 'register')).toEqual([]);
});

test('dashboard and wizard steps 1, 4 and 8', async ({ page }) => {
  const { headers } = await registerByApi(page.request, newAccount('a11y'));
  const id = await createProjectByApi(page.request, headers);
  await saveRoomsByApi(page.request, headers, id, [
    { id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
    { id: 'r2', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
  ]);
  await saveEquipmentByApi(page.request, headers, id, [
    { id: 'e1', name: 'Prise simple', quantity: 3, roomId: 'r1', type: 'SimpleSocket' },
    { id: 'e2', name: 'Point lumineux', quantity: 1, roomId: 'r1', type: 'LightingPoint' },
    { id: 'e3', name: 'Prise simple', quantity: 3, roomId: 'r2', type: 'SimpleSocket' },
  ]);

  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, 'dashboard')).toEqual([]);

  await page.goto(`/projects/${id}/info`);
  await expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page, 'step1')).toEqual([]);

  await page.goto(`/projects/${id}/equipment`);
  await expect(page.getByRole('heading', { name: 'Séjour', level: 2 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, 'step4')).toEqual([]);

  const dimensioning = await page.request.post(`/api/v1/dimensioning/${id}`, { headers, data: {} });
  expect(dimensioning.ok()).toBe(true);
  await page.request.put(`/api/v1/projects/${id}`, {
    headers,
    data: { dimensioning_data: await dimensioning.json() },
  });
  await page.goto(`/projects/${id}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, 'step8')).toEqual([]);
});
