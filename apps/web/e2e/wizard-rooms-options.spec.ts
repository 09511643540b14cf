import { expect, type Page, test } from '@playwright/test';
import { planFixture, projectWithRoomsByApi, type SeedRoom, uploadPlanByApi } from './support/api.ts';

/**
 * Step 3 'Pièces' and step 5 'Options' on the real server: the automatic plan analysis, room edits
 * saved and kept after a reload, a failed save rolled back, the alerts of next, and the options saved
 * as project options and option items. Each test registers its own account through the API.
 */

/** A new account with a project in Toulouse and its rooms (and equipment), set up through the API. */
const setUp = (page: Page, rooms: SeedRoom[] = [], equipments: unknown[] = []) =>
  projectWithRoomsByApi(page.request, 'pieces', rooms, {
    project: { name: 'Maison Roux', codePostal: '31000' },
    equipments,
  });

const roomsSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/trpc/rooms.update') && response.ok());
/** Mantine's switch input has no size: a user (and the test) clicks its label. */
const toggle = (page: Page, label: string) => page.getByText(label, { exact: true }).click();
const room = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Pièces' }).getByRole('listitem', { name });

/** A new project with this plan fixture, its rooms step opened: the banner of the analysis that failed. */
async function failedAnalysis(page: Page, fixture: string) {
  const { id, headers } = await setUp(page);
  await uploadPlanByApi(page.request, headers, id, fixture);
  await page.goto(`/projects/${id}/rooms`);
  const banner = page.getByRole('alert').filter({ hasText: 'Erreur d’analyse' });
  await expect(banner).toBeVisible({ timeout: 90_000 });
  return banner;
}

const HOUSE: SeedRoom[] = [
  { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  { id: 'chambre', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
  { id: 'cuisine', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
];

test('the analysis starts by itself on an uploaded PDF and shows the detected rooms', async ({ page }) => {
  test.setTimeout(180_000);
  const { id, headers } = await setUp(page);
  await uploadPlanByApi(page.request, headers, id, 'appartement-t3/plan.pdf');
  const expected = JSON.parse(planFixture('appartement-t3/expected.json').toString('utf8')) as {
    rooms: { name: string; surface: number }[];
  };

  await page.goto(`/projects/${id}/rooms`);
  await expect(page.getByText(/Analyse terminée\s:\s\d+\spièces détectées/)).toBeVisible({ timeout: 90_000 });
  for (const expectedRoom of expected.rooms.slice(0, 3)) {
    await expect(room(page, expectedRoom.name)).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Pièces' }).getByRole('listitem');
  expect(await list.count()).toBeGreaterThanOrEqual(expected.rooms.length - 1);
  await expect(page.getByText(/^Surface habitable\s:\s\d+,\d{2}\sm²$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/wizard-rooms-analysis-1280.png', fullPage: true });

  // The rooms were saved by the analysis: a reload shows them without analysing again.
  await page.reload();
  await expect(room(page, expected.rooms[0]?.name ?? '')).toBeVisible();
  await expect(page.getByText(/Analyse terminée/)).toHaveCount(0);
});

test('a Starter account’s plan over 100 m² is refused with its reason and the offers, not as a missing plan', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // New accounts are on Starter, which analyses plans up to 100 m²: maison-rdc prints 100,95 m².
  const banner = await failedAnalysis(page, 'maison-rdc/plan.pdf');
  await expect(banner).toContainText('Votre offre Starter analyse les plans jusqu’à 100\u00a0m²');
  await expect(banner).not.toContainText('Aucun plan détecté');
  await banner.getByRole('link', { name: 'Voir les offres' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a file with no plan shows the analysis error with a retry link', async ({ page }) => {
  test.setTimeout(180_000);
  const banner = await failedAnalysis(page, 'not-a-plan.pdf');
  await expect(banner).toContainText('Aucun plan détecté');
  // The retry link runs the analysis again.
  const analysed = page.waitForResponse((response) => response.url().includes('/trpc/plans.analyzeAll'));
  await banner.getByRole('button', { name: 'Réessayer' }).click();
  await analysed;
  await expect(banner).toBeVisible({ timeout: 90_000 });
  // Rooms can still be entered by hand.
  await page.getByRole('textbox', { name: 'Nom de la pièce' }).fill('Séjour');
  await page.getByRole('textbox', { name: 'Surface (m²)' }).fill('20');
  await page.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(room(page, 'Séjour')).toBeVisible();
});

test('room edits show at once, are saved, and are still there after a reload', async ({ page }) => {
  const { id } = await setUp(page, HOUSE);
  await page.goto(`/projects/${id}/rooms`);
  await expect(page.getByText('Surface habitable : 46,50 m²')).toBeVisible();
  await page.screenshot({ path: '/tmp/wizard-rooms-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wizard-rooms-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Name and surface: validated, then saved at once.
  await room(page, 'Chambre 1').getByRole('button', { name: 'Modifier Chambre 1' }).click();
  await room(page, 'Chambre 1').getByLabel('Nom de la pièce').fill('Chambre parentale');
  await room(page, 'Chambre 1').getByLabel('Surface (m²)').fill('13,25');
  let saved = roomsSaved(page);
  await page.getByRole('button', { name: 'Valider Chambre 1' }).click();
  await expect(room(page, 'Chambre parentale')).toBeVisible();
  await expect(page.getByText('Surface habitable : 47,75 m²')).toBeVisible();
  await saved;

  // The type: saved after the 1 s debounce.
  saved = roomsSaved(page);
  await page.getByRole('textbox', { name: 'Type de pièce de Cuisine' }).click();
  await page.getByRole('option', { name: 'Salle d’eau', exact: true }).click();
  await page.getByRole('textbox', { name: 'Exposition de Cuisine' }).click();
  await page.getByRole('option', { name: 'Sud-Ouest' }).click();
  await saved;

  // A new room: both fields required, then saved at once.
  await page.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(page.getByText('Le nom de la pièce est requis')).toBeVisible();
  await expect(page.getByText('La surface est requise')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom de la pièce' }).last().fill('WC');
  await page.getByRole('textbox', { name: 'Surface (m²)' }).last().fill('1,8');
  saved = roomsSaved(page);
  await page.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(room(page, 'WC')).toBeVisible();
  await expect(page.getByText('Surface habitable : 49,55 m²')).toBeVisible();
  await saved;

  await page.reload();
  await expect(room(page, 'Chambre parentale')).toContainText('13,25');
  await expect(page.getByRole('textbox', { name: 'Type de pièce de Cuisine' })).toHaveValue('Salle d’eau');
  await expect(page.getByRole('textbox', { name: 'Exposition de Cuisine' })).toHaveValue('Sud-Ouest');
  await expect(room(page, 'WC')).toBeVisible();
  await expect(page.getByText('Surface habitable : 49,55 m²')).toBeVisible();

  // Deleting saves at once too.
  saved = roomsSaved(page);
  await page.getByRole('button', { name: 'Supprimer WC' }).click();
  await saved;
  await page.reload();
  await expect(room(page, 'Chambre parentale')).toBeVisible();
  await expect(room(page, 'WC')).toHaveCount(0);
});

test('a failed save is rolled back with its toast, and next stays on the step', async ({ page }) => {
  const { id } = await setUp(page, HOUSE);
  await page.goto(`/projects/${id}/rooms`);
  await expect(room(page, 'Séjour')).toBeVisible();

  // The server refuses the save (a network failure would be queued and retried instead).
  await page.route('**/trpc/rooms.update**', (route) => {
    const error = {
      error: {
        message: 'Erreur interne du serveur',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, statusCode: 500 },
      },
    };
    const batched = new URL(route.request().url()).searchParams.has('batch');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify(batched ? [error] : error),
    });
  });
  await page.getByRole('button', { name: 'Modifier Séjour' }).click();
  await room(page, 'Séjour').getByLabel('Nom de la pièce').fill('Salon');
  await page.getByRole('button', { name: 'Valider Séjour' }).click();
  await expect(page.getByText('Erreur lors de la sauvegarde des modifications')).toBeVisible();
  // The edit is undone: the saved name is back.
  await expect(room(page, 'Séjour')).toBeVisible();
  await expect(room(page, 'Salon')).toHaveCount(0);
  await expect(page.getByText('Surface habitable : 46,50 m²')).toBeVisible();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Erreur lors de la sauvegarde des modifications').first()).toBeVisible();
  await expect(page).toHaveURL(/\/rooms$/);

  await page.unroute('**/trpc/rooms.update**');
  await page.reload();
  await expect(room(page, 'Séjour')).toBeVisible();
});

test('next asks for rooms and for their types in browser alerts, then saves and opens step 4', async ({
  page,
}) => {
  const { id } = await setUp(page, [
    { id: 'a', name: 'Cellier', surface: 3, roomType: null },
    { id: 'b', name: 'Bureau', surface: 9, roomType: null },
  ]);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/projects/${id}/rooms`);
  await expect(room(page, 'Cellier')).toBeVisible();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect
    .poll(() => alerts.at(-1))
    .toBe('Veuillez sélectionner un type pour les pièces : Cellier, Bureau');

  await page.getByRole('textbox', { name: 'Type de pièce de Bureau' }).click();
  await page.getByRole('option', { name: 'Chambre/Bureau' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('Veuillez sélectionner un type pour la pièce : Cellier');

  await page.getByRole('button', { name: 'Supprimer Cellier' }).click();
  await page.getByRole('button', { name: 'Supprimer Bureau' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('Veuillez ajouter au moins une pièce avant de continuer.');
  await expect(page).toHaveURL(/\/rooms$/);

  await page.getByRole('textbox', { name: 'Nom de la pièce' }).fill('Séjour');
  await page.getByRole('textbox', { name: 'Surface (m²)' }).fill('24');
  await page.getByRole('button', { name: 'Ajouter la pièce' }).click();
  const saved = roomsSaved(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await saved;
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/equipment$`));

  // Back to step 3 with the stepper: steps up to the current one can be clicked.
  await page.getByRole('button', { name: 'Étape 3 : Pièces' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(room(page, 'Séjour')).toBeVisible();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page).toHaveURL(/\/plan$/);
});

test('options are saved after a pause, as options and option items, and kept after a reload', async ({
  page,
}) => {
  // A long journey (save, reload, several round trips): triple time on a busy machine.
  test.slow();
  const socket = {
    id: 'socket-1',
    name: 'Prise simple',
    quantity: 4,
    roomId: 'sejour',
    type: 'SimpleSocket',
  };
  const { id, headers } = await setUp(page, HOUSE.slice(0, 1), [socket]);
  await page.goto(`/projects/${id}/options`);

  await expect(page.getByRole('radio', { name: 'Aucun' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Wiser/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'TXA663A', exact: true })).toBeChecked();

  // Module counts never go below 0.
  const dimmers = page.getByRole('textbox', { name: 'Modules variateur' });
  await expect(dimmers).toHaveValue('0');
  await dimmers.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dimmers).toHaveValue('0');
  await page.getByRole('textbox', { name: 'Modules volets roulants' }).fill('3');
  await toggle(page, 'Passerelle (gateway)');

  // Turning the entrance gate off clears its type.
  const gate = page.getByRole('switch', { name: 'Portail d’entrée' });
  await toggle(page, 'Portail d’entrée');
  await expect(gate).toBeChecked();
  await page.getByRole('radio', { name: 'Battant' }).check();
  await toggle(page, 'Portail d’entrée');
  await expect(gate).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Battant' })).toHaveCount(0);
  await toggle(page, 'Portail d’entrée');
  await expect(page.getByRole('radio', { name: 'Battant' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Coulissant' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Coulissant' }).check();
  await toggle(page, 'Alarme');

  await page.getByRole('textbox', { name: 'Type d’ECS' }).click();
  await page.getByRole('option', { name: 'Cumulus électrique' }).click();
  await page.getByRole('textbox', { name: 'Nombre de personnes' }).fill('4');
  await page.getByRole('textbox', { name: 'Nombre de pièces d’eau' }).fill('2');
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: '/tmp/wizard-options-1280.png', fullPage: true });
  // Saved on the server, not only kept in the local draft.
  const project = (await (await page.request.get(`/api/v1/projects/${id}`, { headers })).json()) as {
    options: Record<string, unknown>;
  };
  expect(project.options).toMatchObject({
    type: 'Aucun',
    wiserConfig: {
      controleur: 'TXA663A',
      modules: { variateur: 0, volets: 3 },
      gateway: true,
      zigbee: false,
    },
    accessControl: { portailEntree: true, portailType: 'coulissant', alarme: true, interphonie: false },
    ecs: { type: 'cumulus_electrique', nombrePersonnes: 4, nombrePiecesEau: 2 },
  });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Modules volets roulants' })).toHaveValue('3');
  await expect(page.getByRole('switch', { name: 'Passerelle (gateway)' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Portail d’entrée' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Coulissant' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Alarme' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Interphonie' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Type d’ECS' })).toHaveValue('Cumulus électrique');
  await expect(page.getByRole('textbox', { name: 'Nombre de personnes' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Nombre de pièces d’eau' })).toHaveValue('2');

  // Saved as project-level option items next to the room's equipment, which is kept.
  const answer = await page.request.get(`/api/v1/project-equipments/${id}`, { headers });
  const { equipments } = (await answer.json()) as {
    equipments: {
      type: string;
      roomId: string | null;
      quantity: number;
      options: Record<string, unknown> | null;
    }[];
  };
  expect(equipments.find((e) => e.type === 'SimpleSocket')).toMatchObject({ roomId: 'sejour', quantity: 4 });
  const options = equipments.filter((e) => e.roomId === null);
  expect(options.map((e) => e.type).sort()).toEqual(
    ['access_control', 'access_control', 'ecs', 'wiser_gateway', 'wiser_module'].sort(),
  );
  expect(options.find((e) => e.type === 'wiser_module')).toMatchObject({
    quantity: 3,
    options: { moduleType: 'volets', controleur: 'TXA663A' },
  });
  expect(options.find((e) => e.options?.accessType === 'portailEntree')?.options).toMatchObject({
    portailType: 'coulissant',
  });
  expect(options.find((e) => e.type === 'ecs')?.options).toMatchObject({
    ecsType: 'cumulus_electrique',
    nombrePersonnes: 4,
    nombrePiecesEau: 2,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wizard-options-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/summary$`));
});
