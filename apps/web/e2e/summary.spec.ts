import { applySuggestions, checkCompliance, type EquipmentItem, toComplianceRequest } from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';
import { projectWithRoomsByApi, type SeedRoom, saveEquipmentByApi } from './support/api.ts';
import { compliancePanel } from './support/ui.ts';

/**
 * Step 6 'Récapitulatif' on a real server: the blocks, the equipment modal, the compliance panel and
 * the non-compliance confirmation on next. Each test has its own account (registered through the
 * API, so the browser context holds the session cookie) and sets its project up with the Bearer token.
 */

const ROOMS: SeedRoom[] = [
  { id: 'room-1', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
  { id: 'room-2', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
];

/** The equipment NF C 15-100 asks for in these rooms, computed by the same domain rules as the server. */
function compliantEquipment(projectId: string): EquipmentItem[] {
  const rooms = ROOMS.map((room) => ({ ...room, options: { roomType: room.roomType } }));
  const result = checkCompliance(
    toComplianceRequest({ projectId, postalCode: '69003', rooms, equipments: [] }),
  );
  let n = 0;
  return applySuggestions([], result, () => `seed-${++n}`);
}

async function setUpProject(page: Page, { compliant = false, description = null as string | null } = {}) {
  const { headers, id: projectId } = await projectWithRoomsByApi(page.request, 'recap', ROOMS, {
    project: { name: 'Appartement Ampère', description },
  });
  if (compliant) await saveEquipmentByApi(page.request, headers, projectId, compliantEquipment(projectId));
  return { projectId, headers };
}

test('the summary shows every block, and an edit in the modal shows in it', async ({ page }) => {
  const { projectId } = await setUpProject(page, { description: 'Rénovation complète du T2' });
  await page.goto(`/projects/${projectId}/summary`);

  const info = page.getByRole('region', { name: 'Informations du projet' });
  await expect(info).toContainText('Appartement Ampère');
  await expect(info).toContainText('Rénovation complète du T2');
  await expect(info).toContainText('Résidentiel');
  await expect(info).toContainText('Construction');
  await expect(info).toContainText('69003');
  await expect(info).toContainText('3');
  const overview = page.getByRole('region', { name: 'Vue d’ensemble' });
  await expect(overview).toContainText('21,50\u00a0m²');
  await expect(overview).toContainText('0');
  await expect(page.getByRole('heading', { name: 'Plans du projet' })).toBeVisible();
  await expect(page.getByText('Ce récapitulatif est généré automatiquement')).toBeVisible();

  const bedroom = page.getByRole('article', { name: 'Chambre 1' });
  await expect(bedroom).toContainText('12,00\u00a0m²');
  await expect(bedroom).toContainText('Chambre/Bureau');
  await expect(bedroom).toContainText('Aucun équipement');
  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();
  await expect(bedroom.getByText('Problèmes de conformité')).toBeVisible();
  await expect(bedroom.getByRole('list', { name: 'Équipements manquants' })).toContainText(
    '3 × Prise simple',
  );

  // 'Modifier' on the kitchen opens the equipment step in a full-screen modal, on that room.
  await page.getByRole('button', { name: 'Modifier Cuisine' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifier les équipements' });
  await expect(modal.getByRole('heading', { name: 'Cuisine', exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Ajouter Prise plaque' }).click();
  await modal.getByRole('tab', { name: 'Éclairage' }).click();
  await modal.getByRole('button', { name: 'Ajouter Point d’éclairage' }).click();
  await modal.getByRole('button', { name: 'Ajouter Point d’éclairage' }).click();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toHaveCount(0);

  const kitchen = page.getByRole('article', { name: 'Cuisine' });
  await expect(kitchen.getByRole('list', { name: 'Équipements Cuisine' })).toContainText('1 × Prise plaque');
  await expect(kitchen.getByRole('list', { name: 'Équipements Cuisine' })).toContainText(
    '2 × Point d’éclairage',
  );
  await expect(overview).toContainText('3');
  // The check after closing no longer asks the kitchen for a lighting point or a cooking socket.
  const kitchenMissing = kitchen.getByRole('list', { name: 'Équipements manquants' });
  await expect(kitchenMissing).not.toContainText('Point d’éclairage');
  await expect(kitchenMissing).not.toContainText('Prise plaque');
  await expect(kitchenMissing).toContainText('6 × Prise simple');

  // The global 'Modifier' opens on the first room.
  await page.getByRole('button', { name: 'Modifier les équipements' }).click();
  await expect(modal.getByRole('heading', { name: 'Chambre 1', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/summary-step6.png', fullPage: true });
});

test('next asks for confirmation when the installation is non-compliant', async ({ page }) => {
  const { projectId } = await setUpProject(page);
  await page.goto(`/projects/${projectId}/summary`);
  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();

  await page.getByRole('button', { name: 'Suivant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Installation non conforme' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/summary$`));

  await page.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Continuer quand même' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/dimensioning$`));
});

test('next goes straight on when the installation is compliant', async ({ page }) => {
  const { projectId } = await setUpProject(page, { compliant: true });
  await page.goto(`/projects/${projectId}/summary`);
  await expect(compliancePanel(page).getByText('Installation conforme NF C 15-100')).toBeVisible();
  await expect(page.getByText('Problèmes de conformité')).toHaveCount(0);

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/dimensioning$`));
  await expect(page.getByRole('dialog', { name: 'Installation non conforme' })).toHaveCount(0);
});

test("'Appliquer les suggestions' on the summary makes it compliant, then next needs no confirmation", async ({
  page,
}) => {
  const { projectId } = await setUpProject(page);
  await page.goto(`/projects/${projectId}/summary`);
  await compliancePanel(page).getByRole('button', { name: 'Appliquer les suggestions' }).click();
  await expect(compliancePanel(page).getByText('Installation conforme NF C 15-100')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Chambre 1' })).toContainText('3 × Prise simple');

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/dimensioning$`));
});
