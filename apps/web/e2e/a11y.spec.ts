import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { projectWithRoomsByApi, saveComputedBoardByApi } from './support/api.ts';

/**
 * Issue 20: axe-core (injected by @axe-core/playwright) on every page of the journey, on a desktop
 * (1280 × 900) and on a phone (390 × 844): landing, sign-in and registration, pricing, dashboard,
 * projects list, settings, the heat-pump tool and the 8 wizard steps — no serious or critical
 * violation (WCAG 2.1 A/AA rules: contrast, labels, roles, names, unique ids).
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await page.screenshot({ path: `/tmp/onsite-a11y-${name}.png`, fullPage: false });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}

/** Every page is checked, and all of their violations are reported together. */
async function checkPages(page: Page, width: string, pages: { name: string; open: () => Promise<void> }[]) {
  const found: string[] = [];
  for (const { name, open } of pages) {
    await open();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, `${width}-${name}`)).map((v) => `${name}: ${v}`));
  }
  expect(found).toEqual([]);
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('public pages: landing, login, register', async ({ page }) => {
      await checkPages(page, width, [
        {
          name: 'landing',
          open: async () => {
            await page.goto('/');
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          },
        },
        {
          name: 'login',
          open: async () => {
            await page.goto('/auth/login');
            await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
          },
        },
        {
          name: 'register',
          open: async () => {
            await page.goto('/auth/register');
            await expect(page.getByRole('textbox', { name: /Email/i }).first()).toBeVisible();
          },
        },
      ]);
    });

    test('signed-in pages and the 8 wizard steps', async ({ page }) => {
      test.setTimeout(180_000);
      const { headers, id } = await projectWithRoomsByApi(
        page.request,
        `a11y-${width}`,
        [
          { id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
          { id: 'r2', name: 'Chambre 1', surface: 12, roomType: 'Bedroom' },
        ],
        {
          equipments: [
            { id: 'e1', name: 'Prise simple', quantity: 3, roomId: 'r1', type: 'SimpleSocket' },
            { id: 'e2', name: 'Point lumineux', quantity: 1, roomId: 'r1', type: 'LightingPoint' },
            { id: 'e3', name: 'Prise simple', quantity: 3, roomId: 'r2', type: 'SimpleSocket' },
          ],
        },
      );
      await saveComputedBoardByApi(page.request, headers, id);

      const visit = (name: string, path: string, ready: () => Promise<void>) => ({
        name,
        open: async () => {
          await page.goto(path);
          await ready();
        },
      });
      const main = () => expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
      const heading = (name: string | RegExp, level?: number) => () =>
        expect(page.getByRole('heading', { name, level }).first()).toBeVisible({ timeout: 60_000 });
      await checkPages(page, width, [
        visit('dashboard', '/dashboard', main),
        visit('projects', '/projects', () =>
          expect(page.getByRole('article', { name: 'Maison Dupont' })).toBeVisible({ timeout: 30_000 }),
        ),
        visit('settings', '/settings', main),
        visit('pricing', '/pricing', heading('Choisissez votre offre')),
        visit('tools', '/tools/heat-pump-calculator', main),
        visit('step1', `/projects/${id}/info`, () =>
          expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 }),
        ),
        visit('step2', `/projects/${id}/plan`, () =>
          expect(page.getByRole('button', { name: 'Je n’ai pas de plan' })).toBeVisible({ timeout: 30_000 }),
        ),
        visit('step3', `/projects/${id}/rooms`, () =>
          expect(page.getByRole('list', { name: 'Pièces' }).getByRole('listitem')).toHaveCount(2, {
            timeout: 30_000,
          }),
        ),
        visit('step4', `/projects/${id}/equipment`, heading('Séjour', 2)),
        visit('step5', `/projects/${id}/options`, main),
        visit('step6', `/projects/${id}/summary`, () =>
          expect(
            page
              .getByRole('region', { name: 'Vérification de la norme NF C 15-100' })
              .getByText(/^Installation (non )?conforme NF C 15-100$/),
          ).toBeVisible({ timeout: 30_000 }),
        ),
        visit('step7', `/projects/${id}/dimensioning`, () =>
          expect(page.getByRole('img', { name: /^Tableau électrique de \d+ modules/ })).toBeVisible({
            timeout: 30_000,
          }),
        ),
        visit('step8', `/projects/${id}/quote`, heading('Séjour')),
      ]);
    });
  });
}
