import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, registerByApi } from './support/api.ts';

/**
 * Wizard frame, step 1 'Projet' and step 2 'Plan' on the real server. Each test registers its own
 * account through the API; the browser context keeps the session cookie.
 */

const fixture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../packages/plan-reader/fixtures/${path}`, import.meta.url)));
const PDF = {
  name: 'appartement-t3.pdf',
  mimeType: 'application/pdf',
  buffer: fixture('appartement-t3/plan.pdf'),
};
const PNG = { name: 'maison-rdc.png', mimeType: 'image/png', buffer: fixture('maison-rdc/plan-150dpi.png') };

/** A fresh account, signed in in the page (the request context shares its cookies). */
async function register(page: Page) {
  return (
    await registerByApi(page.request, newAccount('wizard', { company: 'Élec Martin', firstName: 'Hugo' }))
  ).headers;
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Suivant' });
const dropInput = (page: Page) => page.locator('input[type="file"]');

/**
 * A step 1 field left with a bad value shows its error; the error goes as soon as the value is good.
 * `whileShown` runs while the error is on screen.
 */
async function expectFieldError(
  page: Page,
  label: string,
  bad: string,
  good: string,
  message: string,
  whileShown?: () => Promise<void>,
): Promise<void> {
  const field = page.getByLabel(label);
  await field.fill(bad);
  await field.blur();
  await expect(page.getByText(message)).toBeVisible();
  await whileShown?.();
  await field.fill(good);
  await expect(page.getByText(message)).toBeHidden();
}

test('step 1 validates live, keeps Tertiaire disabled, asks the scope of a renovation, then creates the project', async ({
  page,
}) => {
  await register(page);
  await page.goto('/projects/new');
  await expect(page.getByRole('link', { name: '← Retour aux projets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau projet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();

  // A new project: no step of the stepper can be clicked.
  await page.getByRole('button', { name: 'Étape 1 : Projet' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);

  await expect(nextButton(page)).toBeDisabled();
  await nextButton(page).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Veuillez remplir tous les champs obligatoires');

  await expect(page.getByRole('radio', { name: 'Résidentiel' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Tertiaire' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Construction' })).toBeChecked();
  // A renovation asks how far it goes: the whole dwelling or only the rooms entered.
  await expect(page.getByText('Étendue de la rénovation')).toBeHidden();
  await page.getByRole('radio', { name: 'Rénovation' }).check();
  await expect(page.getByRole('radio', { name: 'Logement complet' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pièces rénovées' })).toBeVisible();
  await page.getByRole('radio', { name: 'Construction' }).check();
  await expect(page.getByText('Étendue de la rénovation')).toBeHidden();

  await page.getByLabel('Nom du projet').fill('Maison Martin');
  // Shown errors re-validate on every change (part 1 §5).
  await expectFieldError(page, 'Nom du projet', '', 'Maison Martin', 'Le nom du projet est requis');
  await expectFieldError(page, 'Code postal', '750', '75011', 'Le code postal doit contenir 5 chiffres');
  await expectFieldError(
    page,
    'Nombre de personnes dans le logement',
    '0',
    '4',
    'Le nombre de personnes dans le logement est requis et doit être supérieur à 0',
    () => expect(nextButton(page)).toBeDisabled(),
  );

  await page.getByLabel('Description').fill('Plain-pied, 4 pièces');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Martin' })).toBeVisible();

  // Back on step 1: the saved values are there, and an update goes on to step 2 again.
  await page.getByRole('button', { name: 'Étape 1 : Projet' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('Nom du projet')).toHaveValue('Maison Martin');
  await expect(page.getByLabel('Code postal')).toHaveValue('75011');
  await expect(page.getByLabel('Description')).toHaveValue('Plain-pied, 4 pièces');
  await page.getByLabel('Nom du projet').fill('Maison Martin-Durand');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Martin-Durand' })).toBeVisible();
  // Step 3 and later cannot be reached from the stepper while on step 2.
  await page.getByRole('button', { name: 'Étape 3 : Pièces' }).click();
  await expect(page).toHaveURL(/\/plan$/);
});

test('a failed creation shows its toast and stays on step 1', async ({ page }) => {
  await register(page);
  await page.goto('/projects/new');
  await page.getByLabel('Nom du projet').fill('Maison en panne');
  await page.getByLabel('Code postal').fill('13001');
  await page.getByLabel('Nombre de personnes dans le logement').fill('2');
  await page.route('**/trpc/projects.create**', (route) => route.abort());
  await nextButton(page).click();
  await expect(page.getByText('Erreur lors de la création du projet')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test('the frame shows its loading state while the project loads', async ({ page }) => {
  const headers = await register(page);
  const id = await createProjectByApi(page.request, headers, {
    name: 'Lent',
    codePostal: '33000',
    numberOfPeople: 2,
  });
  await page.route('**/trpc/projects.get**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/projects/${id}/info`);
  await expect(page.getByText('Chargement du projet…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await expect(page.getByLabel('Nom du projet')).toHaveValue('Lent');
});

test('step 2 checks files, uploads a PDF and a PNG with progress, shows them and deletes one', async ({
  page,
}) => {
  const headers = await register(page);
  const id = await createProjectByApi(page.request, headers, {
    name: 'Appartement T3',
    codePostal: '69003',
    numberOfPeople: 3,
  });
  await page.goto(`/projects/${id}/plan`);
  await expect(page.getByText('Aucun plan pour l’instant.')).toBeVisible();

  await expect(nextButton(page)).toBeDisabled();
  await nextButton(page).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Ajoutez au moins un plan pour continuer');

  // Refused before any upload: the spec's messages.
  await dropInput(page).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un plan') },
    { name: 'gros.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25) },
  ]);
  await expect(
    page.getByText('Format de fichier non supporté pour "notes.txt". Utilisez PDF, JPG, PNG, HEIC ou WEBP.'),
  ).toBeVisible();
  await expect(page.getByText('Le fichier "gros.pdf" est trop volumineux. Maximum 20MB.')).toBeVisible();

  // Two plans in one drop; the answers are held back a moment so that the progress shows.
  await page.route('**/plans/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await dropInput(page).setInputFiles([PDF, PNG]);
  // Each file gets its row while it is sent (the bar itself is empty, so invisible, at 0 %).
  await expect(page.getByLabel('Envoi de appartement-t3.pdf')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progression de appartement-t3.pdf' })).toBeAttached();
  const list = page.getByRole('list', { name: 'Plans ajoutés' });
  // The server makes a preview of each plan at upload: on a busy machine this takes seconds.
  await expect(list.getByText('appartement-t3.pdf')).toBeVisible({ timeout: 45_000 });
  await expect(list.getByText('maison-rdc.png')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/plans/upload');

  // The PDF is drawn in the page by pdf.js.
  await expect(page.getByRole('img', { name: 'appartement-t3.pdf, page 1' })).toHaveAttribute(
    'data-rendered',
    'true',
    {
      timeout: 20_000,
    },
  );
  await page.screenshot({ path: '/tmp/wizard-plan-1280.png', fullPage: true });
  // The PNG is shown as an image.
  await page.getByRole('textbox', { name: 'Plan affiché' }).click();
  await page.getByRole('option', { name: 'maison-rdc.png' }).click();
  await expect(page.getByRole('img', { name: 'Plan maison-rdc.png' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Plan maison-rdc.png' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(100);

  // The same file again: the server's 409 becomes the duplicate message.
  await dropInput(page).setInputFiles([PDF]);
  await expect(
    page.getByText('Fichier dupliqué: "appartement-t3.pdf" existe déjà dans ce projet.'),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // A failing delete says so and keeps the plan.
  await page.route('**/trpc/plans.delete**', (route) => route.abort());
  await page.getByRole('button', { name: 'Supprimer le plan maison-rdc.png' }).click();
  await expect(page.getByText('Erreur lors de la suppression du plan.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.unroute('**/trpc/plans.delete**');
  await page.getByRole('button', { name: 'Supprimer le plan maison-rdc.png' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Étape 2 sur 8 : Plan')).toBeVisible();
  await page.screenshot({ path: '/tmp/wizard-plan-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/rooms$`));
});

/** A 1×1 PNG; the bytes after its end make each copy a different file for the duplicate check. */
const tinyPng = (n: number) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(` ${n}`),
  ]);

test('step 2 lists the plans 10 a page, with the pager in French', async ({ page }) => {
  test.setTimeout(180_000);
  const headers = await register(page);
  const id = await createProjectByApi(page.request, headers, { name: 'Immeuble' });
  for (let n = 1; n <= 11; n += 1) {
    const answer = await page.request.post(`/api/v1/projects/${id}/plans/upload`, {
      headers,
      multipart: {
        file: { name: `niveau-${String(n).padStart(2, '0')}.png`, mimeType: 'image/png', buffer: tinyPng(n) },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await page.goto(`/projects/${id}/plan`);
  const list = page.getByRole('list', { name: 'Plans ajoutés' });
  await expect(list.getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });
  await expect(list.getByText('niveau-01.png')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pages des plans ajoutés' });
  await expect(pager).toContainText('Page 1 sur 2');
  await expect(pager.getByRole('button', { name: 'Plans précédents', exact: true })).toBeDisabled();
  await pager.getByRole('button', { name: 'Plans suivants', exact: true }).click();
  await expect(pager).toContainText('Page 2 sur 2');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('niveau-11.png')).toBeVisible();
  // The count is the project's, not the page's.
  await expect(page.getByText('Plans ajoutés').locator('..').getByText('11', { exact: true })).toBeVisible();
  // The only plan of the last page deleted: back to the page before it, and no pager for one page.
  await page.getByRole('button', { name: 'Supprimer le plan niveau-11.png' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(pager).toHaveCount(0);
});

test('adding a plan when rooms exist asks first, then purges them before the upload', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await register(page);
  const id = await createProjectByApi(page.request, headers, {
    name: 'Maison RDC',
    codePostal: '44000',
    numberOfPeople: 2,
  });
  await page.request.post(`/api/v1/projects/${id}/plans/upload`, { headers, multipart: { file: PDF } });
  await page.request.put(`/api/v1/projects/${id}/rooms`, {
    headers,
    data: { rooms: [{ id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } }] },
  });
  await page.goto(`/projects/${id}/plan`);
  await expect(page.getByRole('list', { name: 'Plans ajoutés' }).getByRole('listitem')).toHaveCount(1);

  await dropInput(page).setInputFiles([PNG]);
  const dialog = page.getByRole('dialog', { name: 'Remplacer les pièces existantes ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  let rooms = await (await page.request.get(`/api/v1/projects/${id}/rooms`, { headers })).json();
  expect(rooms.rooms).toHaveLength(1);

  await dropInput(page).setInputFiles([PNG]);
  await dialog.getByRole('button', { name: 'Ajouter le plan' }).click();
  await expect(page.getByRole('list', { name: 'Plans ajoutés' }).getByRole('listitem')).toHaveCount(2, {
    timeout: 45_000,
  });
  rooms = await (await page.request.get(`/api/v1/projects/${id}/rooms`, { headers })).json();
  expect(rooms.rooms).toHaveLength(0);
});
