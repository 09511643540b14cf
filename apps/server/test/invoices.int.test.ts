import { facturXErrors } from '@courant/documents/factur-x-validators';
import { oneYearAfter, parisDate } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOverdue } from '../src/modules/invoices/invoice-list.service.ts';
import { appWithOutbox } from './helpers/outbox.ts';
import { COMPANY_MENTIONS, createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { setCompanyPlan, signInTestUser, type TestUser } from './helpers/test-app.ts';

const TODAY = parisDate(new Date());
const YEAR = TODAY.slice(0, 4);
const fac = (n: number) => `FAC-${YEAR}-${String(n).padStart(4, '0')}`;

/** A devis at 10 %: a board at 1 000,00 € HT and ten sockets at 50,00 € HT — 1 500,00 € HT, 1 650,00 € TTC. */
const DEVIS_LINES = [
  { id: 'tableau', intitule: 'Tableau électrique', prix: 1000, quantity: 1, roomId: null },
  { id: 'prises', intitule: 'Prise 16 A', prix: 50, quantity: 10, roomId: null },
];

const CLIENT_PRO = {
  kind: 'professionnel',
  name: 'SCI Les Tilleuls',
  address: '12 rue Garibaldi',
  postalCode: '69006',
  city: 'Lyon',
  email: 'gestion@tilleuls.fr',
  siren: '732829320',
};

describe('invoices from an accepted devis', () => {
  const t = appWithOutbox();
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await signInTestUser(t.app);
    bob = await signInTestUser(t.app);
    await setCompanyPlan(t.app, alice.companyId, 'expert');
    await setCompanyPlan(t.app, bob.companyId, 'expert');
    const company = (await rest(t.app, alice, 'GET', '/api/v1/company')).json();
    expect(
      (await rest(t.app, alice, 'PUT', '/api/v1/company', { ...company, ...COMPANY_MENTIONS })).statusCode,
    ).toBe(200);
  });

  /** A devis of `user`'s company sent to a professional client, then accepted ('accepted' false: only sent). */
  async function devis(user: TestUser, accepted = true): Promise<string> {
    const client = (await rest(t.app, user, 'POST', '/api/v1/clients', CLIENT_PRO)).json();
    const project = await createProject(t.app, user, { clientId: client.id });
    const quote = await rest(t.app, user, 'POST', '/api/v1/quotes', {
      projectId: project.id,
      quoteItems: DEVIS_LINES,
      dimensioningItems: [],
      vatRate: 10,
      status: 'sent',
    });
    expect(quote.statusCode).toBe(201);
    const id = quote.json().id as string;
    if (accepted) {
      const answer = await rest(t.app, user, 'PUT', `/api/v1/quotes/${id}`, { status: 'accepted' });
      expect(answer.json().status).toBe('accepted');
    }
    return id;
  }

  const draft = (user: TestUser, quoteId: string, request: Record<string, unknown>) =>
    rest(t.app, user, 'POST', `/api/v1/quotes/${quoteId}/invoices`, { request });
  const issue = async (user: TestUser, invoiceId: string) => {
    const answer = await rest(t.app, user, 'POST', `/api/v1/invoices/${invoiceId}/issue`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const byRate = (invoice: { content: { totals: { byRate: unknown[] } } }) => invoice.content.totals.byRate;

  it('runs the journey acompte 30 % → situation 60 % → solde with a 5 % retenue → partial avoir → payments, to the cent', async () => {
    const quoteId = await devis(alice);
    const before = (await rest(t.app, alice, 'GET', `/api/v1/quotes/${quoteId}/invoices`)).json();
    expect(before).toMatchObject({ devisTtcCents: 165_000, remainingTtcCents: 165_000, invoices: [] });

    // Acompte: 30 % of 1 650,00 € TTC = 495,00 € (450,00 € HT + 45,00 € of VAT), due on receipt.
    const acompteDraft = await draft(alice, quoteId, { kind: 'acompte', percent: 30 });
    expect(acompteDraft.statusCode).toBe(201);
    expect(acompteDraft.json()).toMatchObject({ status: 'brouillon', number: null, kind: 'acompte' });
    const acompte = await issue(alice, acompteDraft.json().id);
    expect(acompte).toMatchObject({
      number: fac(1),
      status: 'emise',
      issuedOn: TODAY,
      dueOn: TODAY,
      ttcCents: 49_500,
      balanceCents: 49_500,
      parties: { client: { name: 'SCI Les Tilleuls', siren: '732829320' }, devis: { acceptedOn: TODAY } },
    });
    expect(byRate(acompte)).toEqual([{ rate: 10, baseCents: 45_000, vatCents: 4_500 }]);
    // A professional client: penalties and the 40 € indemnity are printed.
    expect(acompte.mentions.join('\n')).toContain('40\u00a0€');

    // Situation at 60 % of each line: 900,00 € of works less 60 % of the acompte (270,00 €) = 630,00 € HT.
    const situationDraft = await draft(alice, quoteId, {
      kind: 'situation',
      progress: { by: 'line', lines: ['q:tableau', 'q:prises'].map((lineId) => ({ lineId, percent: 60 })) },
    });
    expect(situationDraft.statusCode).toBe(201);
    const situation = await issue(alice, situationDraft.json().id);
    expect(situation).toMatchObject({ number: fac(2), ttcCents: 69_300 });
    expect(byRate(situation)).toEqual([{ rate: 10, baseCents: 63_000, vatCents: 6_300 }]);

    // Solde: 1 500,00 − 450,00 − 630,00 = 420,00 € HT, 462,00 € TTC, of which 5 % (23,10 €) is kept until
    // one year after the réception of the works.
    const soldeDraft = await draft(alice, quoteId, {
      kind: 'solde',
      retenuePercent: 5,
      worksAcceptedOn: TODAY,
    });
    expect(soldeDraft.statusCode).toBe(201);
    const solde = await issue(alice, soldeDraft.json().id);
    expect(solde).toMatchObject({ number: fac(3), ttcCents: 46_200, netToPayCents: 43_890 });
    expect(solde.content.retenue).toEqual({
      rateBp: 500,
      amountCents: 2_310,
      worksAcceptedOn: TODAY,
      releaseOn: oneYearAfter(TODAY),
    });
    expect(
      (await rest(t.app, alice, 'GET', `/api/v1/quotes/${quoteId}/invoices`)).json().remainingTtcCents,
    ).toBe(0);

    // A partial avoir of 100,00 € TTC on the solde: 90,91 € HT + 9,09 € of VAT, numbered in the same series.
    const avoirDraft = await draft(alice, quoteId, {
      kind: 'avoir',
      invoiceId: solde.id,
      amount: 100,
      reason: 'Geste commercial',
    });
    expect(avoirDraft.statusCode).toBe(201);
    const avoir = await issue(alice, avoirDraft.json().id);
    expect(avoir).toMatchObject({
      number: fac(4),
      kind: 'avoir',
      ttcCents: 10_000,
      dueOn: null,
      creditsId: solde.id,
    });
    expect(byRate(avoir)).toEqual([{ rate: 10, baseCents: 9_091, vatCents: 909 }]);
    expect(avoir.content.credits).toMatchObject({ number: fac(3), whole: false });

    // Payments: the acompte in full (payée), 200,00 € of the solde (partiellement payée).
    const paid = await rest(t.app, alice, 'POST', `/api/v1/invoices/${acompte.id}/payments`, {
      paidOn: TODAY,
      amount: 495,
      method: 'virement',
      reference: 'VIR 001',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'payee', paidCents: 49_500, balanceCents: 0 });
    const part = await rest(t.app, alice, 'POST', `/api/v1/invoices/${solde.id}/payments`, {
      paidOn: TODAY,
      amount: 200,
      method: 'cheque',
    });
    // 438,90 € to pay now − 100,00 € of avoir − 200,00 € paid = 138,90 €.
    expect(part.json()).toMatchObject({
      status: 'partiellement_payee',
      creditedCents: 10_000,
      paidCents: 20_000,
      balanceCents: 13_890,
    });

    // The company's list shows them with their statuses, the latest first.
    const list = await rest(t.app, alice, 'GET', '/api/v1/invoices');
    expect(list.headers['x-total-count']).toBe('4');
    expect(list.json().map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      [fac(4), 'emise'],
      [fac(3), 'partiellement_payee'],
      [fac(2), 'emise'],
      [fac(1), 'payee'],
    ]);

    // The relance of the solde goes to the client with what is left and, for a professional, the penalties.
    const reminder = await rest(t.app, alice, 'POST', `/api/v1/invoices/${solde.id}/reminder`);
    expect(reminder.json()).toEqual({ to: 'gestion@tilleuls.fr', balanceCents: 13_890 });
    const [mail] = await t.outboxFor('gestion@tilleuls.fr');
    expect(mail?.subject).toContain(fac(3));
    expect(mail?.text).toContain('138,90\u00a0€');
    expect(mail?.text).toContain('40\u00a0€');
    // Nothing to remind on a paid invoice.
    expect((await rest(t.app, alice, 'POST', `/api/v1/invoices/${acompte.id}/reminder`)).statusCode).toBe(
      409,
    );

    // Overdue is computed when read: once past their due dates, the situation and the solde are late;
    // the paid acompte is not.
    const later = await listOverdue(
      { em: t.app.services.orm.em.fork() } as Parameters<typeof listOverdue>[0],
      { id: alice.id, companyId: alice.companyId },
      '2099-01-01',
    );
    expect(later.map((i) => [i.number, i.status, i.balanceCents])).toEqual([
      [fac(2), 'en_retard', 69_300],
      [fac(3), 'en_retard', 13_890],
    ]);
    expect((await rest(t.app, alice, 'GET', '/api/v1/invoices/overdue')).json()).toEqual([]);
    // The dashboard's 'À encaisser': the situation's 693,00 € and the solde's 138,90 €, the paid acompte
    // and the avoir itself not counted.
    expect((await rest(t.app, alice, 'GET', '/api/v1/invoices/outstanding')).json()).toEqual({
      balanceCents: 83_190,
    });

    // The accountant's export: one line per invoice and VAT rate, avoirs negative, then the payments.
    const csv = await rest(t.app, alice, 'GET', `/api/v1/invoices/export?from=${TODAY}&to=${TODAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(1 + 4 + 2);
    expect(rows[1]).toContain(`${fac(1)};Facture d’acompte;SCI Les Tilleuls;732829320;`);
    expect(rows[1]).toContain(';10;450,00;45,00;495,00;;');
    expect(rows[4]).toContain(';10;-90,91;-9,09;-100,00;;');
    expect(
      rows.slice(5).map((row) => row.split(';').slice(2, 3).concat(row.split(';').slice(10, 12))),
    ).toEqual([
      ['Paiement', '495,00', 'Virement'],
      ['Paiement', '200,00', 'Chèque'],
    ]);
  });

  // The official validators load their compiled schematrons once (seconds at load 20).
  it('downloads each invoice and avoir of a journey as Factur-X (PDF/A-3 with its XML) that the official validators accept', async () => {
    const quoteId = await devis(alice);
    const acompte = await issue(
      alice,
      (await draft(alice, quoteId, { kind: 'acompte', percent: 30 })).json().id,
    );
    const situation = await issue(
      alice,
      (
        await draft(alice, quoteId, {
          kind: 'situation',
          progress: { by: 'line', lines: [{ lineId: 'q:tableau', percent: 60 }] },
        })
      ).json().id,
    );
    const solde = await issue(
      alice,
      (await draft(alice, quoteId, { kind: 'solde', retenuePercent: 5, worksAcceptedOn: TODAY })).json().id,
    );
    const avoir = await issue(
      alice,
      (await draft(alice, quoteId, { kind: 'avoir', invoiceId: solde.id, amount: 100 })).json().id,
    );
    // Every invoice and avoir of the journey downloads as a Factur-X PDF and as its XML, which the
    // official validators (Factur-X 1.09 EN 16931 XSD, EN 16931 and BR-FR schematrons) accept.
    for (const invoice of [acompte, situation, solde, avoir]) {
      const xml = await rest(t.app, alice, 'GET', `/api/v1/invoices/${invoice.id}/factur-x.xml`);
      expect(xml.statusCode).toBe(200);
      expect(xml.body).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
      expect([invoice.number, await facturXErrors(xml.body)]).toEqual([invoice.number, []]);
      const pdf = await rest(t.app, alice, 'GET', `/api/v1/invoices/${invoice.id}/pdf`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
    }
  }, 180_000);

  it('refuses bad input in French, writes nothing and never answers 500', async () => {
    const quoteId = await devis(alice);
    const invoices = async () =>
      (await rest(t.app, alice, 'GET', `/api/v1/quotes/${quoteId}/invoices`)).json().invoices.length;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ kind: 'acompte', amount: 12.345 }, 400, 'VALIDATION_ERROR', 'deux décimales'],
      [{ kind: 'acompte', amount: 2000 }, 422, 'ACOMPTE_TOO_HIGH', 'dépasse le montant TTC restant'],
      [{ kind: 'acompte' }, 400, 'VALIDATION_ERROR', 'soit un pourcentage, soit un montant'],
      [{ kind: 'solde', retenuePercent: 6 }, 400, 'VALIDATION_ERROR', 'au plus de 5'],
      [{ kind: 'avoir', invoiceId: quoteId, amount: 10 }, 409, 'AVOIR_NOT_ALLOWED', 'facture émise'],
      [{ kind: 'facture' }, 400, 'VALIDATION_ERROR', ''],
    ];
    for (const [request, status, code, message] of cases) {
      const answer = await draft(alice, quoteId, request);
      expect([request, answer.statusCode, answer.json().code]).toEqual([request, status, code]);
      expect(answer.json().message).toContain(message);
    }
    expect(await invoices()).toBe(0);

    // A devis only sent, not accepted: nothing can be invoiced on it.
    const sent = await devis(alice, false);
    const refused = await draft(alice, sent, { kind: 'acompte', percent: 30 });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'DEVIS_NOT_ACCEPTED' });
    expect(refused.json().message).toContain('devis accepté');

    // A situation going back below a previous one, an avoir above its invoice, a solde when nothing is left.
    const first = await draft(alice, quoteId, {
      kind: 'situation',
      progress: { by: 'line', lines: [{ lineId: 'q:tableau', percent: 60 }] },
    });
    const situation = await issue(alice, first.json().id);
    const back = await draft(alice, quoteId, {
      kind: 'situation',
      progress: { by: 'line', lines: [{ lineId: 'q:tableau', percent: 50 }] },
    });
    expect(back.json()).toMatchObject({ statusCode: 422, code: 'SITUATION_GOES_BACK' });
    expect(back.json().message).toContain('ne peut pas revenir en arrière');
    const tooMuch = await draft(alice, quoteId, { kind: 'avoir', invoiceId: situation.id, amount: 10_000 });
    expect(tooMuch.json()).toMatchObject({ statusCode: 422, code: 'AVOIR_TOO_HIGH' });
    await issue(alice, (await draft(alice, quoteId, { kind: 'solde' })).json().id);
    const nothing = await draft(alice, quoteId, { kind: 'solde' });
    expect(nothing.json()).toMatchObject({ statusCode: 409, code: 'NOTHING_LEFT_TO_INVOICE' });
    expect(await invoices()).toBe(2);

    // Payments: three decimals, beyond what is owed, in the future.
    for (const [body, code] of [
      [{ paidOn: TODAY, amount: 1.005, method: 'virement' }, 'VALIDATION_ERROR'],
      [{ paidOn: TODAY, amount: 100_000, method: 'virement' }, 'PAYMENT_REFUSED'],
      [{ paidOn: '2999-01-01', amount: 1, method: 'virement' }, 'PAYMENT_REFUSED'],
      [{ paidOn: TODAY, amount: 1, method: 'bitcoin' }, 'VALIDATION_ERROR'],
    ] as const) {
      const answer = await rest(t.app, alice, 'POST', `/api/v1/invoices/${situation.id}/payments`, body);
      expect([answer.statusCode < 500, answer.json().code]).toEqual([true, code]);
    }
    expect((await rest(t.app, alice, 'GET', `/api/v1/invoices/${situation.id}`)).json().payments).toEqual([]);
  });

  it('never changes an issued invoice, through REST or tRPC (409); a draft changes and goes', async () => {
    const quoteId = await devis(alice);
    const created = (await draft(alice, quoteId, { kind: 'acompte', percent: 10 })).json();
    const updated = await rest(t.app, alice, 'PUT', `/api/v1/invoices/${created.id}`, {
      request: { kind: 'acompte', amount: 300 },
    });
    expect(updated.json()).toMatchObject({ status: 'brouillon', ttcCents: 30_000 });
    const other = (await draft(alice, quoteId, { kind: 'acompte', percent: 5 })).json();
    expect((await rest(t.app, alice, 'DELETE', `/api/v1/invoices/${other.id}`)).statusCode).toBe(204);
    expect((await rest(t.app, alice, 'GET', `/api/v1/invoices/${other.id}`)).statusCode).toBe(404);

    const issued = await issue(alice, created.id);
    const change = { request: { kind: 'acompte', amount: 1 } };
    const attempts = [
      await rest(t.app, alice, 'PUT', `/api/v1/invoices/${issued.id}`, change),
      await rest(t.app, alice, 'DELETE', `/api/v1/invoices/${issued.id}`),
      await rest(t.app, alice, 'POST', `/api/v1/invoices/${issued.id}/issue`),
    ];
    for (const answer of attempts) {
      expect(answer.json()).toMatchObject({ statusCode: 409, code: 'INVOICE_ISSUED' });
      expect(answer.json().message).toContain(`La facture ${issued.number} est émise`);
    }
    for (const [path, input] of [
      ['invoices.update', { id: issued.id, ...change }],
      ['invoices.delete', { id: issued.id }],
      ['invoices.issue', { id: issued.id }],
    ] as const) {
      const answer = await trpc(t.app, alice, 'mutation', path, input);
      expect([answer.status, answer.error?.data.code]).toEqual([409, 'INVOICE_ISSUED']);
    }
    // Nor does a write that bypasses the service: the database refuses it.
    await expect(
      t.app.services.orm.em
        .fork()
        .execute('update "invoices" set "ttc_cents" = 1 where "id" = ?', [issued.id]),
    ).rejects.toThrow(/cannot change/);
    const after = (await rest(t.app, alice, 'GET', `/api/v1/invoices/${issued.id}`)).json();
    expect(after).toMatchObject({ number: issued.number, ttcCents: 30_000, content: issued.content });
  });

  it('answers 404 to another company, on every invoice route', async () => {
    const quoteId = await devis(alice);
    const invoice = (await draft(alice, quoteId, { kind: 'acompte', percent: 10 })).json();
    const issued = await issue(alice, invoice.id);
    const answers = [
      await rest(t.app, bob, 'GET', `/api/v1/quotes/${quoteId}/invoices`),
      await draft(bob, quoteId, { kind: 'acompte', percent: 10 }),
      await rest(t.app, bob, 'GET', `/api/v1/invoices/${issued.id}`),
      await rest(t.app, bob, 'PUT', `/api/v1/invoices/${issued.id}`, {
        request: { kind: 'acompte', percent: 1 },
      }),
      await rest(t.app, bob, 'DELETE', `/api/v1/invoices/${issued.id}`),
      await rest(t.app, bob, 'POST', `/api/v1/invoices/${issued.id}/issue`),
      await rest(t.app, bob, 'POST', `/api/v1/invoices/${issued.id}/payments`, {
        paidOn: TODAY,
        amount: 1,
        method: 'virement',
      }),
      await rest(t.app, bob, 'POST', `/api/v1/invoices/${issued.id}/reminder`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(404));
    // Bob's own lists and export show none of alice's.
    expect((await rest(t.app, bob, 'GET', '/api/v1/invoices')).json()).toEqual([]);
    const csv = await rest(t.app, bob, 'GET', `/api/v1/invoices/export?from=${TODAY}&to=${TODAY}`);
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    // An avoir of bob cannot name alice's invoice either.
    const bobsQuote = await devis(bob);
    const avoir = await draft(bob, bobsQuote, { kind: 'avoir', invoiceId: issued.id, whole: true });
    expect(avoir.json()).toMatchObject({ statusCode: 409, code: 'AVOIR_NOT_ALLOWED' });

    // Bob's settings lack the mandatory mentions: his invoice cannot be issued, and takes no number.
    const bobs = (await draft(bob, bobsQuote, { kind: 'acompte', percent: 10 })).json();
    const refused = await rest(t.app, bob, 'POST', `/api/v1/invoices/${bobs.id}/issue`);
    expect(refused.json()).toMatchObject({ statusCode: 422, code: 'MENTIONS_MISSING' });
    expect(refused.json().message).toContain('le numéro de TVA intracommunautaire');
    expect((await rest(t.app, bob, 'GET', `/api/v1/invoices/${bobs.id}`)).json()).toMatchObject({
      status: 'brouillon',
      number: null,
    });
    // Nor has a draft a Factur-X; another company's invoice has none to give.
    expect((await rest(t.app, bob, 'GET', `/api/v1/invoices/${bobs.id}/pdf`)).statusCode).toBe(409);
    expect((await rest(t.app, bob, 'GET', `/api/v1/invoices/${issued.id}/pdf`)).statusCode).toBe(404);
    expect((await rest(t.app, bob, 'GET', `/api/v1/invoices/${issued.id}/factur-x.xml`)).statusCode).toBe(
      404,
    );
  });
});
