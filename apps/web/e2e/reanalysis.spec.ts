import { expect, test } from '@playwright/test';
import type { QuoteView } from './support/estimate.ts';
import { analysedPlanProject } from './support/ui.ts';

/**
 * A finished project whose plan is analysed again. The confirmation says what will be lost
 * (rooms and equipment, the quote to recalculate, the project back to draft); afterwards the project
 * is a draft (the quote keeps its status: a sent devis changes as a new version), step 8 marks the
 * quote 'à recalculer' and never shows a room by its id, and 'Recalculer' starts from the new rooms.
 */
test('re-analysis after a finished quote: confirmation, drafts, quote marked, no id shown', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const {
    headers,
    id,
    rooms: firstRooms,
  } = await analysedPlanProject(
    page,
    { prefix: 'reanalyse', fixture: 'appartement-t3/plan.pdf', name: 'Appartement Morel' },
    { quantity: 2, color: null },
  );
  const finish = await page.request.post(`/api/v1/projects/${id}/finish`, { headers, data: {} });
  expect(finish.ok()).toBe(true);
  const finished = (await finish.json()) as QuoteView;
  const status = async () => {
    const project = (await (await page.request.get(`/api/v1/projects/${id}`, { headers })).json()) as {
      status: string;
      quotes: { status: string }[];
    };
    return { project: project.status, quotes: project.quotes.map((q) => q.status) };
  };
  const sent = await status();
  expect(sent.project).toBe('completed');

  await test.step('the confirmation says what will be lost', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Analyser le plan' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Relancer l’analyse ?' });
    await expect(dialog).toContainText(
      `Les ${firstRooms.length} pièces actuelles seront remplacées par celles détectées sur le plan.`,
    );
    await expect(dialog).toContainText(`Leurs ${firstRooms.length} équipements seront supprimés.`);
    await expect(dialog).toContainText('Le devis enregistré');
    await expect(dialog).toContainText('sera à recalculer');
    await expect(dialog).toContainText('Le projet terminé repassera en brouillon.');
    await page.screenshot({ path: '/tmp/onsite-reanalysis-confirm.png' });
    const analysed = page.waitForResponse((r) => r.url().includes('plans.analyzeAll') && r.ok(), {
      timeout: 120_000,
    });
    await dialog.getByRole('button', { name: 'Analyser le plan' }).click();
    await analysed;
  });

  await test.step('the project back to draft, the quote as the client received it', async () => {
    await expect.poll(status, { timeout: 30_000 }).toEqual({ project: 'draft', quotes: sent.quotes });
    await page.goto('/projects');
    const card = page.getByRole('article', { name: 'Appartement Morel' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('Terminé', { exact: true })).toHaveCount(0);
  });

  await test.step("step 8: 'Devis à recalculer', the old lines under 'Pièces supprimées', no id", async () => {
    await page.goto(`/projects/${id}/quote`);
    const alert = page.getByRole('alert').filter({ hasText: 'Devis à recalculer' });
    await expect(alert).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Pièces supprimées' })).toBeVisible();
    const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    for (const room of firstRooms) expect(text).not.toContain(room.id);
    expect(text).not.toMatch(/Pièce [0-9a-f]{8}-/);
    // The lines are those of the finished quote, until the user recalculates.
    expect(finished.quoteItems.some((i) => firstRooms.some((r) => r.id === i.roomId))).toBe(true);
    await page.screenshot({ path: '/tmp/onsite-reanalysis-step8.png', fullPage: true });

    await alert.getByRole('button', { name: 'Recalculer l’estimation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Recalculer les estimations' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pièces supprimées' })).toHaveCount(0);
  });
});
