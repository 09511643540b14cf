import { readFileSync } from 'node:fs';
import { devisCsv, estimateTotals, formatPrice } from '@courant/domain';
import { expect, test } from '@playwright/test';
import { planFixture } from './support/api.ts';
import { expectEstimateTotals, pdfText, projectQuotes, type QuoteView, spaces } from './support/estimate.ts';
import { applySuggestions, compliancePanel, fillRegisterForm, next, nextStep } from './support/ui.ts';

/**
 * The whole journey of an installer, through the UI only: register, create a project, add a PDF
 * plan, let the rooms be detected, equip them, pass the options and the summary, dimension the
 * board, edit the estimate (edits survive a reload), export CSV and PDF, finish, and find the
 * project completed with its price in the list.
 */

const plan = {
  name: 'appartement-t3.pdf',
  mimeType: 'application/pdf',
  buffer: planFixture('appartement-t3/plan.pdf'),
};
const expected = JSON.parse(planFixture('appartement-t3/expected.json').toString('utf8')) as {
  rooms: { name: string }[];
};

const account = {
  company: 'Électricité Lumière',
  siret: '73282932000074',
  firstName: 'Camille',
  lastName: 'Roux',
  email: `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`,
  password: 'parcours-complet',
};
const projectName = `Appartement Roux ${Date.now() % 100000}`;

test.use({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, actionTimeout: 30_000 });

test('register → project → plan → rooms → equipment → options → summary → dimensioning → estimate → finish', async ({
  page,
}) => {
  // Plan analysis, compliance and the exports take a while on a shared machine.
  test.setTimeout(300_000);

  await test.step('register', async () => {
    await fillRegisterForm(page, account);
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('step 1: the project', async () => {
    await page.getByRole('link', { name: 'Nouveau projet' }).first().click();
    await expect(page).toHaveURL(/\/projects\/new$/);
    await page.getByLabel('Nom du projet').fill(projectName);
    await page.getByLabel('Code postal').fill('69003');
    await page.getByLabel('Nombre de personnes dans le logement').fill('3');
    await next(page).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/plan$/);
  });
  const projectId = /\/projects\/([0-9a-f-]+)\//.exec(page.url())?.[1] ?? '';
  expect(projectId).not.toBe('');

  await test.step('step 2: a PDF plan', async () => {
    await page.locator('input[type="file"]').setInputFiles([plan]);
    await expect(page.getByRole('list', { name: 'Plans ajoutés' }).getByText(plan.name)).toBeVisible({
      timeout: 30_000,
    });
    await nextStep(page, projectId, 'rooms');
  });

  await test.step('step 3: the rooms detected on the plan', async () => {
    // The analysis starts by itself; its rooms replace the empty list at once.
    const rooms = page.getByRole('list', { name: 'Pièces' }).getByRole('listitem');
    await expect(rooms.first()).toBeVisible({ timeout: 120_000 });
    const detected = await rooms.count();
    // The plan's rooms (fixture expected.json), allowing the analysis to miss one or two of them.
    expect(detected).toBeGreaterThanOrEqual(Math.ceil(expected.rooms.length * 0.8));
    expect(detected).toBeLessThanOrEqual(expected.rooms.length + 2);
    await nextStep(page, projectId, 'equipment');
  });

  await test.step('step 4: equipment made compliant with the suggestions', async () => {
    await applySuggestions(page);
    // The toast lists what a whole flat got: its list scrolls, and 'Annuler' is not clipped away.
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Suggestions appliquées' });
    const undo = toast.getByRole('button', { name: 'Annuler' });
    await expect(undo).toBeVisible();
    const reachable = await undo.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(reachable).toBe(true);
    await nextStep(page, projectId, 'options');
  });

  await test.step('step 5: options', async () => {
    await nextStep(page, projectId, 'summary');
  });

  await test.step('step 6: summary', async () => {
    const panel = compliancePanel(page);
    await expect(panel.getByText('Installation conforme NF C 15-100')).toBeVisible({ timeout: 30_000 });
    await nextStep(page, projectId, 'dimensioning');
  });

  await test.step('step 7: the board dimensioned by itself and drawn', async () => {
    await expect(page.getByRole('button', { name: 'Recalculer le dimensionnement' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table', { name: 'Disjoncteurs' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Tableau électrique de \d+ modules/ })).toBeVisible();
    await page.screenshot({ path: '/tmp/journey-step7.png', fullPage: true });
    await nextStep(page, projectId, 'quote');
  });

  const savedQuote = async () => {
    const quotes = await projectQuotes(page.request, projectId);
    expect(quotes).toHaveLength(1);
    return quotes[0] as QuoteView;
  };

  let edited: { id: string; prix: number; quantity: number } = { id: '', prix: 0, quantity: 0 };
  await test.step('step 8: a price and a quantity edited, saved, still there after a reload', async () => {
    await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 30_000 });
    const firstRoom = page.getByRole('table').first();
    const price = firstRoom.getByRole('textbox', { name: /^Prix \(/ }).first();
    const quantity = firstRoom.getByRole('textbox', { name: /^Quantité \(/ }).first();
    const label = ((await price.getAttribute('aria-label')) ?? '').replace(/^Prix /, '');
    await price.fill('9,99');
    await quantity.fill('7');
    await quantity.blur();
    await expect
      .poll(
        async () => (await savedQuote()).quoteItems.find((i) => i.prix === 9.99 && i.quantity === 7)?.id,
        {
          timeout: 15_000,
        },
      )
      .toBeTruthy();
    const line = (await savedQuote()).quoteItems.find((i) => i.prix === 9.99 && i.quantity === 7);
    edited = { id: line?.id ?? '', prix: 9.99, quantity: 7 };
    await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('table').first();
    await expect(reloaded.getByRole('textbox', { name: `Prix ${label}` })).toHaveValue('9,99', {
      timeout: 30_000,
    });
    await expect(reloaded.getByRole('textbox', { name: `Quantité ${label}` })).toHaveValue('7');
  });

  const quote = await savedQuote();
  const items = [...quote.quoteItems, ...quote.dimensioningItems];
  const totals = estimateTotals(items);
  expect(quote.quoteItems.find((i) => i.id === edited.id)).toMatchObject({ prix: 9.99, quantity: 7 });

  await test.step('step 8: the totals shown are those of the saved lines', async () => {
    await expectEstimateTotals(page, quote);
    await page.screenshot({ path: '/tmp/journey-step8.png', fullPage: true });
  });

  await test.step('step 8: CSV export equals devisCsv of the saved lines', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^estimation-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync(await file.path(), 'utf8')).toBe(`\uFEFF${devisCsv(items, 20)}`);
  });

  await test.step('step 8: PDF export with the company, the project and the same totals', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Exporter PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^estimation-\d{4}-\d{2}-\d{2}\.pdf$/);
    await file.saveAs('/tmp/journey-estimate.pdf');
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(account.company);
    expect(text).toContain(`SIRET : ${account.siret}`);
    expect(text).toContain(`Estimation ${projectName}`);
    expect(text).toContain('Schéma du tableau électrique');
    expect(text).toContain(`Total HT ${spaces(formatPrice(totals.totalHT))}`);
    expect(text).toContain(`Total TTC ${spaces(formatPrice(totals.totalTTC))}`);
  });

  await test.step("'Terminer': the quote and the project completed, back to the list", async () => {
    // The first validation spends a jeton: 'Valider le projet (−1 jeton)'.
    await page.getByRole('button', { name: /^(Terminer|Valider le projet)/ }).click();
    await expect(page).toHaveURL(/\/projects$/, { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: /^Devis DEV-\d{4}-\d{4} envoyé/ })).toContainText(
      'Projet terminé (1 jeton utilisé).',
    );
    const card = page.getByRole('article', { name: projectName });
    await expect(card.getByText('Terminé', { exact: true })).toBeVisible();
    await expect(card).toContainText(spaces(`Prix HT : ${formatPrice(totals.totalHT)}`));
    const done = await savedQuote();
    expect(done.status).toBe('sent');
    const project = (await (await page.request.get(`/api/v1/projects/${projectId}`)).json()) as {
      status: string;
    };
    expect(project.status).toBe('completed');
    await page.screenshot({ path: '/tmp/journey-list.png', fullPage: true });
  });
});
