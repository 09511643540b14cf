import {
  DEFAULT_HEAT_PUMP_PERIOD,
  HEAT_PUMP_ERRORS,
  HEAT_PUMP_PERIODS,
  heatPumpSizing,
} from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerByApi } from './support/api.ts';

async function signUp(page: Page) {
  await registerByApi(
    page.request,
    newAccount('tools', {
      company: 'Thermo Pro',
      siret: '11122233344455',
      firstName: 'Inès',
      lastName: 'Roux',
    }),
  );
}

/** Part 1 §9: kW to 0.1 with the French decimal comma. */
const kw = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0kW`;

test.describe('heat-pump calculator', () => {
  test('sizes a 100 m² house in Paris built in the 1990s as the domain computes it', async ({ page }) => {
    await signUp(page);
    await page.goto('/tools/heat-pump-calculator');
    await expect(page.getByRole('heading', { name: 'Calculateur PAC' })).toBeVisible();

    const period = page.getByRole('combobox', { name: 'Période de construction' });
    const defaultLabel = HEAT_PUMP_PERIODS.find((p) => p.value === DEFAULT_HEAT_PUMP_PERIOD)?.label ?? '';
    await expect(period.locator('option:checked')).toHaveText(defaultLabel);
    await expect(page.getByRole('textbox', { name: 'Hauteur sous plafond (m)' })).toHaveValue('2,5');

    await page.getByRole('button', { name: 'Calculer' }).click();
    await expect(page.getByRole('alert')).toHaveText(HEAT_PUMP_ERRORS.FIELDS_REQUIRED);

    await page.getByRole('textbox', { name: 'Surface habitable (m²)' }).fill('100');
    const postalCode = page.getByRole('textbox', { name: 'Code postal' });
    await postalCode.fill('99000');
    await page.getByRole('button', { name: 'Calculer' }).click();
    await expect(page.getByRole('alert')).toHaveText(HEAT_PUMP_ERRORS.INVALID_POSTAL_CODE);

    // Part 1 §5: the postal code is limited to 5 characters.
    await postalCode.fill('');
    await postalCode.pressSequentially('750012');
    await expect(postalCode).toHaveValue('75001');
    await page.getByRole('button', { name: 'Calculer' }).click();

    const expected = heatPumpSizing({
      surface: 100,
      postalCode: '75001',
      period: '1990-2000',
      ceilingHeight: 2.5,
    });
    if (!expected.ok) throw new Error(expected.error.message);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Puissance minimale recommandée').locator('..')).toContainText(
      kw(expected.value.minKw),
    );
    await expect(page.getByText('Puissance maximale recommandée').locator('..')).toContainText(
      kw(expected.value.maxKw),
    );

    // Another period changes the result the same way the domain does.
    const older = HEAT_PUMP_PERIODS.find((p) => p.value === 'before-1974');
    if (!older) throw new Error('no period before 1974');
    await period.selectOption({ label: older.label });
    await page.getByRole('button', { name: 'Calculer' }).click();
    const olderExpected = heatPumpSizing({
      surface: 100,
      postalCode: '75001',
      period: older.value,
      ceilingHeight: 2.5,
    });
    if (!olderExpected.ok) throw new Error(olderExpected.error.message);
    await expect(page.getByText('Puissance maximale recommandée').locator('..')).toContainText(
      kw(olderExpected.value.maxKw),
    );
    await page.screenshot({ path: '/tmp/web-tools-calculator-1280.png', fullPage: true });
  });
});
