import { describe, expect, it } from 'vitest';
import { devisLine, devisOf, History } from '../../test/invoicing-devis.ts';
import type { InvoiceContent, InvoiceRequest } from './invoice.schema.ts';

// The kinds of invoice after a devis (reference/factures.md 'Kinds of invoice in building works'):
// a T3 renovation at 10 % with an EV charger at 20 %.
const T3 = () =>
  devisOf([
    devisLine('q:prises', 120_000, 10, { roomId: 'sejour', roomName: 'Séjour' }),
    devisLine('q:eclairage', 80_000, 10, { roomId: 'chambre', roomName: 'Chambre' }),
    devisLine('d:tableau', 150_000, 10),
    devisLine('q:borne', 100_000, 20),
  ]);
// Devis: HT 3 500,00 € at 10 % (VAT 350,00 €) and 1 000,00 € at 20 % (VAT 200,00 €): TTC 5 050,00 €.

function byRate(content: InvoiceContent) {
  return content.totals.byRate.map((r) => [r.rate, r.baseCents, r.vatCents]);
}

const situation = (percent: number, roomId: string | null = null): InvoiceRequest => ({
  kind: 'situation',
  progress: { by: 'room', rooms: [{ roomId, percent }] },
});
const allAt = (percent: number): InvoiceRequest => ({
  kind: 'situation',
  progress: { by: 'room', rooms: ['sejour', 'chambre', null].map((roomId) => ({ roomId, percent })) },
});

describe('facture d’acompte (a percentage or an amount of the devis TTC)', () => {
  it('30 % of 5 050,00 € is 1 515,00 € TTC, shared between the rates as the devis is', () => {
    const acompte = new History(T3()).issue({ kind: 'acompte', percent: 30 }).content;
    expect(acompte.kind).toBe('acompte');
    expect(byRate(acompte)).toEqual([
      [20, 30_000, 6_000],
      [10, 105_000, 10_500],
    ]);
    expect(acompte.totals.ttcCents).toBe(151_500);
    expect(acompte.netToPayCents).toBe(151_500);
    expect(acompte.lines.map((l) => l.label)).toEqual([
      'Acompte de 30\u00a0% sur le devis DEV-2027-0001 — travaux à 20\u00a0%',
      'Acompte de 30\u00a0% sur le devis DEV-2027-0001 — travaux à 10\u00a0%',
    ]);
  });

  it.each([
    [1500, 150_000],
    [1234.56, 123_456],
    [0.01, 1],
  ])('an amount of %s € TTC is billed to the cent', (amount, ttc) => {
    const acompte = new History(T3()).issue({ kind: 'acompte', amount }).content;
    expect(acompte.totals.ttcCents).toBe(ttc);
  });
});

describe('facture de situation (cumulative progress, each billing the difference)', () => {
  it('bills each line’s progress and deducts the acompte in proportion to it', () => {
    const history = new History(T3());
    history.issue({ kind: 'acompte', percent: 30 });
    const first = history.issue(allAt(60)).content;
    expect(
      first.lines.filter((l) => l.role === 'works').map((l) => [l.id, l.totalCents, l.progress]),
    ).toEqual([
      ['q:prises', 72_000, { previousBp: 0, cumulativeBp: 6000 }],
      ['q:eclairage', 48_000, { previousBp: 0, cumulativeBp: 6000 }],
      ['d:tableau', 90_000, { previousBp: 0, cumulativeBp: 6000 }],
      ['q:borne', 60_000, { previousBp: 0, cumulativeBp: 6000 }],
    ]);
    // 60 % of each rate's acompte: 630,00 € at 10 %, 180,00 € at 20 %.
    expect(
      first.lines.filter((l) => l.role === 'deduction').map((l) => [l.vatRate, l.quantity, l.totalCents]),
    ).toEqual([
      [20, -1, -18_000],
      [10, -1, -63_000],
    ]);
    expect(byRate(first)).toEqual([
      [20, 42_000, 8_400],
      [10, 147_000, 14_700],
    ]);

    // The next one bills 60 % → 80 % of the séjour only.
    const second = history.issue(situation(80, 'sejour')).content;
    expect(
      second.lines.filter((l) => l.role === 'works').map((l) => [l.id, l.totalCents, l.progress]),
    ).toEqual([['q:prises', 24_000, { previousBp: 6000, cumulativeBp: 8000 }]]);
  });

  it('takes progress per line as well as per room', () => {
    const history = new History(T3());
    const content = history.issue({
      kind: 'situation',
      progress: { by: 'line', lines: [{ lineId: 'q:borne', percent: 33.33 }] },
    }).content;
    expect(content.lines.map((l) => [l.id, l.totalCents])).toEqual([['q:borne', 33_330]]);
  });
});

describe('facture de solde (the rest, minus acomptes and situations)', () => {
  it('bills the devis in full and deducts each earlier invoice at its rate', () => {
    const history = new History(T3());
    history.issue({ kind: 'acompte', percent: 30 });
    history.issue(allAt(60));
    const solde = history.issue({ kind: 'solde', retenuePercent: 5, worksAcceptedOn: '2027-03-15' }).content;
    expect(solde.lines.filter((l) => l.role === 'works')).toHaveLength(4);
    expect(
      solde.lines.filter((l) => l.role === 'deduction').map((l) => [l.label, l.vatRate, l.totalCents]),
    ).toEqual([
      ['Déduction\u00a0: Facture d’acompte FAC-2027-0001 du 01/02/2027', 20, -30_000],
      ['Déduction\u00a0: Facture d’acompte FAC-2027-0001 du 01/02/2027', 10, -105_000],
      ['Déduction\u00a0: Facture de situation FAC-2027-0002 du 01/02/2027', 20, -42_000],
      ['Déduction\u00a0: Facture de situation FAC-2027-0002 du 01/02/2027', 10, -147_000],
    ]);
    expect(byRate(solde)).toEqual([
      [20, 28_000, 5_600],
      [10, 98_000, 9_800],
    ]);
    expect(solde.totals.ttcCents).toBe(141_400);
    // Retenue de garantie: 5 % of the TTC, released a year after the acceptance of the works.
    expect(solde.retenue).toEqual({
      rateBp: 500,
      amountCents: 7_070,
      worksAcceptedOn: '2027-03-15',
      releaseOn: '2028-03-15',
    });
    expect(solde.netToPayCents).toBe(134_330);
    // Acompte + situation + solde: the devis TTC to the cent.
    expect(history.issued.reduce((sum, i) => sum + i.content.totals.ttcCents, 0)).toBe(505_000);
  });

  it('is the whole devis when nothing was billed before', () => {
    const solde = new History(T3()).issue({ kind: 'solde' }).content;
    expect(solde.totals.ttcCents).toBe(505_000);
    expect(solde.lines.every((l) => l.role === 'works')).toBe(true);
  });
});

describe('refusals: what cannot be billed, in French, nothing built', () => {
  // [label, issued before, request, code, message]
  it.each<[string, InvoiceRequest[], InvoiceRequest, string, string]>([
    [
      'an acompte above the devis TTC',
      [],
      { kind: 'acompte', amount: 5050.01 },
      'ACOMPTE_TOO_HIGH',
      'L’acompte de 5\u202f050,01\u00a0€ dépasse le montant TTC restant à facturer sur le devis (5\u202f050,00\u00a0€)',
    ],
    [
      'an acompte above what is left after a first acompte',
      [{ kind: 'acompte', percent: 80 }],
      { kind: 'acompte', percent: 30 },
      'ACOMPTE_TOO_HIGH',
      'L’acompte de 1\u202f515,00\u00a0€ dépasse le montant TTC restant à facturer sur le devis (1\u202f010,00\u00a0€)',
    ],
    [
      'an acompte after the solde',
      [{ kind: 'solde' }],
      { kind: 'acompte', percent: 10 },
      'NOTHING_LEFT_TO_INVOICE',
      'La facture de solde FAC-2027-0001 a déjà été émise\u00a0: il ne reste rien à facturer sur ce devis',
    ],
    [
      'a situation going back below a previous percentage',
      [allAt(60)],
      situation(40, 'sejour'),
      'SITUATION_GOES_BACK',
      'L’avancement ne peut pas revenir en arrière\u00a0: «\u00a0Ligne q:prises\u00a0» est déjà facturé à 60\u00a0% (vous indiquez 40\u00a0%)',
    ],
    [
      'a situation with no progress since the previous one',
      [allAt(60)],
      situation(60, 'sejour'),
      'SITUATION_NO_PROGRESS',
      'Aucun avancement depuis la situation précédente\u00a0: rien à facturer',
    ],
    [
      'a situation on a line the devis does not have',
      [],
      { kind: 'situation', progress: { by: 'line', lines: [{ lineId: 'q:autre', percent: 50 }] } },
      'UNKNOWN_DEVIS_LINE',
      'Ligne introuvable dans le devis\u00a0: q:autre',
    ],
    [
      'a situation after the solde',
      [{ kind: 'solde' }],
      allAt(100),
      'NOTHING_LEFT_TO_INVOICE',
      'La facture de solde FAC-2027-0001 a déjà été émise\u00a0: il ne reste rien à facturer sur ce devis',
    ],
    [
      'a solde when the situations billed everything',
      [allAt(100)],
      { kind: 'solde' },
      'NOTHING_LEFT_TO_INVOICE',
      'Il ne reste rien à facturer sur ce devis',
    ],
    [
      'a solde when one was already issued',
      [{ kind: 'solde' }],
      { kind: 'solde' },
      'NOTHING_LEFT_TO_INVOICE',
      'La facture de solde FAC-2027-0001 a déjà été émise\u00a0: il ne reste rien à facturer sur ce devis',
    ],
    [
      'a retenue released from before the devis was accepted',
      [],
      { kind: 'solde', retenuePercent: 5, worksAcceptedOn: '2026-12-31' },
      'INVALID_DATE',
      'La réception des travaux ne peut précéder l’acceptation du devis (04/01/2027)',
    ],
  ])('%s', (_label, before, request, code, message) => {
    const history = new History(T3());
    for (const earlier of before) history.issue(earlier);
    expect(history.try(request)).toEqual({ ok: false, error: { code, message } });
  });
});

describe('avoir (total or partial, referencing its invoice)', () => {
  it('credits part of an invoice, shared between its rates, to the cent', () => {
    const history = new History(T3());
    const solde = history.issue({ kind: 'solde' });
    const avoir = history.issue({
      kind: 'avoir',
      invoiceId: solde.id,
      amount: 100,
      reason: 'Geste commercial',
    }).content;
    expect(avoir.kind).toBe('avoir');
    expect(avoir.totals.ttcCents).toBe(10_000);
    expect(avoir.credits).toEqual({
      invoiceId: solde.id,
      number: 'FAC-2027-0001',
      issuedOn: '2027-02-01',
      kind: 'solde',
      whole: false,
    });
    expect(avoir.lines[0]?.label).toBe('Avoir sur la facture FAC-2027-0001 du 01/02/2027 — Geste commercial');
  });

  it('cancels an invoice when it credits all of it: the devis may be billed again', () => {
    const history = new History(T3());
    const acompte = history.issue({ kind: 'acompte', percent: 30 });
    const avoir = history.issue({ kind: 'avoir', invoiceId: acompte.id, whole: true, reason: '' }).content;
    expect(avoir.totals.ttcCents).toBe(151_500);
    expect(avoir.credits?.whole).toBe(true);
    expect(avoir.lines[0]?.label).toBe('Annulation de la facture FAC-2027-0001 du 01/02/2027');
    // The cancelled acompte no longer counts: 100 % can be asked again.
    expect(history.issue({ kind: 'acompte', percent: 100 }).content.totals.ttcCents).toBe(505_000);
  });

  it('keeps a partial avoir as a reduction: the solde does not bill it again', () => {
    const history = new History(T3());
    const acompte = history.issue({ kind: 'acompte', percent: 30 });
    history.issue({ kind: 'avoir', invoiceId: acompte.id, amount: 15, reason: '' });
    const solde = history.issue({ kind: 'solde' }).content;
    expect(solde.totals.ttcCents).toBe(505_000 - 151_500);
  });

  it.each<[string, (h: History) => InvoiceRequest, string, string]>([
    [
      'above its invoice',
      (h) => ({
        kind: 'avoir',
        invoiceId: h.issue({ kind: 'acompte', amount: 100 }).id,
        amount: 100.01,
        reason: '',
      }),
      'AVOIR_TOO_HIGH',
      'L’avoir de 100,01\u00a0€ dépasse ce qui reste de la facture FAC-2027-0001 (100,00\u00a0€)',
    ],
    [
      'above what earlier avoirs left of it',
      (h) => {
        const acompte = h.issue({ kind: 'acompte', amount: 100 });
        h.issue({ kind: 'avoir', invoiceId: acompte.id, amount: 60, reason: '' });
        return { kind: 'avoir', invoiceId: acompte.id, amount: 50, reason: '' };
      },
      'AVOIR_TOO_HIGH',
      'L’avoir de 50,00\u00a0€ dépasse ce qui reste de la facture FAC-2027-0001 (40,00\u00a0€)',
    ],
    [
      'on an avoir',
      (h) => {
        const acompte = h.issue({ kind: 'acompte', amount: 100 });
        const avoir = h.issue({ kind: 'avoir', invoiceId: acompte.id, amount: 10, reason: '' });
        return { kind: 'avoir', invoiceId: avoir.id, amount: 5, reason: '' };
      },
      'AVOIR_NOT_ALLOWED',
      'Un avoir ne peut pas porter sur un autre avoir',
    ],
    [
      'on an invoice already cancelled',
      (h) => {
        const acompte = h.issue({ kind: 'acompte', amount: 100 });
        h.issue({ kind: 'avoir', invoiceId: acompte.id, whole: true, reason: '' });
        return { kind: 'avoir', invoiceId: acompte.id, whole: true, reason: '' };
      },
      'AVOIR_NOT_ALLOWED',
      'La facture FAC-2027-0001 est déjà entièrement annulée par avoir',
    ],
    [
      'cancelling an invoice a later one builds on',
      (h) => {
        const acompte = h.issue({ kind: 'acompte', amount: 100 });
        h.issue(allAt(50));
        return { kind: 'avoir', invoiceId: acompte.id, whole: true, reason: '' };
      },
      'AVOIR_NOT_ALLOWED',
      'Annulez d’abord la facture FAC-2027-0002, émise après la facture FAC-2027-0001 sur ce devis',
    ],
    [
      'on an invoice not issued',
      () => ({ kind: 'avoir', invoiceId: 'brouillon', amount: 5, reason: '' }),
      'AVOIR_NOT_ALLOWED',
      'Seule une facture émise peut recevoir un avoir',
    ],
  ])('is refused %s', (_label, setUp, code, message) => {
    const history = new History(T3());
    const request = setUp(history);
    expect(history.try(request)).toEqual({ ok: false, error: { code, message } });
  });
});
