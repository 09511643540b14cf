import { expect, type Page, test } from '@playwright/test';
import { type AnalysedRoom, analysedPlanProject } from './support/ui.ts';

/**
 * Step 3: the rooms read on an uploaded plan are boxed on the plan; hovering a room in the
 * list lights its box and the reverse; one click discards a detection; a room whose surface the
 * plan does not give is 'À vérifier' with 'Surface à saisir' until the user types it; the estimate
 * then has no line for the discarded room. On the real server, with the real analysis.
 */
const item = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Pièces' }).getByRole('listitem', { name, exact: true });

test('boxes on the plan, hover both ways, discard one, fix a surface to give; the estimate follows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Every detected room gets a socket, as step 4 would: the estimate then has a line per room.
  const { headers, id, rooms } = await analysedPlanProject(page, {
    prefix: 'detections',
    fixture: 'maison-etage/plan.pdf',
    name: 'Maison Durand',
  });
  await expect(page.getByText('Analyse terminée : 11 pièces détectées')).toBeVisible();
  const boxes = page.locator('[data-detection]');
  await expect(boxes).toHaveCount(11, { timeout: 30_000 });
  expect(rooms.every((r) => typeof r.options.detection?.planFileId === 'string')).toBe(true);
  const bureau = rooms.find((r) => r.name === 'Bureau');
  expect(bureau).toBeDefined();
  await page.reload();
  await expect(boxes).toHaveCount(11, { timeout: 30_000 });

  // The room without a surface on the plan: 'Surface à saisir', 'À vérifier', a dashed box.
  await expect(item(page, 'Dgt')).toContainText('Surface à saisir');
  await expect(item(page, 'Dgt')).toContainText('À vérifier');
  const dgtBox = page.locator(`[data-detection="${rooms.find((r) => r.name === 'Dgt')?.id}"]`);
  await expect(dgtBox).toHaveAttribute('data-review', 'true');
  // The habitable surface leaves it out, and says so.
  const partial = page.getByText('Sans 1 surface à saisir');
  await expect(partial).toBeVisible();
  // On a phone, the name of a room whose surface is to give stays readable, not cut to a letter.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      item(page, 'Dgt')
        .getByText('Dgt', { exact: true })
        .evaluate((name) => name.scrollWidth <= name.clientWidth),
    )
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Hovering a room in the list lights its box; hovering a box lights its room.
  const bureauBox = page.locator(`[data-detection="${bureau?.id}"]`);
  await item(page, 'Bureau').hover();
  await expect(bureauBox).toHaveAttribute('data-hovered', 'true');
  await dgtBox.hover();
  await expect(item(page, 'Dgt')).toHaveAttribute('data-highlighted', 'true');
  await expect(bureauBox).toHaveAttribute('data-hovered', 'false');
  await page.screenshot({ path: '/tmp/plan-detections-1280.png', fullPage: true });

  // One click on the box's × discards the detection (and the room's equipment).
  await bureauBox.hover();
  await page.getByRole('button', { name: 'Écarter la détection Bureau' }).click();
  await expect(item(page, 'Bureau')).toHaveCount(0);
  await expect(boxes).toHaveCount(10);

  // The surface to give, typed: no longer to check.
  await item(page, 'Dgt').getByRole('button', { name: 'Modifier Dgt' }).click();
  await item(page, 'Dgt').getByLabel('Surface (m²)').fill('3,36');
  await item(page, 'Dgt').getByRole('button', { name: 'Valider Dgt' }).click();
  await expect(item(page, 'Dgt')).toContainText('3,36');
  await expect(item(page, 'Dgt')).not.toContainText('À vérifier');
  await expect(dgtBox).toHaveAttribute('data-review', 'false');
  await expect(partial).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/plan-detections-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await expect
    .poll(async () => {
      const rooms = (await (await page.request.get(`/api/v1/projects/${id}/rooms`, { headers })).json()) as {
        rooms: AnalysedRoom[];
      };
      return [rooms.rooms.length, rooms.rooms.find((r) => r.name === 'Dgt')?.surface];
    })
    .toEqual([10, 3.36]);

  // The estimate: a section per equipped room, none for the discarded one.
  const dimensioning = await page.request.post(`/api/v1/dimensioning/${id}`, { headers, data: {} });
  expect(dimensioning.ok()).toBe(true);
  await page.request.put(`/api/v1/projects/${id}`, {
    headers,
    data: { dimensioning_data: await dimensioning.json() },
  });
  await page.goto(`/projects/${id}/quote`);
  await expect(page.getByRole('heading', { name: 'Chambre 3' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dgt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bureau' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Bureau' })).toHaveCount(0);
});
