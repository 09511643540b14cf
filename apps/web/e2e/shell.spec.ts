import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES } from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';
import { type Account, newAccount, registerByApi } from './support/api.ts';
import { expectOnlyNewPassword, field, fillNewPassword } from './support/ui.ts';

/** Registers through the page's request context: the page is signed in with the account. */
async function signUp(page: Page): Promise<Account> {
  const account = newAccount('shell', {
    company: 'Martin Électricité SARL',
    siret: '98765432100015',
    firstName: 'Lucas',
    lastName: 'Bernard',
  });
  await registerByApi(page.request, account);
  return account;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test.describe('signed-in shell', () => {
  test('a full load of /dashboard asks for who is signed in and its data once, with the page', async ({
    page,
  }) => {
    await signUp(page);
    // The page (dist/dashboard.html) preloads these two; the app takes the preloaded answers.
    const calls = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/trpc/'))
        calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('jetons-left')).toHaveText('10\u00a0jetons restants sur 10');
    await expect(page.getByRole('heading', { name: 'Bonjour Lucas' })).toBeVisible();
    // The layout's frame drawn before the scripts is gone once the page is there.
    await expect(page.locator('#app-frame')).toHaveCount(0);
    expect(Object.fromEntries(calls)).toEqual({
      '/api/v1/auth/user': 1,
      '/trpc/projects.list,team.plan,invoices.overdue,invoices.outstanding': 1,
    });
  });

  test('the sidebar lists every entry, the user, and keeps its collapsed state', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/dashboard');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mes projets' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Calculateur PAC' })).toBeVisible();
    await expect(nav.getByText('Outils', { exact: true })).toBeVisible();
    // Part 1 §1: three future offerings, disabled.
    await expect(nav.getByText('Bientôt disponible')).toHaveCount(3);
    for (const name of ['ID Tableau', 'ID Connect', 'ID Sales']) {
      await expect(nav.getByText(name, { exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    // 'Mes projets' is active for any path under /projects.
    await page.goto('/projects/new');
    await expect(sidebar(page).getByRole('link', { name: 'Mes projets' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Part 1 §2: collapsed flag in localStorage 'sidebar-collapsed', default false; 256 px / 80 px wide.
    const navbar = page.locator('.mantine-AppShell-navbar');
    await expect(navbar).toHaveCSS('width', '256px');
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).not.toBe('true');
    await page.getByRole('button', { name: 'Réduire le menu' }).click();
    await expect(navbar).toHaveCSS('width', '80px');
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
    await expect(page.getByText(account.email)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
    await expect(navbar).toHaveCSS('width', '80px');
    // Collapsed, the entries keep their names for assistive technology and the keyboard.
    await sidebar(page).getByRole('link', { name: 'Calculateur PAC' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/heat-pump-calculator$/);
    await page.getByRole('button', { name: 'Déplier le menu' }).click();
    await expect(navbar).toHaveCSS('width', '256px');
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');
  });

  test('settings show the account read-only; the password change validates, refuses, then re-logs in', async ({
    page,
  }) => {
    const account = await signUp(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const main = page.getByRole('main');
    // The personal block (the team's member list shows the e-mail too).
    const personal = main.getByRole('region', { name: 'Informations personnelles' });
    for (const value of [account.firstName, account.lastName, account.email]) {
      await expect(personal.getByText(value, { exact: true })).toBeVisible();
    }
    // The company's settings are a form its owner edits.
    const company = main.getByRole('form', { name: 'Paramètres de l’entreprise' });
    await expect(company.getByRole('textbox', { name: 'Nom de la société' })).toHaveValue(account.company);
    await expect(company.getByRole('textbox', { name: 'Numéro SIRET' })).toHaveValue(account.siret);
    await main.getByRole('link', { name: 'Modifier le mot de passe' }).click();
    await expect(page).toHaveURL(/\/update-password$/);
    await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const submit = page.getByRole('button', { name: 'Modifier le mot de passe' });
    await submit.click();
    await expect(page.getByText(AUTH_MESSAGES.currentPasswordRequired)).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.newPasswordRequired)).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.confirmPasswordRequired)).toBeVisible();
    await field(page, 'Mot de passe actuel').fill('pas-le-bon');
    await fillNewPassword(page, 'nouveau-secret-9', 'Confirmer le nouveau mot de passe');
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      AUTH_ERROR_MESSAGES.wrongCurrentPassword,
    );

    await field(page, 'Mot de passe actuel').fill(account.password);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Bonjour ${account.firstName}` })).toBeVisible();

    // The new password is the one that works now. The success toast sits over the sidebar's foot
    // (bottom-left, part 1) and a pointer on it holds it open: wait for it to close first.
    await expect(page.getByText('Votre mot de passe a été mis à jour.')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/login');
    await expectOnlyNewPassword(page, account.email, { old: account.password, now: 'nouveau-secret-9' });
  });

  test("'Se déconnecter de tous les appareils' ends this browser's session and the other devices'", async ({
    page,
    browser,
  }) => {
    const account = await signUp(page);
    // A second device signed in with the same account.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const login = await other.request.post('/api/v1/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    expect((await other.request.get('/api/v1/auth/user')).status()).toBe(200);

    await page.goto('/settings');
    const security = page.getByRole('region', { name: 'Sécurité' });
    await security.screenshot({ path: '/tmp/harden-settings-security.png' });
    await security.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    await expect(page.getByText('Vous avez été déconnecté de tous les appareils.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/harden-signout-everywhere.png' });
    expect((await page.request.get('/api/v1/auth/user')).status()).toBe(401);
    expect((await other.request.get('/api/v1/auth/user')).status()).toBe(401);
    await other.close();
  });

  test('a 401 on any call logs out and sends to login, then back', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/update-password');
    await expect(page.getByRole('heading', { name: 'Modifier le mot de passe' })).toBeVisible();
    // The session ends behind the page's back (expired, closed elsewhere).
    await page.context().clearCookies();
    await field(page, 'Mot de passe actuel').fill(account.password);
    await field(page, 'Nouveau mot de passe').fill('nouveau-secret-9');
    await field(page, 'Confirmer le nouveau mot de passe').fill('nouveau-secret-9');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fupdate-password$/);

    await page.getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
    await field(page, 'Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/update-password$/);
  });

  test('the main area scrolls to the top on a route change; /abplan goes to the project list', async ({
    page,
  }) => {
    await signUp(page);
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choisissez votre offre' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Passer pour le moment' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/abplan');
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('on a 390 px phone the sidebar is a drawer behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await expect(page.getByText(account.email)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Calculateur PAC' }).click();
    await expect(page).toHaveURL(/\/tools\/heat-pump-calculator$/);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.screenshot({ path: '/tmp/web-shell-calculator-390.png', fullPage: true });
  });
});

test.describe('pricing page', () => {
  test('annual by default, mailto calls to action, and skip for now', async ({ page }) => {
    await signUp(page);
    await page.goto('/pricing');
    await expect(page.getByRole('radio', { name: /Annuel/ })).toBeChecked();
    const ctas = page.getByRole('link', { name: 'Nous contacter' });
    await expect(ctas).toHaveCount(3);
    for (const cta of await ctas.all()) {
      await expect(cta).toHaveAttribute('href', /^mailto:.+annuel/);
    }
    await page.getByText('Mensuel', { exact: true }).click();
    await expect(ctas.first()).toHaveAttribute('href', /^mailto:.+mensuel/);
    await page.screenshot({ path: '/tmp/web-shell-pricing-1280.png', fullPage: true });
    await page.getByRole('link', { name: 'Passer pour le moment' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
