import { estimateTotals, formatPrice, lineTotal } from '@courant/domain';
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './support/api.ts';
import { projectQuotes, type QuoteView, spaces } from './support/estimate.ts';
import { compliancePanel, fillRegisterForm, next, nextStep } from './support/ui.ts';

/**
 * The whole journey on a phone (390 × 844), through the UI only — register, a project
 * without a plan, rooms typed by hand, equipment made compliant, options, summary, the board, the
 * estimate with a price and a quantity edited, 'Terminer'. On every step nothing is wider than the
 * screen: no element sticks out of the page, and no card of a line scrolls sideways.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, actionTimeout: 30_000 });

/**
 * What sticks out horizontally: the page itself, any visible element past the screen's edges (inside
 * a container that scrolls on purpose, such as the zoomable board drawing, it is that container that
 * counts), and any element marked as a line of a list whose content is wider than its box.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`page: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} «${(el.textContent ?? '').trim().slice(0, 40)}»`;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (['auto', 'scroll'].includes(style.overflowX) && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('main *, header *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Visually hidden texts (screen readers only) are clipped to 1 px.
      if (rect.width <= 1 && rect.height <= 1) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !scrolls(el.parentElement)) {
        found.push(`${describe(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
      }
    }
    for (const row of document.querySelectorAll('[data-phone-row]')) {
      if (row.scrollWidth > row.clientWidth + 1) {
        found.push(`row ${describe(row)}: scrollWidth ${row.scrollWidth} > ${row.clientWidth}`);
      }
    }
    return found.slice(0, 10);
  });
}

/** Controls smaller than 44 × 44 px (the wizard's 8 steps side by side: 44 px high, 32 px wide at least). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'main button, main input:not([type=hidden]), main [role=button], main [role=tab], header button',
    );
    for (const el of controls) {
      // A password's field sits inside its drawn box, which is what a finger touches.
      // A radio's or checkbox's label is touched as much as its box: their row is the target.
      const target =
        el.closest('.mantine-Input-input') ??
        el.closest('.mantine-Radio-body, .mantine-Checkbox-body, .mantine-Switch-body') ??
        el;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Visually hidden inputs (1 px) are reached through their drawn control (the plan's drop zone).
      if (rect.width <= 1 && rect.height <= 1) continue;
      // A hidden native input under its drawn control (checkboxes, radios, file inputs) is not the target.
      if (el instanceof HTMLInputElement && getComputedStyle(el).opacity === '0') continue;
      const step = el.classList.contains('mantine-Stepper-step');
      if (rect.height < 43.5 || rect.width < (step ? 31.5 : 43.5)) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
        found.push(
          `${el.tagName.toLowerCase()} «${name}» ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return found.slice(0, 12);
  });
}

async function checkStep(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // The page screen by screen, to look at as a phone shows it: scrolled, not captured whole. A full-page
  // capture resizes the emulated screen, and once (CI) left the page zoomed out to 415 px wide: the next
  // click landed 63 px off its button, on the field above it, until its time ran out.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 844;
  for (let y = 0, part = 1; y < height; y += screen, part++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: `/tmp/onsite-phone-${name}-${part}.png` });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await overflows(page), `${name}: nothing wider than the screen`).toEqual([]);
  expect(await smallTargets(page), `${name}: touch targets of 44 px`).toEqual([]);
}

test('the whole journey on a phone, with nothing wider than the screen', async ({ page }) => {
  test.setTimeout(300_000);
  const account = newAccount('telephone');
  const projectName = `Maison Petit ${Date.now() % 100000}`;

  await test.step('register', async () => {
    await fillRegisterForm(page, account);
    await checkStep(page, 'register');
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkStep(page, 'dashboard');
  });

  await test.step('step 1: the project', async () => {
    await page.goto('/projects/new');
    await page.getByLabel('Nom du projet').fill(projectName);
    await page.getByLabel('Code postal').fill('69003');
    await page.getByLabel('Nombre de personnes dans le logement').fill('3');
    await checkStep(page, 'step1');
    await next(page).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/plan$/);
  });
  const projectId = /\/projects\/([0-9a-f-]+)\//.exec(page.url())?.[1] ?? '';

  await test.step("step 2: 'Je n’ai pas de plan'", async () => {
    await checkStep(page, 'step2');
    await page.getByRole('button', { name: 'Je n’ai pas de plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/rooms$`));
  });

  await test.step('step 3: rooms typed by hand', async () => {
    const form = page.getByRole('region', { name: 'Ajouter une pièce' });
    for (const [name, surface] of [
      ['Séjour', '25'],
      ['Cuisine', '9'],
      ['Ch. 1', '12'],
      ['SdB', '5'],
    ] as const) {
      await form.getByRole('textbox', { name: 'Nom de la pièce' }).fill(name);
      await form.getByRole('textbox', { name: 'Surface (m²)' }).fill(surface);
      await form.getByRole('button', { name: 'Ajouter la pièce' }).click();
    }
    await expect(page.getByRole('list', { name: 'Pièces' }).getByRole('listitem')).toHaveCount(4);
    // A field reached from the top of the page is not left under the footer stuck to the bottom.
    const name = form.getByRole('textbox', { name: 'Nom de la pièce' });
    await name.fill('Entrée');
    // Tabbing onto the button when it sits just below the screen's bottom edge.
    const add = form.getByRole('button', { name: 'Ajouter la pièce' });
    const surface = form.getByRole('textbox', { name: 'Surface (m²)' });
    await surface.focus();
    const below = await add.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight + 4);
    await page.evaluate((dy) => window.scrollBy(0, dy), below);
    while (!(await add.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    const footerTop = (await page.getByRole('button', { name: 'Précédent' }).boundingBox())?.y ?? 0;
    const addBox = await add.boundingBox();
    expect((addBox?.y ?? 0) + (addBox?.height ?? 0)).toBeLessThanOrEqual(footerTop);
    await name.fill('');
    await checkStep(page, 'step3');
    await nextStep(page, projectId, 'equipment');
  });

  await test.step('step 4: the compliance chip at the top, suggestions applied', async () => {
    const chip = page.getByRole('region', { name: 'Conformité NF C 15-100' });
    await expect(chip.getByText('Non conforme')).toBeVisible({ timeout: 30_000 });
    // The chip is at the top of the step, on the first screen.
    const box = await chip.boundingBox();
    expect(box?.y ?? 9999).toBeLessThan(844 / 2);
    await checkStep(page, 'step4');
    await chip.getByRole('button', { name: 'Appliquer les suggestions' }).click();
    await expect(chip.getByText('Conforme', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The toast that lists what was added (10 s) stands above the footer: 'Suivant' stays clickable.
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Suggestions appliquées' });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const footerTop =
      (await page.getByRole('button', { name: 'Précédent', exact: true }).boundingBox())?.y ?? 0;
    expect((toastBox?.y ?? 9999) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(footerTop);
    // Scrolled down, the chip stays on screen.
    await page.mouse.wheel(0, 1500);
    await expect(chip).toBeInViewport();
    await checkStep(page, 'step4-compliant');
    await nextStep(page, projectId, 'options');
  });

  await test.step('step 5: options', async () => {
    await checkStep(page, 'step5');
    await nextStep(page, projectId, 'summary');
  });

  await test.step('step 6: summary', async () => {
    const panel = compliancePanel(page);
    await expect(panel.getByText('Installation conforme NF C 15-100')).toBeVisible({ timeout: 30_000 });
    await checkStep(page, 'step6');
    await nextStep(page, projectId, 'dimensioning');
  });

  await test.step('step 7: the breakers as cards, the drawing zoomable', async () => {
    await expect(page.getByRole('button', { name: 'Recalculer le dimensionnement' })).toBeVisible({
      timeout: 30_000,
    });
    const breakers = page.getByRole('list', { name: 'Disjoncteurs' });
    await expect(breakers.getByRole('listitem').first()).toBeVisible();
    await checkStep(page, 'step7');
    await nextStep(page, projectId, 'quote');
  });

  const savedQuote = async () => (await projectQuotes(page.request, projectId))[0];

  await test.step('step 8: a price typed, a quantity stepped then typed, on a card', async () => {
    await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 30_000 });
    await checkStep(page, 'step8');
    const line = page.getByRole('list', { name: 'Séjour' }).getByRole('listitem').first();
    const name = (await line.getAttribute('aria-label')) ?? '';
    const price = line.getByRole('textbox', { name: `Prix (${name})` });
    const quantity = line.getByRole('textbox', { name: `Quantité (${name})` });
    await price.fill('9,99');
    await price.blur();
    const before = Number((await quantity.inputValue()).replace(',', '.'));
    await line.getByRole('button', { name: `Augmenter Quantité (${name})` }).click();
    await expect(quantity).toHaveValue(String(before + 1));
    await quantity.fill('7');
    await quantity.blur();
    await expect
      .poll(async () => (await savedQuote())?.quoteItems.find((i) => i.intitule === name), {
        timeout: 15_000,
      })
      .toMatchObject({ prix: 9.99, quantity: 7 });
    const saved = (await savedQuote())?.quoteItems.find((i) => i.intitule === name);
    expect(saved).toBeDefined();
    if (!saved) return;
    await expect(line.getByLabel(`Total HT (${name})`)).toHaveText(formatPrice(lineTotal(saved)));
    await checkStep(page, 'step8-edited');

    // The totals stay on screen while the lines scroll under them.
    await page.getByRole('list', { name: 'Câbles' }).scrollIntoViewIfNeeded();
    const totals = page.getByRole('region', { name: 'Totaux de l’estimation' });
    await expect(totals).toBeInViewport();
    const quote = (await savedQuote()) as QuoteView;
    const expected = estimateTotals([...quote.quoteItems, ...quote.dimensioningItems], 20);
    await expect(totals).toContainText(spaces(formatPrice(expected.totalHT)));
  });

  await test.step("step 8 loaded on a phone: 'Précédent' and 'Terminer' whole on screen", async () => {
    await page.reload();
    await expect(page.getByText('Sauvegardé', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The last button spends a jeton the first time: 'Valider le projet (−1 jeton)'.
    for (const name of [/^Précédent$/, /^(Terminer|Valider le projet)/]) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      const clipped = await button.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        return label.scrollWidth > label.clientWidth + 1;
      });
      expect(clipped, `${name} is not clipped`).toBe(false);
    }
  });

  await test.step("'Terminer': back to the list, the project completed", async () => {
    await page.getByRole('button', { name: /^(Terminer|Valider le projet)/ }).click();
    await expect(page).toHaveURL(/\/projects$/, { timeout: 30_000 });
    // The toast names the devis as step 8 does, and the jeton the first validation spent.
    const toast = page.getByRole('alert').filter({ hasText: /^Devis DEV-\d{4}-\d{4} envoyé/ });
    await expect(toast).toContainText(
      /Projet terminé \(1 jeton utilisé\)\. Valable jusqu’au \d{2}\/\d{2}\/\d{4}\./,
    );
    await expect(
      page.getByRole('article', { name: projectName }).getByText('Terminé', { exact: true }),
    ).toBeVisible();
    await checkStep(page, 'projects');
  });
});
