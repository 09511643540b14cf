import { expect, test } from '@playwright/test';
import { createProjectByApi, newAccount, registerByApi } from './support/api.ts';
import { fac, issueDraft, setCompanyMentions } from './support/invoicing.ts';
import { signingCodeFor, signingLinkFor } from './support/signing.ts';

/**
 * The whole chain after the devis, as the electrician and their client live it: a sent devis of
 * 1 500,00 € HT at 10 % (1 650,00 € TTC) goes out for signature, the client signs it in a browser of
 * their own from the e-mailed link and code, then step 8 invoices the accepted devis (acompte 30 %,
 * situation at 60 %, solde with a 5 % retenue, a partial avoir on the solde), the acompte is paid, and
 * the dashboard shows what is left to collect.
 */
test('devis sent → signed by the client online → acompte, situation, solde with retenue, avoir, payment → the dashboard’s balance', async ({
  page,
  browser,
}) => {
  test.slow();
  const { headers } = await registerByApi(page.request, newAccount('e2e-billing'));
  await setCompanyMentions(page.request, headers, {
    mediatorMention: 'Médiateur de la consommation CNPM, 27 avenue de la Libération, 42400 Saint-Chamond',
  });
  const clientEmail = `client-billing-${Date.now()}@exemple.fr`;
  const client = await page.request.post('/api/v1/clients', {
    headers,
    data: {
      kind: 'particulier',
      name: 'M. Paul Girard',
      address: '8 quai Saint-Vincent',
      postalCode: '69001',
      city: 'Lyon',
      email: clientEmail,
    },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const projectId = await createProjectByApi(page.request, headers, {
    name: 'Appartement Girard',
    clientId: (await client.json()).id,
  });
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
  expect(quote.ok(), await quote.text()).toBe(true);

  // The electrician sends the signing link from step 8.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${projectId}/quote`);
  const signature = page.getByRole('region', { name: 'Signature du client' });
  await expect(signature).toContainText('Pas encore envoyé pour signature', { timeout: 60_000 });
  await signature.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(signature).toContainText(`Lien envoyé à ${clientEmail}`);

  // The client, in a second browser context (no session), signs with the code e-mailed to them.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(await signingLinkFor(clientEmail));
  await expect(clientPage.getByRole('table', { name: 'Montants du devis' })).toContainText('1\u202f650,00', {
    timeout: 30_000,
  });
  await clientPage.getByRole('textbox', { name: 'Vos prénom et nom' }).fill('Paul Girard');
  await clientPage
    .getByRole('checkbox', { name: 'Devis reçu avant l’exécution des travaux — Bon pour accord' })
    .check();
  await clientPage.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(clientPage.getByRole('textbox', { name: 'Code reçu par e-mail' })).toBeVisible();
  await clientPage
    .getByRole('textbox', { name: 'Code reçu par e-mail' })
    .fill(await signingCodeFor(clientEmail));
  await clientPage.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Devis signé' })).toBeVisible({ timeout: 30_000 });
  await clientContext.close();

  // Step 8: the devis is accepted by that signature, and its invoices can start.
  await page.reload();
  await expect(signature).toContainText('Signé en ligne par Paul Girard', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Devis', exact: true })).toContainText('Accepté');
  const panel = page.getByRole('region', { name: 'Factures du devis' });
  await expect(panel.getByText('reste à facturer 1\u202f650,00\u00a0€')).toBeVisible({ timeout: 30_000 });
  const form = panel.getByRole('form', { name: 'Nouvelle facture' });

  // Acompte of 30 % of 1 650,00 € TTC.
  await issueDraft(
    panel,
    'Acompte',
    () => form.getByRole('textbox', { name: 'Pourcentage du devis TTC' }).fill('30'),
    'Facture d’acompte',
  );
  const acompte = panel.getByRole('article', { name: `Facture d’acompte ${fac(1)}` });
  await expect(acompte.getByText('Total TTC\u00a0: 495,00\u00a0€')).toBeVisible();

  // Situation at 60 % cumulative (990,00 € TTC of work), the acompte's share deducted: 693,00 €.
  await issueDraft(
    panel,
    'Situation',
    () => form.getByRole('textbox', { name: 'Avancement cumulé des travaux (%)' }).fill('60'),
    'Facture de situation',
  );
  const situation = panel.getByRole('article', { name: `Facture de situation ${fac(2)}` });
  await expect(situation).toContainText('693,00\u00a0€');

  // Solde: 462,00 € TTC, less a 5 % retenue de garantie (23,10 €), 438,90 € to pay.
  await issueDraft(
    panel,
    'Solde',
    () => form.getByRole('textbox', { name: 'Retenue de garantie (%)' }).fill('5'),
    'Facture de solde',
  );
  const solde = panel.getByRole('article', { name: `Facture de solde ${fac(3)}` });
  await expect(solde).toContainText('net à payer 438,90\u00a0€');
  await expect(panel.getByText('reste à facturer 0,00\u00a0€')).toBeVisible();

  // A partial avoir of 100,00 € on the solde.
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
  await expect(panel.getByRole('article', { name: `Avoir ${fac(4)}` })).toContainText('100,00\u00a0€');
  await expect(solde).toContainText('reste à payer 338,90\u00a0€');

  // The client pays the acompte.
  await acompte.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(acompte.getByText('Payée')).toBeVisible();
  await expect(acompte.getByText(/Paiement du .*495,00\u00a0€/)).toBeVisible();

  // What is left to collect: the situation's 693,00 € and the solde's 338,90 €.
  await page.goto('/dashboard');
  await expect(page.getByTestId('outstanding-balance')).toHaveText('À encaisser\u00a0: 1\u202f031,90\u00a0€');
  await expect(page.getByText('Aucune facture en retard.')).toBeVisible();
  await page.screenshot({ path: 'test-results/billing-journey-dashboard.png', fullPage: true });
});
