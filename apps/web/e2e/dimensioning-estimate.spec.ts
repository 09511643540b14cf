import { readFileSync, writeFileSync } from 'node:fs';
import { devisCsv, partsCsv } from '@courant/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount, registerByApi } from './support/api.ts';
import { expectEstimateTotals, projectQuotes, type QuoteView } from './support/estimate.ts';

/**
 * Steps 7 and 8 on a project set up through the REST API (rooms and equipment saved as steps 3 and
 * 4 would): the automatic dimensioning, row edits, the recalculation confirm, the board drawing,
 * then the estimate's edits, autosave, totals, exports and the recalculation confirm.
 */

const PASSWORD = 'motdepasse-solide';

interface Api {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T>;
}

async function signUp(page: Page, baseURL: string): Promise<Api> {
  const request: APIRequestContext = page.request;
  await registerByApi(
    request,
    newAccount('e2e-dim', { siret: '12345678900015', firstName: 'Jeanne', password: PASSWORD }),
  );
  const headers = { origin: baseURL };
  return {
    async get<T>(path: string) {
      const r = await request.get(`/api/v1${path}`, { headers });
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as T;
    },
    async send<T>(method: 'POST' | 'PUT', path: string, data: unknown) {
      const r = await request.fetch(`/api/v1${path}`, { method, headers, data });
      expect(r.ok(), await r.text()).toBe(true);
      return (r.status() === 204 ? undefined : await r.json()) as T;
    },
  };
}

async function projectWithEquipment(api: Api): Promise<string> {
  const project = await api.send<{ id: string }>('POST', '/projects', {
    name: 'Maison Dupont',
    typeProjet: 'Résidentiel',
    typeTravaux: 'Construction',
    codePostal: '69003',
    numberOfPeople: 4,
  });
  await api.send('PUT', `/projects/${project.id}/rooms`, {
    rooms: [
      { id: 'r1', name: 'Séjour', surface: 28, roomType: 'LivingRoom' },
      { id: 'r2', name: 'Cuisine', surface: 11, roomType: 'Kitchen' },
      { id: 'r3', name: 'Chambre parentale', surface: 13, roomType: 'Bedroom' },
    ],
  });
  await api.send('PUT', '/project-equipments', {
    projectId: project.id,
    equipments: [
      {
        id: 'e1',
        name: 'Prise simple',
        quantity: 6,
        roomId: 'r1',
        type: 'SimpleSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e2',
        name: 'Interrupteur simple',
        quantity: 2,
        roomId: 'r1',
        type: 'SimpleSwitch',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e3',
        name: 'Prise simple',
        quantity: 6,
        roomId: 'r2',
        type: 'SimpleSocket',
        metadata: { color: '#000000' },
      },
      {
        id: 'e4',
        name: 'Prise spécialisée',
        quantity: 3,
        roomId: 'r2',
        type: 'Dedicated20ASocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e5',
        name: 'Prise plaque',
        quantity: 1,
        roomId: 'r2',
        type: 'OvenSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e6',
        name: 'Prise double',
        quantity: 2,
        roomId: 'r3',
        type: 'DoubleSocket',
        metadata: { color: '#FFFFFF' },
      },
      {
        id: 'e7',
        name: 'Point d’éclairage',
        quantity: 2,
        roomId: 'r3',
        type: 'LightingPoint',
        metadata: null,
      },
    ],
  });
  return project.id;
}

/** A new account's project with its equipment and the board POST /dimensioning gives, saved as step 7 would. */
async function projectWithSavedBoard(page: Page, baseURL: string | undefined) {
  const api = await signUp(page, baseURL ?? '');
  const projectId = await projectWithEquipment(api);
  const dimensioning = await api.send<Record<string, unknown>>('POST', `/dimensioning/${projectId}`, {});
  await api.send('PUT', `/projects/${projectId}`, { dimensioning_data: dimensioning });
  return { api, projectId };
}

interface ProjectView {
  status: string;
  dimensioning_data: {
    circuit_breakers: { description: string; rating: number; quantity: number }[];
    cables: { cableType: string; section: number }[];
    surge_protectors: unknown[];
    installation_notes: string[];
  } | null;
}
test.use({ viewport: { width: 1280, height: 900 } });

test('step 7: first calculation by itself, row edits saved, recalculation confirmed, board drawn', async ({
  page,
  baseURL,
}) => {
  const api = await signUp(page, baseURL ?? '');
  const projectId = await projectWithEquipment(api);

  await page.goto(`/projects/${projectId}/dimensioning`);
  // The first calculation runs by itself and is saved on the project.
  await expect(page.getByRole('button', { name: 'Recalculer le dimensionnement' })).toBeVisible({
    timeout: 20_000,
  });
  const breakers = page.getByRole('table', { name: 'Disjoncteurs' });
  await expect(breakers).toBeVisible();
  await expect
    .poll(async () => (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data)
    .not.toBeNull();
  const computed = (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data;
  expect(computed?.circuit_breakers.length).toBeGreaterThan(2);
  await expect(page.getByRole('heading', { name: 'Notes d’installation' })).toBeVisible();

  // The board drawing: accessible, one differential switch per RCD of the notes (each with its
  // rating and type), and the free modules (drawing and notes agree).
  const board = page.getByRole('img', { name: /^Tableau électrique de \d+ modules/ });
  await expect(board).toBeVisible();
  await expect(board).toHaveAttribute(
    'aria-label',
    /interrupteurs? différentiels? 30\u00a0mA \((\d+\u00a0A type [AF](, )?)+\), \d+ disjoncteurs?.*modules? libres? \(\d+\u00a0%\)/,
  );
  const rcdNotes = (computed?.installation_notes ?? []).filter((n) =>
    /^Interrupteur différentiel \d+ \(/.test(n),
  );
  expect(rcdNotes.length).toBeGreaterThanOrEqual(2);
  await expect(board).toHaveAttribute(
    'aria-label',
    new RegExp(`, ${rcdNotes.length} interrupteurs différentiels 30\u00a0mA`),
  );

  // Edit a breaker: quantity 0 falls back to 1, the rating comes from the allowed list.
  await page.getByRole('button', { name: 'Modifier Disjoncteur 1' }).click();
  const quantity = page.getByRole('textbox', { name: 'Quantité (Disjoncteur 1)' });
  await quantity.fill('0');
  await page.getByRole('textbox', { name: 'Calibre (Disjoncteur 1)' }).click();
  await page.getByRole('option', { name: '32 A', exact: true }).click();
  await page.getByRole('textbox', { name: 'Circuit (Disjoncteur 1)' }).fill('Circuit modifié');
  await page.getByRole('button', { name: 'Enregistrer Disjoncteur 1' }).click();
  const row1 = page.getByRole('row', { name: 'Disjoncteur 1' });
  await expect(row1).toContainText('Circuit modifié');
  await expect(row1).toContainText('32 A');
  await expect
    .poll(
      async () =>
        (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data?.circuit_breakers[0],
    )
    // The edited breaker keeps its RCD group.
    .toEqual({ description: 'Circuit modifié', rating: 32, quantity: 1, row: 1, rcd_type: 'AC' });

  // Cancel drops an edit.
  await page.getByRole('button', { name: 'Modifier Disjoncteur 2' }).click();
  await page.getByRole('textbox', { name: 'Circuit (Disjoncteur 2)' }).fill('Ne sera pas gardé');
  await page.getByRole('button', { name: 'Annuler Disjoncteur 2' }).click();
  await expect(page.getByRole('row', { name: 'Disjoncteur 2' })).not.toContainText('Ne sera pas gardé');

  // A cable switched to RJ45 has no section: N/A, input disabled.
  await page.getByRole('button', { name: 'Modifier Câble 1' }).click();
  await page.getByRole('textbox', { name: 'Type de câble (Câble 1)' }).click();
  await page.getByRole('option', { name: 'RJ45', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Section (Câble 1)' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Section (Câble 1)' })).toHaveValue('N/A');
  await page.getByRole('button', { name: 'Enregistrer Câble 1' }).click();
  await expect(page.getByRole('row', { name: 'Câble 1' })).toContainText('N/A');
  await expect
    .poll(async () => (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data?.cables[0])
    .toMatchObject({ cableType: 'RJ45', section: 0 });

  // Add a row with the defaults, then delete it.
  const breakerRows = await breakers.getByRole('row').count();
  await page.getByRole('button', { name: 'Ajouter un disjoncteur' }).click();
  await expect(breakers.getByRole('row')).toHaveCount(breakerRows + 1);
  await expect(breakers.getByRole('row').last()).toContainText('Nouveau disjoncteur');
  await expect(breakers.getByRole('row').last()).toContainText('16 A');
  await breakers
    .getByRole('row')
    .last()
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(breakers.getByRole('row')).toHaveCount(breakerRows);

  await page.screenshot({ path: '/tmp/estimate-step7.png', fullPage: true });
  await board.screenshot({ path: '/tmp/estimate-board.png' });

  // Saved data is loaded after a reload: no new calculation replaces the edits.
  await page.reload();
  await expect(page.getByRole('row', { name: 'Disjoncteur 1' })).toContainText('Circuit modifié');

  // Recalculating over manual data asks first; 'Annuler' keeps everything.
  await page.getByRole('button', { name: 'Recalculer le dimensionnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recalculer le dimensionnement' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('définitivement perdues');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: 'Disjoncteur 1' })).toContainText('Circuit modifié');

  await page.getByRole('button', { name: 'Recalculer le dimensionnement' }).click();
  await dialog.getByRole('button', { name: 'Recalculer le dimensionnement' }).click();
  await expect(page.getByRole('row', { name: 'Disjoncteur 1' })).not.toContainText('Circuit modifié');
  await expect
    .poll(async () => (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data)
    .toEqual(computed);
});

test('step 8: estimate from the project, edits saved after a second, totals, plates, custom lines, CSV, recalculation', async ({
  page,
  baseURL,
}) => {
  // A long journey (save, reload, several round trips): triple time on a busy machine.
  test.slow();
  const { projectId } = await projectWithSavedBoard(page, baseURL);

  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  // The computed estimate is saved as a new draft quote.
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 30_000 });
  let [quote] = await projectQuotes(page.request, projectId);
  expect(quote?.status).toBe('draft');
  // Every chosen item is priced, lighting points included, with the labour of each room.
  expect(quote?.quoteItems.map((i) => i.equipmentType)).toContain('LightingPoint');
  expect(quote?.quoteItems.some((i) => i.kind === 'main_oeuvre' && i.roomId === 'r1')).toBe(true);
  expect(quote?.dimensioningItems.some((i) => i.type === 'differential_circuit_breaker')).toBe(true);

  await expectEstimateTotals(page, quote as QuoteView);

  // A black plate replaces the white one (never both), and 'Aucune' removes it.
  const sejour = page.getByRole('table', { name: 'Séjour' });
  await sejour.getByRole('textbox', { name: 'Plaque (Prise simple)' }).click();
  await page.getByRole('option', { name: 'Noire' }).click();
  await expect
    .poll(async () => {
      const [q] = await projectQuotes(page.request, projectId);
      const line = q?.quoteItems.find((i) => i.roomId === 'r1' && i.equipmentType === 'SimpleSocket');
      return [line?.plaque_blanche, line?.plaque_noir];
    })
    .toEqual(['', 'S540702']);

  // A custom line: added with its defaults, priced, then deleted.
  await page.getByRole('button', { name: 'Ajouter un élément' }).click();
  const custom = page.getByRole('table', { name: 'Éléments personnalisés' });
  await custom.getByRole('textbox', { name: 'Intitulé (Nouvel équipement)' }).fill('Prise extérieure');
  await custom.getByRole('textbox', { name: 'Prix (Prise extérieure)' }).fill('12,5');
  await expect
    .poll(async () =>
      (await projectQuotes(page.request, projectId))[0]?.quoteItems.some(
        (i) => i.intitule === 'Prise extérieure' && i.prix === 12.5,
      ),
    )
    .toBe(true);
  [quote] = await projectQuotes(page.request, projectId);
  await expectEstimateTotals(page, quote as QuoteView);
  await custom.getByRole('button', { name: 'Supprimer Prise extérieure' }).click();
  // The block keeps the board's labour and the small supplies, without the deleted line.
  await expect(custom.getByRole('button', { name: 'Supprimer Prise extérieure' })).toHaveCount(0);

  // CSV: the devis lines and the parts list of the saved lines, for a French spreadsheet.
  await expect
    .poll(async () => (await projectQuotes(page.request, projectId))[0]?.quoteItems.length)
    .toBe((quote as QuoteView).quoteItems.length - 1);
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^estimation-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  [quote] = await projectQuotes(page.request, projectId);
  const saved = [...(quote as QuoteView).quoteItems, ...(quote as QuoteView).dimensioningItems];
  expect(csv).toBe(`\uFEFF${devisCsv(saved, 20)}`);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFDésignation;Référence;Quantité;P.U. HT;TVA;Total HT');
  const partsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Liste de pièces CSV' }).click();
  const parts = await partsDownload;
  expect(parts.suggestedFilename()).toMatch(/^pieces-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await parts.path(), 'utf8')).toBe(`\uFEFF${partsCsv(saved)}`);

  await page.screenshot({ path: '/tmp/estimate-step8.png', fullPage: true });

  // Recalculating asks first and then discards the manual edits.
  await page.getByRole('button', { name: 'Recalculer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Recalculer les estimations' });
  await expect(dialog).toContainText('définitivement perdues');
  await dialog.getByRole('button', { name: 'Recalculer les estimations' }).click();
  await expect
    .poll(async () => {
      const [q] = await projectQuotes(page.request, projectId);
      return q?.quoteItems.find((i) => i.roomId === 'r1' && i.equipmentType === 'SimpleSocket')
        ?.plaque_blanche;
    })
    .toBe('S520702');
  // Still one quote: the first one is updated.
  expect(await projectQuotes(page.request, projectId)).toHaveLength(1);
});

test('the installation facts of step 5 size the board of step 7', async ({ page, baseURL }) => {
  const api = await signUp(page, baseURL ?? '');
  const projectId = await projectWithEquipment(api);

  await page.goto(`/projects/${projectId}/options`);
  await expect(page.getByRole('heading', { name: 'Installation électrique' })).toBeVisible();
  const supply = page.getByRole('region', { name: 'Alimentation et disjoncteur de branchement' });
  await supply.getByRole('textbox', { name: 'Raccordement' }).click();
  await page.getByRole('option', { name: 'Monophasé', exact: true }).click();
  await expect(supply.getByText(/Réglage de l’AGCP pour 9\skVA\s:\s45\sA/)).toBeVisible();
  await supply.getByRole('textbox', { name: 'Résistance de la prise de terre (Ω)' }).fill('150');
  await page.getByRole('textbox', { name: 'Chauffage Séjour' }).fill('3000');
  await page.getByRole('textbox', { name: 'Volets roulants Chambre parentale' }).fill('3');
  await page.getByRole('button', { name: 'Ajouter un circuit extérieur' }).click();
  const outdoor = page.getByRole('group', { name: 'Circuit extérieur 1' });
  await outdoor.getByRole('textbox', { name: 'Longueur (m)' }).fill('40');
  // The section is chosen as the electrician types: 40 m of garden sockets need 4 mm².
  await expect(outdoor.getByText(/Section 4\smm² — chute de tension 3,91\s%/)).toBeVisible();
  await page.screenshot({ path: '/tmp/board-installation-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/board-installation-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saved with the project (1 s debounce), validated again by the server.
  await expect
    .poll(async () => (await api.get<{ installation: unknown }>(`/projects/${projectId}`)).installation)
    .toMatchObject({
      supply: { phases: 'monophase', subscribedKva: 9, earthResistanceOhm: 150 },
      rooms: expect.arrayContaining([
        expect.objectContaining({ roomId: 'r1', heatingWatts: 3000 }),
        expect.objectContaining({ roomId: 'r3', shutters: 3 }),
      ]),
      outdoorCircuits: [expect.objectContaining({ kind: 'prises_jardin', lengthM: 40 })],
    });

  await page.goto(`/projects/${projectId}/dimensioning`);
  const breakers = page.getByRole('table', { name: 'Disjoncteurs' });
  await expect(breakers).toContainText('Circuit volets roulants', { timeout: 20_000 });
  await expect(breakers).toContainText('Circuit chauffage');
  await expect(breakers).toContainText('Circuit prises extérieures (jardin)');
  await expect(
    page.getByRole('alert').filter({ hasText: /Prise de terre de 150\sΩ trop élevée/ }),
  ).toBeVisible();
  await expect(page.getByText(/section portée à 4\smm² pour la chute de tension/)).toBeVisible();
  await expect(page.getByText(/Séjour 3\s000\sW → 16\sA \/ 1,5\smm²/)).toBeVisible();
  await page.screenshot({ path: '/tmp/board-dimensioning-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/board-dimensioning-390.png', fullPage: true });
});

test('three-phase board — supply check at step 6, one RCD per row with type, rating and phase, stale board offers Recalculer, PDF', async ({
  page,
  baseURL,
}) => {
  // Steps 6, 7 and 8 and a PDF on a machine shared with other runs.
  test.setTimeout(300_000);
  const api = await signUp(page, baseURL ?? '');
  const projectId = await projectWithEquipment(api);
  await api.send('PUT', `/projects/${projectId}/installation`, {
    installation: {
      supply: { phases: 'triphase', subscribedKva: 12, earthResistanceOhm: 150 },
      rooms: [
        { roomId: 'r1', heatingWatts: 3000 },
        { roomId: 'r3', heatingWatts: 1500 },
      ],
    },
  });

  // Step 6 shows the supply checks the board will carry.
  await page.goto(`/projects/${projectId}/summary`);
  await expect(
    page.getByRole('alert').filter({ hasText: /Prise de terre de 150\sΩ trop élevée/ }),
  ).toBeVisible({
    timeout: 30_000,
  });

  await page
    .getByRole('alert')
    .filter({ hasText: /Prise de terre de 150\sΩ/ })
    .screenshot({ path: '/tmp/board-summary-checks.png' });
  await page.goto(`/projects/${projectId}/dimensioning`);
  const drawing = page.getByRole('img', { name: /Tableau électrique de/ });
  await expect(drawing).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      async () =>
        (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data?.installation_notes ?? [],
    )
    .toContainEqual(expect.stringMatching(/^Répartition sur les phases \(triphasé\)/));
  const notes =
    (await api.get<ProjectView>(`/projects/${projectId}`)).dimensioning_data?.installation_notes ?? [];
  const rcdNotes = notes.filter((n) => /^Interrupteur différentiel \d+ \(/.test(n));
  // One drawn RCD per note, each with its rating, type and phase.
  const label = (await drawing.getAttribute('aria-label')) ?? '';
  const drawn = [...label.matchAll(/(\d+)\u00a0A type (A|F)(?: sur (L[123]))?/g)];
  expect(drawn).toHaveLength(rcdNotes.length);
  for (const [i, note] of rcdNotes.entries()) {
    const [, rating, , phase] = drawn[i] ?? [];
    expect(note).toContain(`, ${rating}\u00a0A, `);
    if (phase) expect(note).toContain(`alimenté par la phase ${phase}`);
  }
  await expect(drawing.getByText(/30\smA · L1/).first()).toBeVisible();
  await drawing.screenshot({ path: '/tmp/board-three-phase-drawing.png' });

  // Rooms change after the board was computed: step 7 says so and offers to compute again.
  await api.send('PUT', `/projects/${projectId}/installation`, {
    installation: {
      supply: { phases: 'triphase', subscribedKva: 12, earthResistanceOhm: 150 },
      rooms: [
        { roomId: 'r1', heatingWatts: 3000, shutters: 2 },
        { roomId: 'r3', heatingWatts: 1500 },
      ],
    },
  });
  await page.reload();
  const stale = page.getByRole('alert').filter({ hasText: 'Le projet a changé depuis le calcul du tableau' });
  await expect(stale).toBeVisible({ timeout: 30_000 });
  await stale.screenshot({ path: '/tmp/board-stale.png' });
  await stale.getByRole('button', { name: 'Recalculer le dimensionnement' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Recalculer le dimensionnement' }).click();
  await expect(page.getByRole('table', { name: 'Disjoncteurs' })).toContainText('Circuit volets roulants', {
    timeout: 30_000,
  });
  await expect(stale).toHaveCount(0);

  // The PDF draws the same board: each RCD with its type and phase.
  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  const pdf = readFileSync(await (await pdfDownload).path());
  writeFileSync('/tmp/board-estimate.pdf', pdf);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  expect(text).toMatch(/type A 30\smA L[123]/);
  expect(text).toContain('Détecteur avertisseur autonome de fumée');
});

test('step 8 says when the board it prices no longer follows the project, and leads back to step 7', async ({
  page,
  baseURL,
}) => {
  const { api, projectId } = await projectWithSavedBoard(page, baseURL);
  const stale = page.getByRole('alert').filter({ hasText: 'Tableau à recalculer' });

  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(stale).toHaveCount(0);

  // Two lighting points more in the bedroom, after the board was computed.
  const equipments = (await api.get<{ equipments: Record<string, unknown>[] }>(`/projects/${projectId}`))
    .equipments;
  await api.send('PUT', '/project-equipments', {
    projectId,
    equipments: equipments.map((e) => (e.id === 'e7' ? { ...e, quantity: 4 } : e)),
  });
  await page.reload();
  await expect(stale).toBeVisible({ timeout: 30_000 });
  await stale.getByRole('button', { name: 'Revoir le dimensionnement' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/dimensioning$`));
  await expect(page.getByText('Le projet a changé depuis le calcul du tableau')).toBeVisible();
});
