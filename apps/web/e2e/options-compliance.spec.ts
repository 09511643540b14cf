import { expect, test } from '@playwright/test';
import { projectWithRoomsByApi } from './support/api.ts';
import { applySuggestions, compliancePanel, nextStep } from './support/ui.ts';

/**
 * A water heater chosen at step 5 used to make the
 * installation non-compliant only at step 6, after step 4 had said conforme. Step 4 checks with the
 * options in force (back from step 5 it says what the option now asks), and the summary shows them.
 */

const ECS_VIOLATION =
  /Production d’eau chaude « Cumulus électrique » choisie dans les options\s: un chauffe-eau/;

test('step 4 checks with the options of step 5, and the summary shows them', async ({ page }) => {
  test.setTimeout(180_000);
  const { id } = await projectWithRoomsByApi(page.request, 'optcheck', [
    { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
    { id: 'cuisine', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
    { id: 'chambre', name: 'Chambre', surface: 12, roomType: 'Bedroom' },
    { id: 'sdb', name: 'Salle de bain', surface: 5, roomType: 'WetRoom' },
  ]);

  await test.step('step 4: made conforme with the suggestions, no option yet', async () => {
    await page.goto(`/projects/${id}/equipment`);
    await applySuggestions(page);
    await nextStep(page, id, 'options');
  });

  await test.step('step 5: an electric water heater chosen', async () => {
    await page.getByRole('textbox', { name: 'Type d’ECS' }).click();
    await page.getByRole('option', { name: 'Cumulus électrique' }).click();
    await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  await test.step('back at step 4: the check says what the option asks', async () => {
    await page.getByRole('button', { name: 'Précédent', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}/equipment$`));
    const panel = compliancePanel(page);
    await expect(panel.getByText('Installation non conforme NF C 15-100')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(ECS_VIOLATION)).toBeVisible();
    await page.screenshot({ path: '/tmp/options-step4-1280.png', fullPage: true });
  });

  await test.step('step 6: the summary shows the options and the same check', async () => {
    await page.goto(`/projects/${id}/summary`);
    const options = page.getByRole('region', { name: 'Options' });
    await expect(options).toBeVisible({ timeout: 30_000 });
    await expect(options.getByText('Cumulus électrique')).toBeVisible();
    await expect(compliancePanel(page).getByText(ECS_VIOLATION)).toBeVisible({ timeout: 30_000 });
  });
});
