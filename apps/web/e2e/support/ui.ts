import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES } from '@courant/domain';
import { expect, type Page } from '@playwright/test';
import { type Account, projectWithPlanByApi, type Registered, saveEquipmentByApi, socketsIn } from './api.ts';

/** What the specs do through the page, and read from the e2e server's side, the same way in each. */

/** The wizard's 'Suivant'. */
export const next = (page: Page) => page.getByRole('button', { name: 'Suivant', exact: true });

/** Steps 4 and 6's NF C 15-100 panel. */
export const compliancePanel = (page: Page) =>
  page.getByRole('region', { name: 'Vérification de la norme NF C 15-100' });

/** Step 4's panel made conforme with 'Appliquer les suggestions' (part 2 §4.2). */
export async function applySuggestions(page: Page): Promise<void> {
  const panel = compliancePanel(page);
  await expect(panel.getByText('Installation non conforme NF C 15-100')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Appliquer les suggestions' }).click();
  await expect(panel.getByText('Installation conforme NF C 15-100')).toBeVisible({ timeout: 30_000 });
}

/**
 * A new password typed as a user meets its rules (part 1 §5): too short, then a confirmation that
 * differs, each with its message; then `password` in both fields.
 */
export async function fillNewPassword(
  page: Page,
  password: string,
  confirmLabel = 'Confirmer le mot de passe',
): Promise<void> {
  await field(page, 'Nouveau mot de passe').fill('court');
  await expect(page.getByText(AUTH_MESSAGES.passwordMin)).toBeVisible();
  await field(page, 'Nouveau mot de passe').fill(password);
  await field(page, confirmLabel).fill(`${password}-bis`);
  await expect(page.getByText(AUTH_MESSAGES.passwordsMismatch)).toBeVisible();
  await field(page, confirmLabel).fill(password);
}

/** The login form's e-mail and password typed. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse email' }).fill(email);
  await field(page, 'Mot de passe').fill(password);
}

/** At the login form after a password change: the old one is refused in the red box, the new one signs in. */
export async function expectOnlyNewPassword(
  page: Page,
  email: string,
  { old, now }: { old: string; now: string },
): Promise<void> {
  await fillLogin(page, email, old);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_ERROR_MESSAGES.invalidCredentials);
  await field(page, 'Mot de passe').fill(now);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A field by its whole label; Mantine adds ' *' (aria-hidden) to the label of a required field. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** The registration form filled in (part 1 §5), not yet sent. */
export async function fillRegisterForm(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Nom de la société' }).fill(account.company);
  await page.getByRole('textbox', { name: 'Numéro SIRET' }).fill(account.siret);
  await page.getByRole('textbox', { name: 'Prénom' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill(account.password);
}

/** The newest e-mail the server wrote to its outbox for this address (no SMTP in e2e runs). */
export async function lastEmailTo(email: string): Promise<{ subject: string; text: string }> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`-${email}.json`)).sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no e-mail to ${email} in ${outbox}`);
  return JSON.parse(await readFile(path.join(outbox, last), 'utf8'));
}

/** 'Suivant' clicked, and the wizard's next step (its path: 'equipment', 'options'…) opened. */
export async function nextStep(page: Page, projectId: string, step: string): Promise<void> {
  await next(page).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/${step}$`));
}

/** A room as GET /projects/{id}/rooms answers it, with what the plan analysis wrote in its options. */
export interface AnalysedRoom {
  id: string;
  name: string;
  surface: number | null;
  options: { detection?: { planFileId?: string } };
}

/**
 * A new account's project whose plan (a PDF of the plan reader's fixtures) step 3 has analysed, the page
 * left on step 3 once it says 'Analyse terminée : N pièces détectées'; then every detected room gets
 * `quantity` simple sockets ('Prise simple', `color`) by the API, as step 4 would add them. Answers the
 * rooms as the analysis saved them.
 */
export async function analysedPlanProject(
  page: Page,
  { prefix, fixture, name }: { prefix: string; fixture: string; name: string },
  { quantity = 1, color = '#FFFFFF' as string | null } = {},
): Promise<Registered & { id: string; rooms: AnalysedRoom[] }> {
  const project = await projectWithPlanByApi(page.request, prefix, fixture, { name });
  const { headers, id } = project;
  await page.goto(`/projects/${id}/rooms`);
  await expect(
    page.getByRole('status').filter({ hasText: /Analyse terminée\s:\s\d+\spièces détectées/ }),
  ).toBeVisible({ timeout: 120_000 });
  const res = await page.request.get(`/api/v1/projects/${id}/rooms`, { headers });
  const { rooms } = (await res.json()) as { rooms: AnalysedRoom[] };
  await saveEquipmentByApi(page.request, headers, id, socketsIn(rooms, quantity, color));
  return { ...project, rooms };
}
