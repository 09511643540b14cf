import { expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, type Registered, registerByApi } from './support/api.ts';
import { fac, issueDraft, setCompanyMentions } from './support/invoicing.ts';

/**
 * An accepted devis of 1 500,00 € HT at 10 % (1 650,00 € TTC) for a professional client, set up through
 * the API: the company's mentions, the client, the project, the devis sent then accepted by its status
 * (the client's online signature is another path to the same state).
 */
async function acceptedDevis(page: Page, headers: Registered['headers']): Promise<string> {
  await setCompanyMentions(page.request, headers);
  const client = await page.request.post('/api/v1/clients', {
    headers,
    data: {
      kind: 'professionnel',
      name: 'SCI Les Tilleuls',
      address: '12 rue Garibaldi',
      postalCode: '69006',
      city: 'Lyon',
      email: 'gestion@tilleuls.fr',
      siren: '732829320',
    },
  });
  const projectId = await createProjectByApi(page.request, headers, { clientId: (await client.json()).id });
  const quote = await page.request.post('/api/v1/quotes', {
    headers,
    data: {
      projectId,
      quoteItems: [
        { id: 'tableau', intitule: 'Tableau électrique', prix: 1000, quantity: 1, roomId: null },
        { id: 'prises', intitule: 'Prise 16 A', prix: 50, quantity: 10, roomId: null },
      ],
      dimensioningItems: [],
      vatRate: 10,
      status: 'sent',
    },
  });
  const quoteId = (await quote.json()).id as string;
  const accepted = await page.request.put(`/api/v1/quotes/${quoteId}`, {
    headers,
    data: { status: 'accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return projectId;
}

test('step 8 invoices an accepted devis: acompte 30 %, situation 60 %, solde with retenue, partial avoir, a payment', async ({
  page,
}) => {
  test.slow();
  const { headers } = await registerByApi(page.request, newAccount('e2e-invoices'));
  const projectId = await acceptedDevis(page, headers);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${projectId}/quote`);
  const panel = page.getByRole('region', { name: 'Factures du devis' });
  await expect(panel.getByText('reste à facturer 1\u202f650,00\u00a0€')).toBeVisible({ timeout: 30_000 });
  const form = panel.getByRole('form', { name: 'Nouvelle facture' });

  await issueDraft(panel, 'Acompte', async () => {}, 'Facture d’acompte');
  const acompte = panel.getByRole('article', { name: `Facture d’acompte ${fac(1)}` });
  await expect(acompte.getByText('Total TTC\u00a0: 495,00\u00a0€')).toBeVisible();

  await issueDraft(
    panel,
    'Situation',
    () => form.getByRole('textbox', { name: 'Avancement cumulé des travaux (%)' }).fill('60'),
    'Facture de situation',
  );
  await expect(panel.getByRole('article', { name: `Facture de situation ${fac(2)}` })).toContainText(
    '693,00',
  );

  await issueDraft(
    panel,
    'Solde',
    () => form.getByRole('textbox', { name: 'Retenue de garantie (%)' }).fill('5'),
    'Facture de solde',
  );
  const solde = panel.getByRole('article', { name: `Facture de solde ${fac(3)}` });
  await expect(solde).toContainText('net à payer 438,90');
  await expect(panel.getByText('reste à facturer 0,00\u00a0€')).toBeVisible();

  await issueDraft(
    panel,
    'Avoir',
    async () => {
      await form.getByRole('textbox', { name: 'Facture corrigée' }).click();
      await page.getByRole('option', { name: `${fac(3)} — Solde` }).click();
      await form.getByRole('checkbox', { name: 'Avoir total (annule la facture)' }).uncheck();
      await form.getByRole('textbox', { name: 'Montant TTC de l’avoir (€)' }).fill('100');
    },
    'Avoir',
  );
  await expect(panel.getByRole('article', { name: `Avoir ${fac(4)}` })).toContainText('100,00');
  await expect(solde).toContainText('reste à payer 338,90');

  // The acompte paid in full (the balance is the amount proposed).
  await acompte.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(acompte.getByText('Payée')).toBeVisible();
  await expect(acompte.getByText(/Paiement du .*495,00/)).toBeVisible();

  // Its Factur-X PDF downloads.
  const download = page.waitForEvent('download');
  await acompte.getByRole('button', { name: 'PDF Factur-X' }).click();
  expect((await download).suggestedFilename()).toBe(`facture-${fac(1)}.pdf`);

  // 'Factures' lists them with their statuses; nothing is overdue today.
  await page.goto('/invoices');
  const table = page.getByRole('table', { name: 'Factures de l’entreprise' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: new RegExp(fac(1)) })).toContainText('Payée');
  await expect(table.getByRole('row', { name: new RegExp(fac(3)) })).toContainText('338,90');
  await page.goto('/dashboard');
  await expect(page.getByText('Aucune facture en retard.')).toBeVisible();

  // On a phone, the step 8 panel fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${projectId}/quote`);
  await expect(panel.getByRole('article', { name: `Avoir ${fac(4)}` })).toBeVisible({ timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: 'test-results/invoices-390.png' });
});
