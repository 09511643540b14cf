import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createProjectByApi, newAccount, registerByApi } from './support/api.ts';
import { pdfText } from './support/estimate.ts';
import { signingCodeFor, signingLinkFor } from './support/signing.ts';

/**
 * The client's signature online, end to end: a sent devis goes out for signature from step 8, the
 * client opens the e-mailed link in another browser (a phone, 390 px, no account), types their name,
 * ticks the consent, receives a code by e-mail and signs; the devis turns accepted at step 8 and the
 * sealed PDF downloads.
 */
test('devis sent → signing link from the outbox → the client signs on a phone with the e-mailed code → accepted, signed PDF', async ({
  page,
  browser,
}) => {
  test.slow();
  const { headers } = await registerByApi(page.request, newAccount('e2e-signature'));
  const clientEmail = `client-${Date.now()}@exemple.fr`;
  const client = (await (
    await page.request.post('/api/v1/clients', {
      headers,
      data: { name: 'Mme Claire Durand', kind: 'particulier', city: 'Lyon', email: clientEmail },
    })
  ).json()) as { id: string };
  const projectId = await createProjectByApi(page.request, headers, {
    name: 'Maison Durand',
    clientId: client.id,
  });
  const line = { id: 'c1', intitule: 'Borne de recharge posée', prix: 1200, quantity: 1, roomId: null };
  const sent = await page.request.post(`/api/v1/projects/${projectId}/finish`, {
    headers,
    data: { quoteItems: [line], dimensioningItems: [] },
  });
  const devis = (await sent.json()) as { id: string; number: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${projectId}/quote`);
  const signature = page.getByRole('region', { name: 'Signature du client' });
  await expect(signature).toContainText('Pas encore envoyé pour signature', { timeout: 60_000 });
  await signature.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(signature).toContainText(`Lien envoyé à ${clientEmail}`);

  const link = await signingLinkFor(clientEmail);

  // The client, in a browser of their own (no session), on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const client390 = await phone.newPage();
  await client390.goto(link);
  await expect(client390.getByRole('heading', { name: 'Signature du devis' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(client390.getByRole('heading', { name: `Devis ${devis.number}` })).toBeVisible();
  await expect(client390.getByRole('table', { name: 'Montants du devis' })).toContainText('Total TTC');
  // A private client signing at a distance: the withdrawal right and its form.
  await expect(client390.getByRole('region', { name: 'Droit de rétractation' })).toContainText(
    '14\u00a0jours',
  );
  await client390.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(client390.getByText('Indiquez vos prénom et nom')).toBeVisible();
  await client390.getByRole('textbox', { name: 'Vos prénom et nom' }).fill('Claire Durand');
  await client390
    .getByRole('checkbox', { name: 'Devis reçu avant l’exécution des travaux — Bon pour accord' })
    .check();
  expect(await client390.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await client390.screenshot({ path: '/tmp/signature-form-390.png', fullPage: true });
  await client390.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(client390.getByRole('textbox', { name: 'Code reçu par e-mail' })).toBeVisible();
  const code = await signingCodeFor(clientEmail);
  // A wrong code first: refused with the tries left.
  await client390
    .getByRole('textbox', { name: 'Code reçu par e-mail' })
    .fill(code === '000000' ? '111111' : '000000');
  await client390.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(client390.getByRole('alert')).toContainText('il vous reste 4\u00a0essais');
  await client390.getByRole('textbox', { name: 'Code reçu par e-mail' }).fill(code);
  await client390.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(client390.getByRole('heading', { name: 'Devis signé' })).toBeVisible({ timeout: 30_000 });
  expect(await client390.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await client390.screenshot({ path: '/tmp/signature-client-390.png', fullPage: true });
  // The link served once: opened again, it says the devis is signed.
  await client390.reload();
  await expect(client390.getByRole('alert')).toContainText('Ce devis a déjà été signé avec ce lien');
  await phone.close();

  // Step 8 learns it (asked again while a link waits), the devis is accepted, the sealed PDF downloads.
  await page.reload();
  await expect(signature).toContainText('Signé en ligne par Claire Durand', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Devis', exact: true })).toContainText('Accepté');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await signature.getByRole('button', { name: 'Devis signé (PDF)' }).click();
  const bytes = readFileSync(await (await download).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/ETSI.CAdES.detached');
  const text = (await pdfText(bytes)).text;
  expect(text).toContain('Certificat de signature électronique');
  expect(text).toContain('Claire Durand');
  await page.screenshot({ path: '/tmp/signature-step8-1280.png', fullPage: true });
});
