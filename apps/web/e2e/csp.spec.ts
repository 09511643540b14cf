import { expect, type Page, test } from '@playwright/test';
import { createProjectByApi, newAccount, registerByApi } from './support/api.ts';
import { field } from './support/ui.ts';

/**
 * The app and /api/docs work under the server's Content-Security-Policy. Every violation the
 * browser reports (the `securitypolicyviolation` event, and the console's CSP errors) is collected on
 * each page, forms validated included (zod v4 compiles its parsers with `new Function` unless told
 * not to, which `script-src 'self'` refuses).
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the page's CSP violations; `take()` answers those since the last call. */
async function watchCsp(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    async take(): Promise<string[]> {
      const events = await page.evaluate(() => window.cspViolations?.splice(0) ?? []);
      return [...events, ...fromConsole.splice(0)];
    },
  };
}

test('the app and the API docs run under the CSP without a violation', async ({ page }) => {
  test.slow();
  const csp = await watchCsp(page);
  const seen: Record<string, string[]> = {};

  // The landing, and the app it loads after a first gesture.
  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.mouse.move(200, 200);
  await page.waitForLoadState('networkidle');
  seen['/'] = await csp.take();

  // The login form, validated (a wrong e-mail, then a refused password).
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Adresse email' }).fill('pas-un-email');
  await field(page, 'Mot de passe').fill('x');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('textbox', { name: 'Adresse email' }).fill('personne@exemple.fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  seen['/auth/login'] = await csp.take();

  const { headers } = await registerByApi(page.request, newAccount('e2e-csp'));
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  seen['/dashboard'] = await csp.take();

  // The company settings, a field changed and validated.
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Paramètres de l’entreprise' });
  await form.getByRole('textbox', { name: 'Numéro SIRET' }).fill('123');
  await form.getByRole('textbox', { name: 'Numéro SIRET' }).blur();
  await form.getByRole('textbox', { name: 'Taux horaire HT (€)' }).fill('52,50');
  await form.getByRole('textbox', { name: 'Taux horaire HT (€)' }).blur();
  await page.waitForLoadState('networkidle');
  seen['/settings'] = await csp.take();

  // The wizard: step 1 validated live, then a saved project's plan step (pdf.js's worker and WASM).
  await page.goto('/projects/new');
  await page.getByLabel('Nom du projet').fill('Maison Martin');
  await page.getByLabel('Code postal').fill('750');
  await page.getByLabel('Code postal').blur();
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible();
  seen['/projects/new'] = await csp.take();
  const projectId = await createProjectByApi(page.request, headers);
  await page.goto(`/projects/${projectId}/plan`);
  await page.waitForLoadState('networkidle');
  seen['/projects/…/plan'] = await csp.take();

  // The API's own documentation (Swagger UI).
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  seen['/api/docs'] = await csp.take();

  expect(seen).toEqual({
    '/': [],
    '/auth/login': [],
    '/dashboard': [],
    '/settings': [],
    '/projects/new': [],
    '/projects/…/plan': [],
    '/api/docs': [],
  });
});
