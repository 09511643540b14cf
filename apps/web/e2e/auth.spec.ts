import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES } from '@courant/domain';
import { test as base, expect } from '@playwright/test';
import { type Account, newAccount, registerByApi } from './support/api.ts';
import { expectOnlyNewPassword, field, fillLogin, fillNewPassword, lastEmailTo } from './support/ui.ts';

/** `account`: an account registered through the API beforehand; the page is not signed in with it. */
const test = base.extend<{ account: Account }>({
  account: async ({ request }, use) => {
    await use((await registerByApi(request, newAccount('auth'))).account);
  },
});

test.describe('registration', () => {
  test('a new account lands on the dashboard greeted by first name, and logout goes home', async ({
    page,
  }) => {
    const account = newAccount('auth');
    await page.goto('/auth/register');
    await page.getByRole('textbox', { name: 'Nom de la société' }).fill(account.company);
    // Part 1 §5: the SIRET input keeps digits only and stops at 14.
    const siret = page.getByRole('textbox', { name: 'Numéro SIRET' });
    await siret.pressSequentially('123 456 789 abc 00015 999');
    await expect(siret).toHaveValue('12345678900015');
    await page.getByRole('textbox', { name: 'Prénom' }).fill(account.firstName);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(account.lastName);
    await page.getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
    await field(page, 'Mot de passe').fill(account.password);
    await field(page, 'Confirmer le mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'S’inscrire' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Bonjour ${account.firstName}` })).toBeVisible();

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    // The session is really gone: the signed-in area asks for a login again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fdashboard$/);
  });

  test('every field shows its message of part 1 §5, and the server refuses a taken e-mail', async ({
    page,
    account: taken,
  }) => {
    await page.goto('/auth/register');
    const submit = page.getByRole('button', { name: 'S’inscrire' });
    await submit.click();
    for (const message of [
      AUTH_MESSAGES.companyRequired,
      AUTH_MESSAGES.siretRequired,
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.emailRequired,
      AUTH_MESSAGES.passwordRequired,
      AUTH_MESSAGES.confirmPasswordRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The first field to fix gets the focus.
    await expect(page.getByRole('textbox', { name: 'Nom de la société' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Numéro SIRET' }).fill('1234');
    await expect(page.getByText(AUTH_MESSAGES.siretFormat)).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse email' }).fill('claire.martin');
    await expect(page.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await field(page, 'Mot de passe').fill('12345');
    await expect(page.getByText(AUTH_MESSAGES.passwordMin)).toBeVisible();
    await field(page, 'Mot de passe').fill('123456');
    await field(page, 'Confirmer le mot de passe').fill('1234567');
    await expect(page.getByText(AUTH_MESSAGES.passwordsMismatch)).toBeVisible();

    await page.getByRole('textbox', { name: 'Nom de la société' }).fill(taken.company);
    await page.getByRole('textbox', { name: 'Numéro SIRET' }).fill(taken.siret);
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await page.getByRole('textbox', { name: 'Adresse email' }).fill(taken.email);
    await field(page, 'Confirmer le mot de passe').fill('123456');
    for (const message of Object.values(AUTH_MESSAGES).filter((m) => typeof m === 'string')) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_ERROR_MESSAGES.emailTaken);
    await expect(page).toHaveURL(/\/auth\/register$/);
  });
});

test.describe('login', () => {
  test('a refused login shows the server message in a red box; the button says Connexion… while pending', async ({
    page,
    account,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('link', { name: 'Pas encore inscrit ?' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
    await fillLogin(page, account.email, 'pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      AUTH_ERROR_MESSAGES.invalidCredentials,
    );

    // Slowed down (not altered) so that the pending label can be seen.
    await page.route('**/api/v1/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await field(page, 'Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Bonjour ${account.firstName}` })).toBeVisible();
  });

  test('without an answer from the server, a toast says the login failed', async ({ page }) => {
    await page.goto('/auth/login');
    // A network failure cannot be produced by the real server: the request is aborted in the browser.
    await page.route('**/api/v1/auth/login', (route) => route.abort());
    await fillLogin(page, 'claire@exemple.fr', 'motdepasse-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Impossible de se connecter' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a protected page sends to login (history replaced) and back to it after login', async ({
    page,
    account,
  }) => {
    await page.goto('/landing');
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fsettings$/);
    // The protected page was replaced in the history: back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/landing$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fsettings$/);

    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Paramètres' })).toBeVisible();
    await expect(page.getByText(account.email).first()).toBeVisible();
  });

  test('a signed-in visitor opening an auth page is sent back where they came from, or home', async ({
    page,
  }) => {
    // Registered with the page's request context: the page is signed in.
    await registerByApi(page.request, newAccount('auth'));
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/register?from=%2Fsettings');
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto('/auth/login?from=https%3A%2F%2Fevil.example');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('password reset', () => {
  test('request, e-mail link, new password, login with it', async ({ page, account }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);

    const send = page.getByRole('button', { name: 'Envoyer le lien' });
    await send.click();
    await expect(page.getByText(AUTH_MESSAGES.emailRequired)).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse email' }).fill('claire@');
    await expect(page.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
    await send.click();

    await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText(/expire dans 1 heure/)).toBeVisible();
    await page.getByRole('button', { name: 'Renvoyer l’email' }).click();
    await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toBeVisible();

    const mail = await lastEmailTo(account.email);
    const link = mail.text.match(/https?:\/\/\S+token_hash=[\w-]+/)?.[0];
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();

    const confirm = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await confirm.click();
    await expect(page.getByText(AUTH_MESSAGES.newPasswordRequired)).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.confirmPasswordRequired)).toBeVisible();
    await fillNewPassword(page, 'nouveau-secret-2');
    await confirm.click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectOnlyNewPassword(page, account.email, { old: account.password, now: 'nouveau-secret-2' });

    // A spent link is refused with the server's message.
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await field(page, 'Nouveau mot de passe').fill('encore-un-autre');
    await field(page, 'Confirmer le mot de passe').fill('encore-un-autre');
    await confirm.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_ERROR_MESSAGES.tokenInvalid);
  });

  test('without token_hash the confirm page says so and cannot be submitted', async ({ page }) => {
    await page.goto('/auth/confirm-reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_MESSAGES.resetTokenMissing);
    await expect(page.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeDisabled();
  });
});
