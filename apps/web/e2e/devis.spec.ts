import { readFileSync } from 'node:fs';
import { boardLabourMinutes, devisCsv, hoursOf } from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';
import {
  createProjectByApi,
  newAccount,
  registerByApi,
  saveComputedBoardByApi,
  saveSejourWithSocketsByApi,
} from './support/api.ts';
import { pdfText, projectQuotes } from './support/estimate.ts';

/** A new account on a 1280 × 900 page; answers the API headers. */
async function signUpAt1280(page: Page, prefix: string) {
  const { headers } = await registerByApi(page.request, newAccount(prefix));
  await page.setViewportSize({ width: 1280, height: 900 });
  return headers;
}

/** A new account on a 1280 × 900 page at its settings; answers the API headers and the company's form. */
async function openCompanySettings(page: Page, prefix: string) {
  const headers = await signUpAt1280(page, prefix);
  await page.goto('/settings');
  return { headers, form: page.getByRole('form', { name: 'Paramètres de l’entreprise' }) };
}

/**
 * From the user's side, the company settings filled (a wrong SIRET key refused in place),
 * then a renovation estimate at 10 % VAT with the company's hourly rate, a price typed `8.20` read as
 * 8,20 €, and the devis exported as CSV (semicolons, decimal commas) and PDF.
 */
test('company settings, then a renovation devis at 10 % with labour, 8.20 typed, CSV and PDF', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const { headers, form } = await openCompanySettings(page, 'e2e-devis');
  await expect(form.getByRole('textbox', { name: 'Numéro SIRET' })).toHaveValue('12345678901237');
  await form.getByRole('textbox', { name: 'Numéro SIRET' }).fill('73282932000075');
  await form.getByRole('textbox', { name: 'Taux horaire HT (€)' }).fill('52,50');
  await form.getByRole('textbox', { name: 'Forme juridique' }).fill('SARL');
  await form.getByRole('textbox', { name: 'Assureur', exact: true }).fill('Assurances du Rhône');
  await form.getByRole('textbox', { name: 'N° de police' }).fill('DEC-2026-001');
  // The fitting times of the labour lines: a socket takes 60 min here instead of 30.
  const times = form.getByRole('group', { name: 'Temps de pose' });
  await expect(times.getByRole('textbox', { name: 'Prise simple (min)' })).toHaveAttribute(
    'placeholder',
    '30',
  );
  await times.getByRole('textbox', { name: 'Prise simple (min)' }).fill('1,5');
  // The board's lines too ('Tableau électrique'): a breaker takes 25 min here instead of 15.
  const boardTimes = times.getByRole('group', { name: 'Tableau électrique' });
  const breakerTime = boardTimes.getByRole('textbox', { name: 'Disjoncteur (min)' });
  await expect(breakerTime).toHaveAttribute('placeholder', '15');
  await expect(boardTimes.getByText('Par défaut\u00a0: 120\u00a0min')).toBeVisible();
  await breakerTime.fill('-3');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(times.getByText('Un nombre entier de minutes entre 0 et 6000')).toHaveCount(2);
  await expect(boardTimes.getByText('Un nombre entier de minutes entre 0 et 6000')).toBeVisible();
  await times.getByRole('textbox', { name: 'Prise simple (min)' }).fill('60');
  await breakerTime.fill('25');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Le numéro SIRET n’est pas valide (clé de contrôle incorrecte)')).toBeVisible();
  await form.getByRole('textbox', { name: 'Numéro SIRET' }).fill('73282932000074');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres de l’entreprise enregistrés')).toBeVisible();
  await page.screenshot({ path: '/tmp/devis-settings-1280.png', fullPage: true });
  const company = (await (await page.request.get('/api/v1/company', { headers })).json()) as Record<
    string,
    unknown
  >;
  expect(company).toMatchObject({
    siret: '73282932000074',
    hourlyRate: 52.5,
    insurer: 'Assurances du Rhône',
    labourMinutes: { SimpleSocket: 60 },
    boardLabourMinutes: { circuit_breaker: 25 },
  });

  const projectId = await createProjectByApi(page.request, headers, { typeTravaux: 'Renovation' });
  await saveSejourWithSocketsByApi(page.request, headers, projectId, 5);

  // The board, as step 7 computes it.
  await saveComputedBoardByApi(page.request, headers, projectId);

  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  // The room's labour at the company's rate.
  await expect(
    page.getByRole('table', { name: 'Séjour' }).getByRole('textbox', { name: /^Prix \(Main d’œuvre/ }),
  ).toHaveValue('52,50');
  // Five sockets at 60 min: 5 h.
  await expect(
    page.getByRole('table', { name: 'Séjour' }).getByRole('textbox', { name: /^Quantité \(Main d’œuvre/ }),
  ).toHaveValue(/^5(,0)?$/);
  await page
    .getByRole('region', { name: 'TVA du devis' })
    .locator('label')
    .filter({ hasText: /^10\s%$/ })
    .click();
  await expect(page.getByText('achevés depuis plus de deux ans').first()).toBeVisible();
  // A board line has its own VAT too: the panel at 20 % while the devis is at 10 %.
  const panelVat = page
    .getByRole('table', { name: 'Tableaux électriques' })
    .getByRole('textbox', { name: /^TVA \(/ })
    .first();
  await expect(panelVat).toHaveValue(/^Devis 10\s%$/);
  await panelVat.click();
  await page.getByRole('option', { name: /^20\s%$/ }).click();
  await expect(panelVat).toHaveValue(/^20\s%$/);
  await expect(page.getByRole('region', { name: 'Détail du montant' })).toContainText(/TVA 20\s%/);

  await page.getByRole('button', { name: 'Ajouter un élément' }).click();
  const custom = page.getByRole('table', { name: 'Éléments personnalisés' });
  await custom.getByRole('textbox', { name: 'Intitulé (Nouvel équipement)' }).fill('Gaine ICTA');
  const price = custom.getByRole('textbox', { name: 'Prix (Gaine ICTA)' });
  await price.fill('abc');
  await expect(custom.getByText('Prix invalide')).toBeVisible();
  await price.fill('8.20');
  await price.blur();
  await expect(price).toHaveValue('8,20');
  await expect(custom.getByLabel('P.U. HT (Gaine ICTA)')).toHaveText(/8,20\s€/);
  await custom.getByRole('textbox', { name: 'Quantité (Gaine ICTA)' }).fill('3');
  await expect(custom.getByLabel('Total HT (Gaine ICTA)')).toHaveText(/24,60\s€/);
  await expect(page.getByRole('region', { name: 'Détail du montant' })).toContainText('TVA 10');

  const savedQuote = async () => (await projectQuotes(page.request, projectId, headers))[0];
  await expect
    .poll(async () => {
      const q = await savedQuote();
      return [
        q?.vatRate,
        q?.quoteItems.find((i) => i.intitule === 'Gaine ICTA')?.prix,
        q?.dimensioningItems.find((i) => i.type === 'electrical_panel')?.vatRate,
      ];
    })
    .toEqual([10, 8.2, 20]);
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/devis-step8-1280.png', fullPage: true });

  const quote = await savedQuote();
  // The board's labour: its lines at the company's times (breakers 25 min), the others at the defaults.
  const boardMinutes = (own: { circuit_breaker?: number }) =>
    (quote?.dimensioningItems ?? []).reduce(
      (sum, item) => sum + boardLabourMinutes(item.type, { boardMinutes: own }) * item.quantity,
      0,
    );
  const boardLabour = quote?.quoteItems.find((i) => i.intitule === 'Main d’œuvre — tableau électrique');
  expect(boardLabour?.quantity).toBe(hoursOf(boardMinutes({ circuit_breaker: 25 })));
  expect(boardLabour?.quantity).not.toBe(hoursOf(boardMinutes({})));
  await expect(
    page.getByRole('textbox', { name: 'Quantité (Main d’œuvre — tableau électrique)' }),
  ).toHaveValue(String(hoursOf(boardMinutes({ circuit_breaker: 25 }))).replace('.', ','));
  const items = [...(quote?.quoteItems ?? []), ...(quote?.dimensioningItems ?? [])];
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toBe(`\uFEFF${devisCsv(items, 10)}`);
  expect(csv).toContain('Gaine ICTA;;3;8,20;10 %;24,60');
  expect(csv).toMatch(/\nTableau[^\n]*;20 %;/);

  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  const pdf = readFileSync(await (await pdfDownload).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await pdfText(pdf);
  expect(text).toContain('Gaine ICTA');
  expect(text).toContain('TVA 10 %');
  expect(text).toContain('Base HT à 20 %');
  expect(text).toContain('achevés depuis plus de deux ans');
  // The company's settings reach the document.
  expect(text).toContain('SARL');
  expect(text).toContain('Assurances du Rhône');
  expect(text).toContain('Devis reçu avant l’exécution des travaux — Bon pour accord');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/devis-step8-390.png', fullPage: false });
  await page.goto('/settings');
  await expect(form.getByRole('textbox', { name: 'Numéro SIRET' })).toHaveValue('73282932000074');
  await page.screenshot({ path: '/tmp/devis-settings-390.png', fullPage: false });
  expect(baseURL).toBeTruthy();
});

/**
 * A client created from step 1 (a private person with a
 * distinct work site), picked for the project; 'Terminer' sends the devis numbered DEV-YYYY-0001,
 * shown on screen, on the card and in the PDF with the client and the withdrawal form.
 */
test('a client created at step 1 goes on the project; finishing numbers the devis DEV-YYYY-NNNN', async ({
  page,
}) => {
  test.slow();
  const headers = await signUpAt1280(page, 'e2e-client');
  await page.goto('/projects/new');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(dialog.getByText('Le nom du client est requis')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom du client' }).fill('Mme Claire Durand');
  await dialog.getByRole('textbox', { name: 'Adresse de facturation' }).fill('3 rue Neuve');
  await dialog.getByRole('textbox', { name: 'Code postal', exact: true }).fill('6900');
  await dialog.getByRole('textbox', { name: 'Ville', exact: true }).fill('Lyon');
  await dialog.getByRole('checkbox', { name: 'Adresse du chantier différente' }).check();
  await dialog.getByRole('textbox', { name: 'Adresse du chantier' }).fill('8 chemin du Lac');
  await dialog.getByRole('textbox', { name: 'Code postal du chantier' }).fill('74000');
  await dialog.getByRole('textbox', { name: 'Ville du chantier' }).fill('Annecy');
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill('claire.durand@exemple.fr');
  await dialog.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(dialog.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code postal', exact: true }).fill('69003');
  await page.screenshot({ path: '/tmp/devis-client-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Client' })).toHaveValue('Mme Claire Durand (Particulier)');
  await expect(page.getByText(/Chantier\s:\s8 chemin du Lac, 74000 Annecy/)).toBeVisible();

  await page.getByLabel('Nom du projet').fill('Rénovation Durand');
  await page.getByLabel('Code postal').fill('74000');
  await page.getByLabel('Nombre de personnes dans le logement').fill('2');
  await page.screenshot({ path: '/tmp/devis-step1-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/plan$/);
  const projectId = /\/projects\/([0-9a-f-]+)\//.exec(page.url())?.[1] ?? '';
  const project = (await (await page.request.get(`/api/v1/projects/${projectId}`, { headers })).json()) as {
    client: { id: string; name: string; siteCity: string } | null;
  };
  expect(project.client).toMatchObject({ name: 'Mme Claire Durand', siteCity: 'Annecy' });

  await saveSejourWithSocketsByApi(page.request, headers, projectId, 5);
  await page.goto(`/projects/${projectId}/quote`);
  const devis = page.getByRole('region', { name: 'Devis', exact: true });
  // The first estimate of a project is computed on the server (as in the tests below: up to a minute under load).
  await expect(devis).toContainText('Devis non numéroté', { timeout: 60_000 });
  await expect(devis).toContainText('Brouillon');
  // The planned start and duration (dates), checked in place, printed in the PDF.
  const duration = devis.getByRole('textbox', { name: 'Durée estimée (jours)' });
  await duration.fill('1,5');
  await duration.blur();
  await expect(devis.getByText('La durée est un nombre entier de jours')).toBeVisible();
  await duration.fill('3');
  await duration.blur();
  await expect(devis.getByText('La durée est un nombre entier de jours')).toBeHidden();
  await devis.getByLabel('Début des travaux prévu').fill('2027-03-01');
  await devis.getByLabel('Début des travaux prévu').blur();
  await expect(devis.getByRole('checkbox', { name: 'Signé chez le client ou à distance' })).toBeChecked();
  await expect
    .poll(async () => {
      const [q] = (await (
        await page.request.get(`/api/v1/quotes/project/${projectId}`, { headers })
      ).json()) as { id: string }[];
      const full = (await (await page.request.get(`/api/v1/quotes/${q?.id}`, { headers })).json()) as {
        plannedStart: string | null;
        plannedDurationDays: number | null;
      };
      return [full.plannedStart, full.plannedDurationDays];
    })
    .toEqual(['2027-03-01', 3]);
  await page.screenshot({ path: '/tmp/devis-schedule-1280.png' });
  // The first validation spends a jeton: 'Valider le projet (−1 jeton)'.
  await page.getByRole('button', { name: /^(Terminer|Valider le projet)/ }).click();
  const year = new Date().getFullYear();
  await expect(page.getByText(`Devis DEV-${year}-0001 envoyé`)).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  const card = page.getByRole('article', { name: 'Rénovation Durand' });
  await expect(card).toContainText(/Client\s:\sMme Claire Durand \(Lyon\)/);
  await expect(card).toContainText(`Devis DEV-${year}-0001 · Envoyé`);
  await page.screenshot({ path: '/tmp/devis-card-1280.png' });

  // After sending, the client's record changes: the devis keeps the client it was sent to.
  await page.request.put(`/api/v1/clients/${project.client?.id}`, {
    headers,
    data: { kind: 'particulier', name: 'Mme Claire Martin', city: 'Paris' },
  });

  // Reopened: step 8 shows the number and lets the devis be marked accepted.
  await page.goto(`/projects/${projectId}/quote`);
  await expect(devis).toContainText(`Devis DEV-${year}-0001`);
  await expect(devis).toContainText('Envoyé');
  await page.screenshot({ path: '/tmp/devis-step8-number-1280.png' });
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  const pdf = (await pdfText(readFileSync(await (await pdfDownload).path()))).text;
  expect(pdf).toContain(`DEV-${year}-0001`);
  expect(pdf).toContain('Mme Claire Durand');
  expect(pdf).not.toContain('Claire Martin');
  // The browser's PDF prints what the server's GET /quotes/{id}/pdf prints.
  const [sentQuote] = (await (
    await page.request.get(`/api/v1/quotes/project/${projectId}`, { headers })
  ).json()) as { id: string }[];
  const served = await page.request.get(`/api/v1/quotes/${sentQuote?.id}/pdf`, { headers });
  expect((await pdfText(await served.body())).text).toBe(pdf);
  expect(pdf).toContain('8 chemin du Lac, 74000 Annecy');
  expect(pdf).toContain('Formulaire de rétractation');
  expect(pdf).toContain('Début des travaux prévu le 01/03/2027');
  expect(pdf).toContain('Durée estimée : 3 jours');
  expect(pdf).not.toContain('40 €');
  await devis.getByRole('button', { name: 'Marquer accepté' }).click();
  await expect(devis).toContainText('Accepté');
  await page.goto('/settings');
  const clients = page.getByRole('region', { name: 'Clients' });
  await expect(clients.getByRole('listitem')).toHaveCount(1);
  // The list shows the client's record as it is now.
  await expect(clients).toContainText('Mme Claire Martin');
  await expect(clients).toContainText('Particulier');
});

/**
 * A micro-entreprise under the franchise en base (art. 293 B du CGI): ticked in the
 * settings, its devis has every line at 0 %, no VAT in the totals, and the mention on screen, in the
 * CSV and in the PDF.
 */
test('a company under the franchise en base: devis at 0 % with « TVA non applicable, art. 293 B du CGI »', async ({
  page,
}) => {
  test.slow();
  const { headers, form } = await openCompanySettings(page, 'e2e-franchise');
  await form.getByRole('checkbox', { name: 'Franchise en base de TVA (art. 293 B du CGI)' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres de l’entreprise enregistrés')).toBeVisible();

  const projectId = await createProjectByApi(page.request, headers, { typeTravaux: 'Renovation' });
  await saveSejourWithSocketsByApi(page.request, headers, projectId, 4);
  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  const vat = page.getByRole('region', { name: 'TVA du devis' });
  await expect(vat).toContainText('TVA non applicable, art. 293 B du CGI');
  await expect(vat.getByRole('radio')).toHaveCount(0);
  const sejour = page.getByRole('table', { name: 'Séjour' });
  await expect(sejour.getByRole('textbox', { name: /^TVA \(/ }).first()).toHaveValue(/^Devis 0\s%$/);
  const detail = page.getByRole('region', { name: 'Détail du montant' });
  await expect(detail).toContainText(/TVA 0\s%/);
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/devis-franchise-step8-1280.png', fullPage: true });

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toMatch(/;0 %;/);
  expect(csv).not.toMatch(/;(20|10|5,5) %;/);

  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  const pdf = (await pdfText(readFileSync(await (await pdfDownload).path()))).text;
  expect(pdf).toContain('TVA non applicable, art. 293 B du CGI');
  expect(pdf).toContain('TVA 0 % 0,00 €');
  expect(pdf).not.toContain('achevés depuis plus de deux ans');
});

/**
 * A sent devis changed goes out as version 2, its earlier version
 * listed at step 8 with its own place of signature and printed as it was sent; 'Dupliquer' on a project
 * card makes a draft copy.
 */
test("a devis's earlier versions listed at step 8; 'Dupliquer' a project from its card", async ({ page }) => {
  test.slow();
  const { headers } = await registerByApi(page.request, newAccount('e2e-versions'));
  const projectId = await createProjectByApi(page.request, headers, { name: 'Maison Versions' });
  const line = { id: 'c1', intitule: 'Forfait', prix: 100, quantity: 1, roomId: null };
  const sent = (await (
    await page.request.post(`/api/v1/projects/${projectId}/finish`, {
      headers,
      data: { quoteItems: [line], dimensioningItems: [], signaturePlace: 'Chambéry' },
    })
  ).json()) as { id: string; number: string };
  const changed = await page.request.put(`/api/v1/quotes/${sent.id}`, {
    headers,
    data: { quoteItems: [{ ...line, prix: 120 }] },
  });
  expect(((await changed.json()) as { version: number }).version).toBe(2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${projectId}/quote`);
  const devis = page.getByRole('region', { name: 'Devis', exact: true });
  await expect(devis).toContainText(`Devis ${sent.number} (version 2)`, { timeout: 60_000 });
  // The new version is a draft: it goes out when sent, it does not show version 1's issue date.
  await expect(devis).toContainText('Version 2 émise à l’envoi');
  await expect(devis).not.toContainText('Émis le');
  await devis.getByRole('button', { name: 'Versions précédentes (1)' }).click();
  const earlier = devis.getByRole('region', { name: 'Versions précédentes' });
  await expect(earlier.getByRole('listitem')).toHaveCount(1);
  await expect(earlier).toContainText(`Devis ${sent.number}`);
  await expect(earlier).toContainText(/100,00\s€ HT · fait à Chambéry/);
  // Where the devis is signed, printed above the client's signature.
  await devis.getByRole('textbox', { name: 'Lieu de signature' }).fill('Annecy');
  await devis.getByRole('textbox', { name: 'Lieu de signature' }).blur();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/quotes/${sent.id}`, { headers })).json()) as {
            signaturePlace: string | null;
          }
        ).signaturePlace,
    )
    .toBe('Annecy');
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  expect((await pdfText(readFileSync(await (await pdfDownload).path()))).text).toContain(
    'Fait à Annecy, le :',
  );
  // Version 1 prints as it was sent: its own place of signature, its number without '(version 2)'.
  const v1Download = page.waitForEvent('download', { timeout: 60_000 });
  await earlier.getByRole('button', { name: 'PDF de la version 1' }).click();
  const v1 = (await pdfText(readFileSync(await (await v1Download).path()))).text;
  expect(v1).toContain('Fait à Chambéry, le :');
  expect(v1).toContain(`Devis n° ${sent.number} `);
  expect(v1).not.toContain('Annecy');
  expect(v1).not.toContain('version 2');
  await page.screenshot({ path: '/tmp/devis-versions-1280.png' });

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Dupliquer le projet Maison Versions' }).click();
  await expect(page.getByText('Projet dupliqué')).toBeVisible();
  const copy = page.getByRole('article', { name: 'Maison Versions (copie)' });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('En cours');
  await page.screenshot({ path: '/tmp/devis-duplicate-1280.png' });
});

/**
 * Step 8 names the mandatory mentions the devis would go without (reference/devis.md) — a new
 * account's company has none of them and its project no client — and leads to where they are filled
 * in; once they are, the notice is gone. It names the lines still at 0 € ('prix à saisir') too.
 */
test('step 8 lists the mandatory mentions the devis lacks, until the settings and the client carry them', async ({
  page,
}) => {
  test.slow();
  const headers = await signUpAt1280(page, 'e2e-mentions');
  const projectId = await createProjectByApi(page.request, headers);
  await saveSejourWithSocketsByApi(page.request, headers, projectId, 4);

  await page.goto(`/projects/${projectId}/quote`);
  const notice = page.getByRole('alert').filter({ hasText: 'Mentions obligatoires absentes du devis' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  for (const mention of [
    'l’adresse du siège',
    'le numéro RCS ou RM',
    'l’assurance décennale (assureur, numéro de contrat, zone couverte)',
    'le client',
    'le médiateur de la consommation',
  ]) {
    await expect(notice.getByRole('listitem').getByText(mention, { exact: true })).toHaveCount(1);
  }
  // The lines still at 0 € ('prix à saisir') are named; a price typed takes one off.
  const unpriced = page.getByRole('alert').filter({ hasText: /^\d+\slignes? sans prix/ });
  await expect(unpriced).toContainText('Gaine technique logement');
  const before = Number((await unpriced.textContent())?.match(/^(\d+)/)?.[1]);
  await page.getByRole('textbox', { name: /^Prix \(Gaine technique logement/ }).fill('95');
  await expect(unpriced).toContainText(new RegExp(`^${before - 1}\\slignes? sans prix`));
  await expect(unpriced).not.toContainText('Gaine technique logement');

  await notice.getByRole('link', { name: 'Compléter les paramètres' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const company = await page.request.get('/api/v1/company', { headers });
  const complete = await page.request.put('/api/v1/company', {
    headers,
    data: {
      ...(await company.json()),
      legalForm: 'EI',
      address: '5 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
      email: 'claire@martin-electricite.fr',
      registration: 'RM 69 123 456 789',
      vatNumber: 'FR32123456789',
      insurer: 'MAAF Pro',
      insurancePolicy: 'RCD-88213',
      insuranceCoverage: 'France entière',
      mediatorMention: 'Médiateur de la consommation CNPM, 27 avenue de la Libération, 42400 Saint-Chamond',
    },
  });
  expect(complete.ok(), await complete.text()).toBe(true);
  const client = await page.request.post('/api/v1/clients', {
    headers,
    data: { name: 'Mme Durand', address: '3 rue Neuve', postalCode: '69003', city: 'Lyon' },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const assigned = await page.request.put(`/api/v1/projects/${projectId}`, {
    headers,
    data: { clientId: ((await client.json()) as { id: string }).id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

/**
 * 'Vos prix': a price the company sets once in its settings for a line the catalogue
 * leaves unpriced (the GTL) goes on every devis; step 8 no longer names that line as waiting for one.
 */
test('a GTL price set in « Vos prix » prices the GTL line at step 8, no longer « sans prix »', async ({
  page,
}) => {
  test.slow();
  const { headers, form } = await openCompanySettings(page, 'e2e-prices');
  await form.getByRole('textbox', { name: 'Numéro SIRET' }).fill('73282932000074');
  const prices = form.getByRole('group', { name: 'Vos prix' });
  const gtl = prices.getByRole('textbox', { name: /^Gaine technique logement \(GTL\)/ });
  await expect(gtl).toHaveAttribute('placeholder', 'prix à saisir');
  await expect(prices.getByText('En €\u00a0HT par mètre').first()).toBeVisible();
  await gtl.fill('-2');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    prices.getByText('Un prix en euros HT entre 0 et 100\u00a0000, avec 2\u00a0décimales au plus'),
  ).toBeVisible();
  await gtl.fill('312,4');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres de l’entreprise enregistrés')).toBeVisible();
  await expect(gtl).toHaveValue('312,40');
  await page.screenshot({ path: '/tmp/devis-prices-1280.png', fullPage: true });

  const projectId = await createProjectByApi(page.request, headers);
  await saveSejourWithSocketsByApi(page.request, headers, projectId, 4);
  await page.goto(`/projects/${projectId}/quote`);
  await expect(page.getByRole('heading', { name: 'Séjour' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^Prix \(Gaine technique logement/ })).toHaveValue(
    /^312[,.]40?$/,
  );
  const unpriced = page.getByRole('alert').filter({ hasText: /^\d+\slignes? sans prix/ });
  await expect(unpriced).toContainText('Barrette de coupure');
  await expect(unpriced).not.toContainText('Gaine technique logement');
});
