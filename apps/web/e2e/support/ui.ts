import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { Account } from './api.ts';

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

/** A file of the plan reader's fixtures ('appartement-t3/plan.pdf'). */
export const planFixture = (file: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../../../../packages/plan-reader/fixtures/${file}`, import.meta.url)));

/** 'Suivant' clicked, and the wizard's next step (its path: 'equipment', 'options'…) opened. */
export async function nextStep(page: Page, projectId: string, step: string): Promise<void> {
  await next(page).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/${step}$`));
}
