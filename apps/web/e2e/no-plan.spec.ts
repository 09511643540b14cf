import { expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, projectWithRoomsByApi, registerByApi } from './support/api.ts';

/** A site visit without a plan, rooms typed by hand with their type inferred; undo a deletion. */

async function addRoom(page: Page, name: string, surface: string, expectedType: string) {
  const form = page.getByRole('region', { name: 'Ajouter une pièce' });
  await form.getByRole('textbox', { name: 'Nom de la pièce' }).fill(name);
  await form.getByRole('textbox', { name: 'Surface (m²)' }).fill(surface);
  // The type follows the name, shown for confirmation before the room is added.
  await expect(form.getByRole('textbox', { name: 'Type' })).toHaveValue(expectedType);
  await expect(form.getByText('Déduit du nom : vérifiez-le')).toBeVisible();
  await form.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(page.getByRole('textbox', { name: `Type de pièce de ${name}` })).toHaveValue(expectedType);
}

test("'Je n’ai pas de plan' leads to the rooms step, where typed names get their type", async ({ page }) => {
  const { headers } = await registerByApi(page.request, newAccount('sans-plan'));
  const id = await createProjectByApi(page.request, headers);
  await page.goto(`/projects/${id}/plan`);
  await page.getByRole('button', { name: 'Je n’ai pas de plan' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/rooms$`));

  await addRoom(page, 'Séjour', '25', 'Salon/Séjour');
  await addRoom(page, 'Ch. 2', '11,5', 'Chambre/Bureau');
  await addRoom(page, 'SdB', '4', 'Salle d’eau');
  await addRoom(page, 'WC', '1,5', 'WC');

  // A type chosen by hand wins over the name.
  const form = page.getByRole('region', { name: 'Ajouter une pièce' });
  await form.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Cuisine', exact: true }).click();
  await form.getByRole('textbox', { name: 'Nom de la pièce' }).fill('Séjour 2');
  await expect(form.getByRole('textbox', { name: 'Type' })).toHaveValue('Cuisine');

  const saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok());
  await page.getByRole('button', { name: 'Suivant' }).click();
  await saved;
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/equipment$`));
  const rooms = (await (await page.request.get(`/api/v1/projects/${id}/rooms`, { headers })).json()) as {
    rooms: { name: string; roomType: string }[];
  };
  expect(rooms.rooms.map((r) => [r.name, r.roomType])).toEqual([
    ['Séjour', 'LivingRoom'],
    ['Ch. 2', 'Bedroom'],
    ['SdB', 'WetRoom'],
    ['WC', 'WC'],
  ]);
});

test('a deleted room comes back with Annuler, saved again', async ({ page }) => {
  const { id } = await projectWithRoomsByApi(page.request, 'annuler', [
    { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
    { id: 'chambre', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
  ]);
  await page.goto(`/projects/${id}/rooms`);
  const rooms = page.getByRole('list', { name: 'Pièces' });
  await expect(rooms.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });

  let saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok());
  await page.getByRole('button', { name: 'Supprimer Séjour' }).click();
  await saved;
  await expect(rooms.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Pièce « Séjour » supprimée')).toBeVisible();

  saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok());
  await page.getByRole('button', { name: 'Annuler' }).click();
  await saved;
  await expect(rooms.getByRole('listitem')).toHaveCount(2);
  await expect(rooms.getByRole('listitem').first()).toContainText('Séjour');

  await page.reload();
  await expect(rooms.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });

  // Deleted again, then the step left: its undo toast goes with the page ('Annuler' could no longer
  // restore anything there).
  saved = page.waitForResponse((r) => r.url().includes('rooms.update') && r.ok());
  await page.getByRole('button', { name: 'Supprimer Séjour' }).click();
  await saved;
  await expect(page.getByText('Pièce « Séjour » supprimée')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Tableau de bord' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Well before the toast's own 10 s: it went with the page, it did not time out.
  await expect(page.getByText('Pièce « Séjour » supprimée')).toHaveCount(0, { timeout: 4_000 });
});
