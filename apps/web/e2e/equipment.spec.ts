import { expect, type Page, test } from '@playwright/test';
import { projectWithRoomsByApi, type SeedRoom } from './support/api.ts';
import { compliancePanel } from './support/ui.ts';

/**
 * Step 4 'Équipements' and the NF C 15-100 panel on a real server. Each test registers its own
 * account through the API (the browser context keeps the session cookie) and sets the project up
 * with the Bearer token of that answer, then drives the screen as a user would.
 */

type Room = Omit<SeedRoom, 'id'>;

interface SeedItem {
  id: string;
  name: string;
  quantity: number;
  roomId: string | null;
  type: string;
  metadata?: Record<string, unknown>;
  options?: Record<string, unknown>;
}

async function setUpProject(
  page: Page,
  rooms: Room[],
  equipments: SeedItem[] = [],
  project: Record<string, unknown> = {},
) {
  const { headers, id: projectId } = await projectWithRoomsByApi(
    page.request,
    'equipement',
    rooms.map((room, index) => ({ ...room, id: `room-${index + 1}` })),
    { project: { name: 'Maison Volt', codePostal: '75011', numberOfPeople: 2, ...project }, equipments },
  );
  const equipmentOf = async () => {
    const answer = await page.request.get(`/api/v1/project-equipments/${projectId}`, { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { equipments: SeedItem[] }).equipments;
  };
  return { projectId, headers, equipmentOf };
}

const BEDROOM: Room = { name: 'Chambre parentale', surface: 12, roomType: 'Bedroom' };
const KITCHEN: Room = { name: 'Cuisine', surface: 10.5, roomType: 'Kitchen' };

test('a 12 m² bedroom without equipment is non-compliant, with its missing items', async ({ page }) => {
  // A renovation of this room only: its own rules apply, the dwelling rules are advice.
  const { projectId, equipmentOf } = await setUpProject(page, [BEDROOM], [], {
    typeTravaux: 'Renovation',
    workScope: 'pieces_renovees',
  });
  await page.goto(`/projects/${projectId}/equipment`);

  await expect(page.getByRole('heading', { name: 'Chambre parentale' })).toBeVisible();
  await expect(page.getByTestId('total-surface')).toHaveText('12,00\u00a0m²');
  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();
  await expect(compliancePanel(page).getByRole('list', { name: 'Pièces non conformes' })).toContainText(
    'Chambre parentale',
  );

  // The room's warning box lists what NF C 15-100 requires in a bedroom.
  const missing = page.getByRole('list', { name: 'Équipements manquants' });
  await expect(missing).toContainText('3 × Prise simple');
  await expect(missing).toContainText('1 × Point d’éclairage');
  await expect(missing).toContainText('1 × Interrupteur simple');

  // Applying the suggestions adds what is missing, saves, re-checks: the bedroom is then compliant,
  // and the dwelling rules (32 A cooking circuit, 3 × 20 A, RJ45 pair) are listed as advice.
  await compliancePanel(page).getByRole('button', { name: 'Appliquer les suggestions' }).click();
  await expect(compliancePanel(page).getByText('Installation conforme NF C 15-100')).toBeVisible();
  const advice = compliancePanel(page).getByRole('list', {
    name: 'Conseils pour le reste du logement (rénovation de pièces)',
  });
  await expect(advice).toContainText('circuit de cuisson 32 A');
  await expect(advice).toContainText('2 prises RJ45 juxtaposées');
  await expect(page.getByRole('list', { name: 'Équipements manquants' })).toHaveCount(0);
  await expect(compliancePanel(page).getByRole('button', { name: 'Appliquer les suggestions' })).toHaveCount(
    0,
  );

  const items = await equipmentOf();
  const qty = (type: string) => items.find((i) => i.roomId === 'room-1' && i.type === type)?.quantity;
  expect(qty('SimpleSocket')).toBe(3);
  expect(qty('NetworkSocket')).toBeUndefined();
  expect(qty('LightingPoint')).toBe(1);
  expect(qty('SimpleSwitch')).toBe(1);
});

test('a lone bedroom of a whole dwelling still needs the kitchen circuits after the suggestions', async ({
  page,
}) => {
  const { projectId } = await setUpProject(page, [BEDROOM]);
  await page.goto(`/projects/${projectId}/equipment`);
  await expect(page.getByRole('list', { name: 'Équipements manquants' })).toContainText('2 × RJ45');
  await compliancePanel(page).getByRole('button', { name: 'Appliquer les suggestions' }).click();
  await expect(page.getByRole('list', { name: 'Équipements manquants' })).toHaveCount(0);
  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();
  await expect(compliancePanel(page)).toContainText('Le logement doit comporter un circuit de cuisson 32 A');
});

test("'Appliquer les suggestions' makes a bedroom and kitchen compliant", async ({ page }) => {
  const { projectId, equipmentOf } = await setUpProject(page, [BEDROOM, KITCHEN]);
  await page.goto(`/projects/${projectId}/equipment`);

  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();
  await compliancePanel(page).getByRole('button', { name: 'Appliquer les suggestions' }).click();
  await expect(compliancePanel(page).getByText('Installation conforme NF C 15-100')).toBeVisible();
  await expect(
    compliancePanel(page).getByText('Toutes les exigences de la norme sont respectées.'),
  ).toBeVisible();
  await expect(page.getByText('Problèmes de conformité')).toHaveCount(0);

  const items = await equipmentOf();
  expect(items.find((i) => i.roomId === 'room-2' && i.type === 'OvenSocket')?.quantity).toBe(1);
  expect(items.find((i) => i.roomId === 'room-2' && i.type === 'Dedicated20ASocket')?.quantity).toBe(3);

  // An edit makes the result stale until the automatic re-check after the save.
  await page.getByRole('button', { name: 'Ajouter Prise double' }).click();
  await expect(compliancePanel(page).getByText('Installation conforme NF C 15-100')).toBeVisible();
  await expect.poll(async () => (await equipmentOf()).some((i) => i.type === 'DoubleSocket')).toBe(true);
});

test('a colour change reaches every colourable item of the project', async ({ page }) => {
  const { projectId, equipmentOf } = await setUpProject(
    page,
    [BEDROOM, KITCHEN],
    [
      {
        id: 'e1',
        name: 'Prise simple',
        quantity: 2,
        roomId: 'room-1',
        type: 'SimpleSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e2',
        name: 'Interrupteur simple',
        quantity: 1,
        roomId: 'room-2',
        type: 'SimpleSwitch',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e3',
        name: 'Prise TV',
        quantity: 1,
        roomId: 'room-2',
        type: 'TVSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e4',
        name: 'Point d’éclairage',
        quantity: 1,
        roomId: 'room-1',
        type: 'LightingPoint',
        metadata: {},
      },
      {
        id: 'opt',
        name: 'Cumulus électrique',
        quantity: 1,
        roomId: null,
        type: 'ecs',
        options: { ecsType: 'cumulus_electrique' },
      },
    ],
  );
  await page.goto(`/projects/${projectId}/equipment`);

  const colours = page.getByRole('radiogroup', { name: 'Couleur Prise simple' });
  await expect(colours.getByRole('radio', { name: 'Blanc' })).toHaveAttribute('aria-checked', 'true');
  await colours.getByRole('radio', { name: 'Noir' }).click();
  await expect(colours.getByRole('radio', { name: 'Noir' })).toHaveAttribute('aria-checked', 'true');
  // Every socket and switch shows the project's colour.
  await expect(
    page.getByRole('radiogroup', { name: 'Couleur Prise double' }).getByRole('radio', { name: 'Noir' }),
  ).toHaveAttribute('aria-checked', 'true');

  await expect
    .poll(async () => {
      const items = await equipmentOf();
      return Object.fromEntries(items.map((i) => [i.id, i.metadata?.color ?? null]));
    })
    .toEqual({ e1: '#000000', e2: '#000000', e3: '#000000', e4: null, opt: null });
  const option = (await equipmentOf()).find((i) => i.id === 'opt');
  expect(option).toMatchObject({ roomId: null, type: 'ecs', options: { ecsType: 'cumulus_electrique' } });

  // A new socket takes the project's colour.
  await page.getByRole('button', { name: 'Ajouter RJ45' }).click();
  await expect
    .poll(async () => (await equipmentOf()).find((i) => i.type === 'NetworkSocket')?.metadata?.color)
    .toBe('#000000');
});

test('rooms, tabs, quantities, switches and kitchen-only sockets', async ({ page }) => {
  const { projectId, equipmentOf } = await setUpProject(page, [
    BEDROOM,
    KITCHEN,
    { name: 'Séjour', surface: 25.25, roomType: 'LivingRoom' },
  ]);
  await page.goto(`/projects/${projectId}/equipment`);

  await expect(page.getByTestId('total-surface')).toHaveText('47,75\u00a0m²');
  await expect(page.getByRole('heading', { name: 'Chambre parentale' })).toBeVisible();
  const list = page.getByRole('tabpanel');
  await expect(list.getByText('Prise plaque')).toHaveCount(0);
  await expect(list.getByText('Circuit dédié 32A obligatoire.')).toHaveCount(0);

  // The arrows wrap around: previous from the first room is the last one.
  await page.getByRole('button', { name: 'Pièce précédente' }).click();
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible();
  await page.getByRole('button', { name: 'Pièce suivante' }).click();
  await expect(page.getByRole('heading', { name: 'Chambre parentale' })).toBeVisible();

  // The dropdown lists rooms with their surface.
  await page.getByRole('textbox', { name: 'Pièce' }).click();
  await page.getByRole('option', { name: 'Cuisine — 10,50\u00a0m²' }).click();
  await expect(page.getByRole('heading', { name: 'Cuisine' })).toBeVisible();
  await expect(list.getByText('Prise plaque')).toBeVisible();
  await expect(list.getByText('Circuit dédié 32A obligatoire.')).toBeVisible();

  // Add, plus, minus; at 0 the item is gone.
  await page.getByRole('button', { name: 'Ajouter Prise plaque' }).click();
  await page.getByRole('button', { name: 'Ajouter Prise plaque' }).click();
  await expect(page.getByLabel('Quantité Prise plaque')).toHaveText('2');
  await expect.poll(async () => (await equipmentOf()).find((i) => i.type === 'OvenSocket')?.quantity).toBe(2);
  await page.getByRole('button', { name: 'Retirer Prise plaque' }).click();
  await page.getByRole('button', { name: 'Retirer Prise plaque' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter Prise plaque' })).toHaveText('Ajouter');
  await expect.poll(async () => (await equipmentOf()).some((i) => i.type === 'OvenSocket')).toBe(false);

  // Water heater: a yes/no switch (on adds one, off removes it).
  await page.getByRole('tab', { name: 'Chauffe-Eau' }).click();
  const heater = page.getByRole('switch', { name: 'Chauffe-eau' });
  // Mantine draws the switch over a visually hidden checkbox: the keyboard is how to reach it here.
  await heater.focus();
  await page.keyboard.press('Space');
  await expect(heater).toBeChecked();
  await expect
    .poll(async () =>
      (await equipmentOf()).filter((i) => i.type === 'WaterHeater').map((i) => [i.roomId, i.quantity]),
    )
    .toEqual([['room-2', 1]]);
  await page.keyboard.press('Space');
  await expect(heater).not.toBeChecked();
  await expect.poll(async () => (await equipmentOf()).some((i) => i.type === 'WaterHeater')).toBe(false);

  for (const tab of ['Électricité', 'Éclairage', 'Chauffage/Climatisation', 'Chauffe-Eau', 'VMC']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Électricité' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/equipment-step4.png', fullPage: true });
});

test("a failed check shows 'Erreur de validation NF C 15-100', and 'Réessayer' recovers", async ({
  page,
}) => {
  const { projectId } = await setUpProject(page, [BEDROOM]);
  // The compliance engine is made to fail in the browser, as a tRPC error answer.
  await page.route('**/trpc/compliance.check**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: 'Moteur de conformité indisponible',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
          },
        },
      ]),
    }),
  );
  await page.goto(`/projects/${projectId}/equipment`);
  await expect(compliancePanel(page).getByText('Erreur de validation NF C 15-100')).toBeVisible();
  await expect(compliancePanel(page).getByText('Moteur de conformité indisponible')).toBeVisible();

  await page.unroute('**/trpc/compliance.check**');
  await compliancePanel(page).getByRole('button', { name: 'Réessayer' }).click();
  await expect(compliancePanel(page).getByText('Installation non conforme NF C 15-100')).toBeVisible();
  await expect(compliancePanel(page).getByText('Erreur de validation NF C 15-100')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/equipment-step4-390.png', fullPage: true });
});
