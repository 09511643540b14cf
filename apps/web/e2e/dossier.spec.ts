import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { projectWithRoomsByApi } from './support/api.ts';

/**
 * The Consuel dossier on a phone (390 × 844) on site: the schéma and the circuits are shown, the
 * measurements are typed and saved by themselves — one of them without network, kept and sent when
 * the network returns — an impossible entry is refused in French, an out-of-limit one marks the
 * dossier 'Non conforme' with its clause, and the dossier technique is downloaded as the server's PDF.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, actionTimeout: 30_000 });

const OFFLINE = 'Hors ligne — vos modifications seront enregistrées au retour du réseau';

test('measurements typed on site, one offline, then the dossier PDF downloaded', async ({
  page,
  context,
}) => {
  // Step 8's estimate, the dossier, two PDFs and a reload, on a shared machine.
  test.setTimeout(240_000);
  const { id, headers } = await projectWithRoomsByApi(
    page.request,
    'dossier',
    [
      { id: 'sejour', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
      { id: 'cuisine', name: 'Cuisine', surface: 9.5, roomType: 'Kitchen' },
      { id: 'sdb', name: 'Salle de bains', surface: 6, roomType: 'WetRoom' },
    ],
    {
      equipments: [
        { id: 'e1', name: 'Prise simple', quantity: 6, roomId: 'sejour', type: 'SimpleSocket' },
        { id: 'e2', name: 'Point lumineux', quantity: 2, roomId: 'sejour', type: 'LightingPoint' },
        { id: 'e3', name: 'Prise plaque', quantity: 1, roomId: 'cuisine', type: 'OvenSocket' },
      ],
    },
  );
  const installation = await page.request.put(`/api/v1/projects/${id}/installation`, {
    headers,
    data: { installation: { supply: { phases: 'monophase', subscribedKva: 9, agcpSensitivityMa: 500 } } },
  });
  expect(installation.ok(), await installation.text()).toBe(true);

  // The dossier is reached from step 8.
  await page.goto(`/projects/${id}/quote`);
  await page.getByRole('link', { name: 'Dossier Consuel' }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/dossier$`));
  await expect(page.getByRole('heading', { name: /^Dossier Consuel/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Schéma unifilaire' })).toBeVisible();
  const circuits = page.getByRole('table', { name: 'Tableau des circuits' });
  await expect(circuits).toContainText('Circuit plaque de cuisson');
  const state = page.getByRole('region', { name: 'État du dossier' });
  await expect(state).toContainText('Incomplet');

  // Online: the earthing system and the earth electrode, saved by themselves.
  await page.getByLabel('Schéma de liaison à la terre').selectOption('TT');
  const earth = page.getByRole('textbox', { name: 'Résistance de la prise de terre (Ω)' });
  await earth.fill('35');
  const measures = page.getByRole('region', { name: 'Mesures et constats sur site' });
  await expect(measures.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });

  // An impossible entry is refused in French and not sent.
  await earth.fill('-5');
  await expect(
    page.getByText('La résistance de la prise de terre doit être un nombre entre 0 et 10\u202f000\u00a0Ω'),
  ).toBeVisible();
  await earth.fill('35');

  // Offline: the insulation measured at 0,2 MΩ is kept, the dossier turns 'Non conforme' at once.
  await expect(measures.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });
  await context.setOffline(true);
  await page.getByRole('textbox', { name: /^Résistance d’isolement/ }).fill('0,2');
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 15_000 });
  await expect(state).toContainText('Non conforme');
  await expect(state).toContainText('0,2\u00a0MΩ < 0,5\u00a0MΩ');
  await expect(state).toContainText('NF C 15-100-6, vérifications');
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().includes('dossier.saveMeasurements') && r.ok());
  await context.setOffline(false);
  await saved;
  await expect(measures.getByText('Sauvegardé', { exact: true })).toBeVisible();

  // A fact checked on site and an RCD test, after the network came back.
  await page
    .getByRole('radiogroup', { name: 'Polarité vérifiée' })
    .getByRole('radio', { name: 'Oui' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Différentiel 1 déclenche' })
    .getByRole('radio', { name: 'Oui' })
    .check();
  await page.getByRole('textbox', { name: 'Temps de déclenchement du différentiel 1 (ms)' }).fill('24');
  await expect(measures.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });

  // A point Courant cannot decide, answered by hand.
  const dcl = page.getByRole('radiogroup', { name: 'Constat\u00a0: Un DCL à chaque point d’éclairage' });
  await dcl.getByRole('radio', { name: 'Conforme', exact: true }).check();
  await expect(measures.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.screenshot({ path: '/tmp/consuel-dossier-phone.png', fullPage: true });
  const axe = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
  ).toEqual([]);

  // After a reload, what was typed offline is the server's.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Résistance d’isolement/ })).toHaveValue('0,2', {
    timeout: 30_000,
  });
  await expect(
    page.getByRole('textbox', { name: 'Temps de déclenchement du différentiel 1 (ms)' }),
  ).toHaveValue('24');

  // The dossier technique as the server renders it.
  const served = page.waitForResponse((r) => r.url().endsWith(`/api/v1/projects/${id}/dossier.pdf`));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le dossier (PDF)' }).click();
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dossier-consuel-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The labels sheet, and the hand answer kept with the measurements.
  const labels = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Étiquettes du tableau (PDF)' }).click();
  expect((await labels).suggestedFilename()).toMatch(/^etiquettes-tableau-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(dcl.getByRole('radio', { name: 'Conforme', exact: true })).toBeChecked();
});
