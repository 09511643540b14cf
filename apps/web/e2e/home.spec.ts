import { expect, test } from '@playwright/test';

test('the public home page loads in French', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Courant/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown API path answers JSON, not the web app', async ({ request }) => {
  const res = await request.get('/api/v1/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});
