import { expect, test } from '@playwright/test';
import { projectWithRoomsByApi } from './support/api.ts';

/**
 * An edit made without network is kept, announced in French,
 * sent when the network returns, and still there after a reload.
 */

const OFFLINE = 'Hors ligne — vos modifications seront enregistrées au retour du réseau';

test('a room edit made offline is saved when the network returns and is there after a reload', async ({
  page,
  context,
}) => {
  const { id } = await projectWithRoomsByApi(page.request, 'offline', [
    { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
    { id: 'cuisine', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
  ]);
  await page.goto(`/projects/${id}/rooms`);
  const type = page.getByRole('textbox', { name: 'Type de pièce de Cuisine' });
  // Generous first wait: the shared machine can be slow to start a page.
  await expect(type).toHaveValue('Cuisine', { timeout: 30_000 });

  await context.setOffline(true);
  await type.click();
  await page.getByRole('option', { name: 'Salle d’eau', exact: true }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 15_000 });
  // The edit stays on screen (no roll-back) and no English browser message shows.
  await expect(type).toHaveValue('Salle d’eau');
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok());
  await context.setOffline(false);
  await saved;
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Type de pièce de Cuisine' })).toHaveValue('Salle d’eau', {
    timeout: 30_000,
  });
});
