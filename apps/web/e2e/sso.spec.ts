import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestProvider, type TestProvider } from '@courant/server/testing/oidc';
import { expect, test } from '@playwright/test';

/**
 * Sign-in through an OpenID Connect provider, in Chromium. The provider is a real one (oidc-provider)
 * started here on loopback, and this spec runs its own Courant server configured with it, so that the
 * other specs' server shows no SSO button.
 */
const port = Number(process.env.E2E_SSO_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
const base = `http://localhost:${port}`;
const LABEL = 'Se connecter avec Microsoft';

let idp: TestProvider;
let server: ChildProcess | undefined;
let dataDir: string;

async function waitForHealth(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server?.exitCode != null) throw new Error(`SSO e2e server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  idp = await startTestProvider({ redirectUris: [`${base}/api/v1/auth/sso/callback`] });
  dataDir = mkdtempSync(path.join(tmpdir(), 'courant-e2e-sso-'));
  server = spawn('npm', ['run', 'start', '-w', '@courant/server'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    // Its own process group, so that afterAll stops npm and the server it started together.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'entreprise',
          label: LABEL,
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      ]),
    },
  });
  await waitForHealth(`${base}/api/v1/health`, 150_000);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode == null) process.kill(-server.pid, 'SIGTERM');
  await idp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A new account at the provider with these claims; answers its login ('<prefix>-…',
 * e-mail '<login>@exemple.fr').
 */
function providerAccount(
  prefix: string,
  claims: { email_verified: boolean; given_name?: string; family_name?: string },
) {
  const login = `${prefix}-${Date.now().toString(36)}`;
  idp.accounts.set(login, { email: `${login}@exemple.fr`, ...claims });
  return login;
}

/** The provider's own login page: any login name (it becomes the account id), any password. */
async function signInAtProvider(page: import('@playwright/test').Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('motdepasse');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a first sign-in through the provider asks company and SIRET, then opens the dashboard', async ({
  page,
}) => {
  // Two trips through the provider's pages: more than the default budget on a loaded machine.
  test.setTimeout(120_000);
  const login = providerAccount('sso', { email_verified: true, given_name: 'Inès', family_name: 'Durand' });

  await page.goto(`${base}/auth/register`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(`${base}/auth/sso/complete`);
  await expect(page.getByRole('heading', { name: 'Finaliser votre inscription' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse email' })).toHaveValue(`${login}@exemple.fr`);
  // The provider gave the names: only the company is asked.
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le nom de la société est requis')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom de la société' }).fill('Durand Électricité');
  await page.getByRole('textbox', { name: 'Numéro SIRET' }).pressSequentially('123 456 789 00015');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Bonjour Inès' })).toBeVisible();

  // The settings show the link; the account has no password, so it cannot be unlinked.
  await page.goto(`${base}/settings`);
  await expect(page.getByText('Fournisseurs d’identité liés')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Délier Microsoft' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Définir un mot de passe' })).toBeVisible();

  // Signed out, the next sign-in goes straight back to the page asked for.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.goto(`${base}/projects`);
  await expect(page).toHaveURL(`${base}/auth/login?from=%2Fprojects`);
  await page.getByRole('button', { name: LABEL }).click();
  await expect(page).toHaveURL(`${base}/projects`);
  await expect(page.getByRole('heading', { name: 'Mes projets' })).toBeVisible();
});

test('an address the provider did not confirm is refused on the login page, in French', async ({ page }) => {
  const login = providerAccount('sso-nv', { email_verified: false });
  await page.goto(`${base}/auth/login`);
  await page.getByRole('button', { name: LABEL }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(`${base}/auth/login?error=sso_email_unverified`);
  await expect(page.getByRole('alert')).toContainText(
    'Votre fournisseur d’identité n’a pas confirmé votre adresse email : connexion refusée.',
  );
});
