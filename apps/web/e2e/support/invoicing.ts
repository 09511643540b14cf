import { SAMPLE_COMPANY_MENTIONS } from '@courant/documents/test-samples';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import type { Registered } from './api.ts';

const YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 4);

/** The number of the account's `n`-th issued invoice of this year (one series, avoirs included). */
export const fac = (n: number) => `FAC-${YEAR}-${String(n).padStart(4, '0')}`;

/**
 * In step 8's 'Factures du devis' panel: makes a draft of `kind` with the form as filled by `fill`,
 * issues it, and waits until the draft titled `title` is gone.
 */
export async function issueDraft(panel: Locator, kind: string, fill: () => Promise<void>, title: string) {
  const form = panel.getByRole('form', { name: 'Nouvelle facture' });
  // A segment of Mantine's SegmentedControl: its label is what the user clicks.
  await form.locator('label', { hasText: new RegExp(`^${kind}$`) }).click();
  await expect(form.getByRole('radio', { name: kind })).toBeChecked();
  await fill();
  await form.getByRole('button', { name: 'Créer le brouillon' }).click();
  const draft = panel.getByRole('article', { name: `${title} (brouillon)` });
  await draft.getByRole('button', { name: 'Émettre la facture' }).click();
  await expect(draft).toHaveCount(0);
}

/**
 * The company's legal mentions an invoice needs (SIRET, capital, insurance…), saved through the API;
 * `extra` adds others (the consumer mediator a private client's invoice names).
 */
export async function setCompanyMentions(
  request: APIRequestContext,
  headers: Registered['headers'],
  extra: Record<string, string> = {},
) {
  const company = await (await request.get('/api/v1/company', { headers })).json();
  const saved = await request.put('/api/v1/company', {
    headers,
    data: {
      ...company,
      ...SAMPLE_COMPANY_MENTIONS,
      siret: '73282932000074',
      phone: '04 78 00 00 00',
      email: 'contact@martin.fr',
      ...extra,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
