import { annualSaving, SUBSCRIPTION_PLANS } from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';

const EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * The landing is served pre-rendered: its copy shows at once, and the app loads at the visitor's first
 * interaction (a pointer move here) and takes its place.
 */
async function openLanding(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

test.describe('landing page', () => {
  test('is painted from its pre-rendered HTML, before and without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Du plan au devis électrique');
    await expect(page.getByRole('link', { name: 'Créer un compte' }).first()).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(page.getByRole('article', { name: SUBSCRIPTION_PLANS[0]?.name ?? 'Starter' })).toBeVisible();
    await context.close();
  });

  test('loads no script but its boot file until the visitor interacts; a tap on the copy is not lost', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-boot-[0-9a-f]{8}\.js$/)]);
    await expect(page.locator('#prerendered')).toHaveCount(1);

    // The first tap, on the copy's 'Mensuel', loads the app; the app then shows monthly prices.
    await page.getByText('Mensuel', { exact: true }).click();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(1);
    await expect(page.getByRole('radio', { name: 'Mensuel' })).toBeChecked();
    const starter = SUBSCRIPTION_PLANS[0];
    if (!starter) throw new Error('no plan');
    await expect(page.getByRole('article', { name: starter.name })).toContainText(
      EUROS.format(starter.price),
    );
  });

  test('presents the product, its plans (annual by default) and leads to registration', async ({ page }) => {
    await openLanding(page, '/landing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Du plan au devis électrique');
    for (const title of ['Analyse de plan par IA', 'Gain de temps', 'Précision']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    // Part 1 §2: annual billing is the default, labelled -20%.
    const annual = page.getByRole('radio', { name: /Annuel/ });
    await expect(annual).toBeChecked();
    await expect(page.getByText('-20%')).toBeVisible();
    const starter = SUBSCRIPTION_PLANS[0];
    if (!starter) throw new Error('no plan');
    const card = page.getByRole('article', { name: starter.name });
    await expect(card).toContainText(EUROS.format(starter.annualPrice));
    await expect(card).toContainText(`Économisez ${EUROS.format(annualSaving(starter))} par an`);

    await page.getByText('Mensuel', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Mensuel' })).toBeChecked();
    await expect(card).toContainText(EUROS.format(starter.price));
    await expect(card).not.toContainText('Économisez');

    await expect(page.getByRole('link', { name: /Choisir ce plan/ })).toHaveCount(3);
    await page.getByRole('link', { name: `Choisir ce plan : ${starter.name}` }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('the navigation anchors reach the features, pricing and contact sections', async ({ page }) => {
    await openLanding(page, '/');
    const nav = page.getByRole('navigation', { name: 'Sections de la page' });
    await nav.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/#tarifs$/);
    await expect(page.getByRole('heading', { name: 'Une offre pour chaque entreprise' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: /Parlons de vos chantiers/ })).toBeInViewport();
  });

  test('the contact form validates, sends, and reports a failure', async ({ page }) => {
    await openLanding(page, '/landing#contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Le prénom est requis')).toBeVisible();
    await expect(form.getByText('Le nom est requis')).toBeVisible();
    await expect(form.getByText('L’adresse email est requise')).toBeVisible();
    await expect(form.getByText('Le message est requis')).toBeVisible();

    await form.getByLabel('Prénom').fill('Claire');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await form.getByLabel('Adresse email').fill('claire.martin@exemple');
    await expect(form.getByText('L’adresse email n’est pas valide')).toBeVisible();
    await form.getByLabel('Adresse email').fill('claire.martin@exemple.fr');
    await form
      .getByLabel('Message')
      .fill('Bonjour, je souhaite une démonstration pour mon équipe de 4 électriciens.');

    // A network failure cannot be produced by the real server: the request is aborted in the browser.
    await page.route('**/api/v1/contact', (route) => route.abort());
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Impossible d’envoyer votre message. Veuillez réessayer.',
    );
    await page.unroute('**/api/v1/contact');

    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé !' })).toBeVisible();
  });

  test('the home page is the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Du plan au devis électrique');
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  });
});

test.describe('bare pages', () => {
  test('an unknown path, /404 and /403 show bare pages', async ({ page }) => {
    await page.goto('/une-page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.goto('/403');
    await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('screenshots', () => {
  for (const width of [1280, 390]) {
    test(`landing and login at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      await page.goto('/landing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `/tmp/web-public-landing-${width}.png`, fullPage: true });
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
      await page.screenshot({ path: `/tmp/web-public-login-${width}.png`, fullPage: true });
      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
      await page.screenshot({ path: `/tmp/web-public-register-${width}.png`, fullPage: true });
    });
  }
});
