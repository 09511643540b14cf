import { parisDate } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { COMPANY_MENTIONS, createProject, rest } from './helpers/project-fixtures.ts';
import { appWithTwoUsers, setCompanyPlan, signInTestUser, type TestUser } from './helpers/test-app.ts';

const YEAR = parisDate(new Date()).slice(0, 4);
const numberRe = new RegExp(`^FAC-${YEAR}-(\\d{4})$`);

/**
 * Invoice numbers under concurrency (on PGlite, and on PostgreSQL when DATABASE_URL is set): issues
 * of one company at once, by two members, on several devis, get distinct numbers with no gap, and one
 * refused inside its transaction gives its number back.
 */
describe('invoice numbering', () => {
  const t = appWithTwoUsers();

  /** A company whose settings carry every mention an invoice needs. */
  async function withMentions(user: TestUser): Promise<void> {
    await setCompanyPlan(t.app, user.companyId, 'expert');
    const company = (await rest(t.app, user, 'GET', '/api/v1/company')).json();
    await rest(t.app, user, 'PUT', '/api/v1/company', { ...company, ...COMPANY_MENTIONS });
  }

  async function acceptedDevis(user: TestUser, i: number): Promise<string> {
    const client = await rest(t.app, user, 'POST', '/api/v1/clients', {
      kind: 'professionnel',
      name: `Client ${i}`,
      address: '1 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      siren: '732829320',
    });
    const project = await createProject(t.app, user, { name: `Chantier ${i}`, clientId: client.json().id });
    const quote = await rest(t.app, user, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      quoteItems: [{ id: 'c1', intitule: 'Forfait', prix: 1000, quantity: 1, roomId: null }],
      dimensioningItems: [],
      status: 'sent',
    });
    const id = quote.json().id as string;
    await rest(t.app, user, 'PUT', `/api/v1/quotes/${id}`, { status: 'accepted' });
    return id;
  }

  const draft = async (user: TestUser, quoteId: string, percent: number) => {
    const answer = await rest(t.app, user, 'POST', `/api/v1/quotes/${quoteId}/invoices`, {
      request: { kind: 'acompte', percent },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().id as string;
  };

  it('gives 20 invoices issued at once FAC-YYYY-0001 to 0020, a 21st refused among them taking none', async () => {
    await withMentions(t.alice);
    const carol = await signInTestUser(t.app, { firstName: 'Carole', companyId: t.alice.companyId });
    const users = [t.alice, carol];
    // Nine devis with two acomptes of 10 % each, one with one, and one with two of 60 %: only one of
    // those fits, the other is refused inside its transaction after the numbers around it were taken.
    const quotes = await Promise.all(Array.from({ length: 11 }, (_, i) => acceptedDevis(t.alice, i)));
    const drafts: { user: TestUser; id: string }[] = [];
    for (const [i, quoteId] of quotes.entries()) {
      const percent = i === 10 ? 60 : 10;
      for (const k of i === 9 ? [0] : [0, 1]) {
        const user = users[(i + k) % 2] as TestUser;
        drafts.push({ user, id: await draft(user, quoteId, percent) });
      }
    }
    const answers = await Promise.all(
      drafts.map(({ user, id }) => rest(t.app, user, 'POST', `/api/v1/invoices/${id}/issue`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json()).toMatchObject({ code: 'ACOMPTE_TOO_HIGH' });
    const sequence = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => Number(numberRe.exec(a.json().number)?.[1]))
      .sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // The next one follows without a gap; another company counts on its own.
    const next = await draft(t.alice, quotes[0] as string, 10);
    expect((await rest(t.app, t.alice, 'POST', `/api/v1/invoices/${next}/issue`)).json().number).toBe(
      `FAC-${YEAR}-0021`,
    );
    await withMentions(t.bob);
    const bobs = await draft(t.bob, await acceptedDevis(t.bob, 99), 10);
    expect((await rest(t.app, t.bob, 'POST', `/api/v1/invoices/${bobs}/issue`)).json().number).toBe(
      `FAC-${YEAR}-0001`,
    );
  });
});
