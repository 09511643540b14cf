import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  createProjectByApi,
  newAccount,
  registerByApi,
  saveComputedBoardByApi,
  saveEquipmentByApi,
  saveRoomsByApi,
  setPlanByApi,
  uniqueSiret,
} from './support/api.ts';

/**
 * axe-core (injected by @axe-core/playwright) on every page, on a desktop (1280 × 900) and on a phone
 * (390 × 844): the public pages (landing, sign-in, registration, password reset, invitation, SSO
 * completion, a devis signing link, 404), and signed in the dashboard, the projects list, a new project, the settings (team
 * on the Pro plan, clients, security), the password change, pricing, the heat-pump tool, the Consuel
 * dossier, the 8 wizard steps and the list after a project is validated, with its toast — no serious or critical violation
 * of the WCAG 2.1 A/AA rules (contrast, labels, roles, names, unique ids) nor of 'label in name'
 * (WCAG 2.5.3, an experimental axe rule enabled here: a control's name holds its visible text).
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await page.screenshot({ path: `/tmp/onsite-a11y-${name}.png`, fullPage: false });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}

interface Visit {
  name: string;
  open: () => Promise<void>;
}

/** Every page is checked, and all of their violations are reported together. */
async function checkPages(page: Page, width: string, pages: Visit[]) {
  const found: string[] = [];
  for (const { name, open } of pages) {
    await open();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, `${width}-${name}`)).map((v) => `${name}: ${v}`));
  }
  expect(found).toEqual([]);
}

/** A page opened by its address, checked once `ready` holds. */
const visitOf =
  (page: Page) =>
  (name: string, path: string, ready: () => Promise<void>): Visit => ({
    name,
    open: async () => {
      await page.goto(path);
      await ready();
    },
  });

/**
 * Rooms whose types have the longest labels ('Autres (garage, dégagement < 4 m², placard…)'), which
 * squeezed step 6's 'Modifier' buttons on a phone.
 */
const ROOMS = [
  { id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  { id: 'r2', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
  { id: 'r3', name: 'Cellier', surface: 3, roomType: 'Other' },
  { id: 'r4', name: 'Entrée', surface: 6, roomType: 'CirculationArea' },
] as const;

const EQUIPMENTS = [
  { id: 'e1', name: 'Prise simple', quantity: 3, roomId: 'r1', type: 'SimpleSocket' },
  { id: 'e2', name: 'Point lumineux', quantity: 1, roomId: 'r1', type: 'LightingPoint' },
  { id: 'e3', name: 'Prise simple', quantity: 3, roomId: 'r2', type: 'SimpleSocket' },
];

/** An owner on the Pro plan (the team section in full) with a project of ROOMS, its board computed. */
async function proProject(page: Page, prefix: string): Promise<string> {
  const siret = uniqueSiret();
  const { headers } = await registerByApi(page.request, newAccount(prefix, { siret }));
  await setPlanByApi(page.request, siret, 'pro');
  const id = await createProjectByApi(page.request, headers);
  await saveRoomsByApi(page.request, headers, id, [...ROOMS]);
  await saveEquipmentByApi(page.request, headers, id, EQUIPMENTS);
  await saveComputedBoardByApi(page.request, headers, id);
  return id;
}

/** Step 6: each room's 'Modifier' button shows its whole word beside the name and type. */
async function expectWholeEditButtons(page: Page) {
  const region = page.getByRole('region', { name: 'Détail par pièce' });
  const rooms = region.getByRole('article');
  await expect(rooms).toHaveCount(ROOMS.length, { timeout: 30_000 });
  for (const room of ROOMS) {
    const button = rooms
      .filter({ hasText: room.name })
      .getByRole('button', { name: `Modifier ${room.name}` });
    await expect(button).toHaveText('Modifier');
    const clipped = await button.evaluate((el) => {
      const label = el.querySelector('.mantine-Button-label') ?? el;
      return label.scrollWidth > label.clientWidth + 1;
    });
    expect(clipped, `'Modifier ${room.name}' is whole`).toBe(false);
  }
  await region.screenshot({ path: `/tmp/onsite-a11y-rooms-${page.viewportSize()?.width}.png` });
}

function wizardSteps(page: Page, id: string): Visit[] {
  const visit = visitOf(page);
  const heading = (name: string, level?: number) => () =>
    expect(page.getByRole('heading', { name, level }).first()).toBeVisible({ timeout: 60_000 });
  return [
    visit('step1', `/projects/${id}/info`, () =>
      expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 }),
    ),
    visit('step2', `/projects/${id}/plan`, () =>
      expect(page.getByRole('button', { name: 'Je n’ai pas de plan' })).toBeVisible({ timeout: 30_000 }),
    ),
    visit('step3', `/projects/${id}/rooms`, () =>
      expect(page.getByRole('list', { name: 'Pièces' }).getByRole('listitem')).toHaveCount(ROOMS.length, {
        timeout: 30_000,
      }),
    ),
    visit('step4', `/projects/${id}/equipment`, heading('Séjour', 2)),
    visit('step5', `/projects/${id}/options`, () =>
      expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 }),
    ),
    visit('step6', `/projects/${id}/summary`, async () => {
      await expect(
        page
          .getByRole('region', { name: 'Vérification de la norme NF C 15-100' })
          .getByText(/^Installation (non )?conforme NF C 15-100$/),
      ).toBeVisible({ timeout: 30_000 });
      await expectWholeEditButtons(page);
    }),
    visit('step7', `/projects/${id}/dimensioning`, () =>
      expect(page.getByRole('img', { name: /^Tableau électrique de \d+ modules/ })).toBeVisible({
        timeout: 30_000,
      }),
    ),
    visit('step8', `/projects/${id}/quote`, async () => {
      await heading('Séjour')();
      await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 30_000 });
    }),
  ];
}

/** Step 8's last button validates the project: the list comes back with a toast whose close button is named. */
const validated = (page: Page): Visit => ({
  name: 'validated',
  open: async () => {
    await page.getByRole('button', { name: /^(Terminer|Valider le projet)/ }).click();
    await expect(page).toHaveURL(/\/projects$/, { timeout: 30_000 });
    const toast = page.getByRole('alert').filter({ hasText: /^Devis DEV-\d{4}-\d{4} envoyé/ });
    await expect(toast.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
    // The pointer on the toast holds it open (it closes by itself after a few seconds) while axe runs.
    await toast.hover();
  },
});

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('public pages: landing, sign-in, registration, reset, invitation, SSO, signing, 404', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const visit = visitOf(page);
      const button = (name: string) => () =>
        expect(page.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 30_000 });
      const heading = (name: string | RegExp) => () =>
        expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 30_000 });
      await checkPages(page, width, [
        visit('landing', '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()),
        visit('login', '/auth/login', button('Se connecter')),
        visit('register', '/auth/register', () =>
          expect(page.getByRole('textbox', { name: /Email/i }).first()).toBeVisible(),
        ),
        visit('reset-password', '/auth/reset-password', () =>
          expect(page.getByRole('textbox', { name: /Email/i }).first()).toBeVisible(),
        ),
        visit('confirm-reset-password', '/auth/confirm-reset-password?token_hash=inconnu', () =>
          expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 }),
        ),
        visit('invitation', '/invitation?token=inconnu', () =>
          expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 }),
        ),
        visit('sso-complete', '/auth/sso/complete', () =>
          expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 }),
        ),
        // The devis signing link of a client (no account), here unknown: its refusal.
        visit('signer', '/signer/lien-inconnu', () =>
          expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 }),
        ),
        visit('404', '/page-inexistante', heading(/introuvable/i)),
      ]);
    });

    test('signed-in pages, the 8 wizard steps and a validated project', async ({ page }) => {
      test.setTimeout(240_000);
      const id = await proProject(page, `a11y-${width}`);
      const visit = visitOf(page);
      const main = () => expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
      await checkPages(page, width, [
        visit('dashboard', '/dashboard', () =>
          expect(page.getByText(/jetons? restants?/).first()).toBeVisible({ timeout: 30_000 }),
        ),
        visit('projects', '/projects', () =>
          expect(page.getByRole('article', { name: 'Maison Dupont' })).toBeVisible({ timeout: 30_000 }),
        ),
        visit('new-project', '/projects/new', () =>
          expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 }),
        ),
        visit('settings', '/settings', () =>
          expect(page.getByRole('region', { name: 'Équipe' }).getByText('Offre Pro')).toBeVisible({
            timeout: 30_000,
          }),
        ),
        visit('update-password', '/update-password', main),
        visit('pricing', '/pricing', () =>
          expect(page.getByRole('heading', { name: 'Choisissez votre offre' })).toBeVisible({
            timeout: 30_000,
          }),
        ),
        visit('tools', '/tools/heat-pump-calculator', main),
        visit('dossier', `/projects/${id}/dossier`, () =>
          expect(page.getByRole('region', { name: 'État du dossier' })).toBeVisible({ timeout: 30_000 }),
        ),
        ...wizardSteps(page, id),
        validated(page),
      ]);
    });
  });
}
