import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, type Registered, registerByApi } from './support/api.ts';

/**
 * Dashboard, 'Mes projets', project cards and the delete dialog, on the real server. Each test
 * registers its own account through the API (the browser context keeps the session cookie) and
 * creates its projects with the Bearer token of that answer.
 */

const PLAN_PNG = fileURLToPath(
  new URL('../../../packages/plan-reader/fixtures/appartement-t3/plan-150dpi.png', import.meta.url),
);

type Account = Registered;

const register = (page: Page, firstName = 'Camille'): Promise<Account> =>
  registerByApi(
    page.request,
    newAccount('projets', { company: 'Élec Durand', firstName, lastName: 'Durand', password: 'secret123' }),
  );

const createProject = (request: APIRequestContext, account: Account, name: string, extra: object = {}) =>
  createProjectByApi(request, account.headers, { name, description: `Description de ${name}`, ...extra });

/** A new account with projects '<name> 1' to '<name> <count>' (the last one newest), at `path`: its cards. */
async function projectCardsAt(page: Page, path: string, name: string, count: number) {
  const account = await register(page);
  for (let i = 1; i <= count; i += 1) await createProject(page.request, account, `${name} ${i}`);
  await page.goto(path);
  return page.getByRole('article');
}

test('the dashboard greets the user by first name and starts empty with tips', async ({ page }) => {
  await register(page, 'Camille');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commencez votre premier projet' })).toBeVisible();
  for (const tip of ['Préparez vos plans', 'Organisez vos projets', 'Validez les résultats de l’IA']) {
    await expect(page.getByText(tip)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Nouveau projet' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('link', { name: '← Retour aux projets' })).toBeVisible();
});

test('the dashboard shows the 5 latest projects as cards without delete', async ({ page }) => {
  const cards = await projectCardsAt(page, '/dashboard', 'Projet', 6);
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveAccessibleName('Projet 6');
  await expect(page.getByRole('button', { name: /Supprimer le projet/ })).toHaveCount(0);
  await expect(cards.first().getByText('En cours', { exact: true })).toBeVisible();
  // A draft project opens on its info step.
  await cards.first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/info$/);
  await expect(page.getByLabel('Nom du projet')).toHaveValue('Projet 6');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Voir tous les projets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes projets' })).toBeVisible();
});

test('the list shows 6 projects a page, newest first, and pages through 7', async ({ page }) => {
  const cards = await projectCardsAt(page, '/projects', 'Chantier', 7);
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toHaveAccessibleName('Chantier 7');
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName('Chantier 1');
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
});

test('the delete dialog cancels, then deletes with the list refreshed', async ({ page }) => {
  await projectCardsAt(page, '/projects', 'Maison', 7);
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer le projet Maison 7' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le projet' });
  await expect(dialog).toContainText(
    'Êtes-vous sûr de vouloir supprimer le projet "Maison 7" ? Cette action est irréversible.',
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Maison 7' })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer le projet Maison 7' }).click();
  // Slow the answer down to see the pending state: the confirm button is disabled while it runs.
  await page.route('**/trpc/projects.delete**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Maison 7' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(6);
  // 6 projects left: one page, no pagination.
  await expect(page.getByText(/Page \d+ sur \d+/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
});

test('an empty list offers to create a project', async ({ page }) => {
  await register(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Aucun projet' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un projet' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test('cards show the plan thumbnail, price rule, surface and date; completed projects open the quote step', async ({
  page,
}) => {
  const account = await register(page);
  const withPlan = await createProject(page.request, account, 'Appartement Lumière');
  const upload = await page.request.post(`/api/v1/projects/${withPlan}/plans/upload`, {
    headers: account.headers,
    multipart: { file: { name: 'plan.png', mimeType: 'image/png', buffer: readFileSync(PLAN_PNG) } },
  });
  expect(upload.ok()).toBe(true);
  const rooms = await page.request.put(`/api/v1/projects/${withPlan}/rooms`, {
    headers: account.headers,
    data: {
      rooms: [
        { id: 'a', name: 'Séjour', surface: 32.5, options: { roomType: 'LivingRoom' } },
        { id: 'b', name: 'Chambre', surface: 11.2, options: { roomType: 'Bedroom' } },
      ],
    },
  });
  expect(rooms.ok()).toBe(true);
  const done = await createProject(page.request, account, 'Villa terminée');
  const quote = await page.request.post('/api/v1/quotes', {
    headers: account.headers,
    data: { projectId: done, status: 'draft', quoteItems: [] },
  });
  expect(quote.ok()).toBe(true);
  const finished = await page.request.put(`/api/v1/projects/${done}`, {
    headers: account.headers,
    data: { status: 'completed' },
  });
  expect(finished.ok()).toBe(true);

  await page.goto('/projects');
  const planCard = page.getByRole('article', { name: 'Appartement Lumière' });
  await expect(planCard.getByRole('img', { name: 'Plan du projet Appartement Lumière' })).toBeVisible();
  await expect(planCard).toContainText('Surface totale : 43,7 m²');
  await expect(planCard).toContainText('Description de Appartement Lumière');
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
  await expect(planCard).toContainText(`Modifié le ${today}`);

  const doneCard = page.getByRole('article', { name: 'Villa terminée' });
  await expect(doneCard.getByText('Terminé', { exact: true })).toBeVisible();
  // No completed quote: a completed project shows its last quote's total.
  await expect(doneCard).toContainText(/Prix HT\s:\s0,00\s€/);
  await expect(doneCard.getByText('Aucun plan ajouté')).toBeVisible();
  await expect(doneCard.getByText('Ajoutez un plan pour compléter votre projet')).toBeVisible();
  await doneCard.getByRole('link', { name: 'Villa terminée' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${done}/quote$`));

  await page.goto('/dashboard');
  await page.getByRole('article', { name: 'Villa terminée' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${done}/summary$`));

  await page.goto('/projects');
  await page
    .getByRole('article', { name: 'Villa terminée' })
    .getByRole('button', { name: 'Ajouter un plan' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${done}/plan$`));
});

test('screenshots of the dashboard and the list at 1280 and 390 px', async ({ page }) => {
  const account = await register(page, 'Léa');
  const first = await createProject(page.request, account, 'Maison Bellevue');
  await page.request.post(`/api/v1/projects/${first}/plans/upload`, {
    headers: account.headers,
    multipart: { file: { name: 'plan.png', mimeType: 'image/png', buffer: readFileSync(PLAN_PNG) } },
  });
  for (const name of ['Appartement Croix-Rousse', 'Studio Part-Dieu', 'Loft Confluence', 'Pavillon Écully']) {
    await createProject(page.request, account, name);
  }
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('img', { name: 'Plan du projet Maison Bellevue' })).toBeVisible();
    await page.screenshot({ path: `/tmp/projects-dashboard-${width}.png`, fullPage: true });
    await page.goto('/projects');
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.screenshot({ path: `/tmp/projects-list-${width}.png`, fullPage: true });
  }
});
