import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devisLine, devisOf, History } from '../../test/invoicing-devis.ts';
import { VAT_RATES, type VatRate } from '../estimate/schema.ts';
import type { InvoiceRequest } from './invoice.schema.ts';
import { creditedByInvoice, devisLedger } from './ledger.ts';
import { sumByRate } from './totals.ts';

// Properties of any story of invoices on a devis: whatever the electrician asks, in whatever order,
// nothing is billed beyond the devis at any VAT rate, every line is priced the way EN 16931 wants,
// and once the solde is issued the devis is billed to the cent.

const rate = fc.constantFrom<VatRate>(...VAT_RATES);
const devisArbitrary = fc
  .array(
    fc.record({
      totalCents: fc.integer({ min: 0, max: 2_000_000 }),
      vatRate: rate,
      room: fc.constantFrom<string | null>('sejour', 'cuisine', null),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines) =>
    devisOf(
      lines.map((l, i) => devisLine(`l${i}`, l.totalCents, l.vatRate, { roomId: l.room, roomName: l.room })),
    ),
  );

const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
/** A step of the story: the request is completed against the history when it needs an invoice id. */
const stepArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('acompte' as const),
    percent: fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100),
  }),
  fc.record({
    kind: fc.constant('acompte' as const),
    amount: fc.integer({ min: 1, max: 3_000_000 }).map((c) => c / 100),
  }),
  fc.record({
    kind: fc.constant('situation' as const),
    lines: fc.array(fc.record({ index: fc.nat(5), percent }), { minLength: 1, maxLength: 4 }),
    retenue: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('room' as const),
    roomId: fc.constantFrom<string | null>('sejour', 'cuisine', null),
    percent,
  }),
  fc.record({
    kind: fc.constant('avoir' as const),
    pick: fc.nat(),
    whole: fc.boolean(),
    amount: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
  }),
);

const REFUSALS = new Set([
  'ACOMPTE_TOO_HIGH',
  'NOTHING_LEFT_TO_INVOICE',
  'SITUATION_GOES_BACK',
  'SITUATION_NO_PROGRESS',
  'UNKNOWN_DEVIS_LINE',
  'AVOIR_TOO_HIGH',
  'AVOIR_NOT_ALLOWED',
]);

type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

function requestOf(step: Step, history: History): InvoiceRequest | null {
  const lines = history.devis.lines;
  switch (step.kind) {
    case 'acompte':
      return 'percent' in step
        ? { kind: 'acompte', percent: step.percent }
        : { kind: 'acompte', amount: step.amount };
    case 'situation':
      return {
        kind: 'situation',
        progress: {
          by: 'line',
          lines: step.lines.map((l) => ({
            lineId: lines[l.index % lines.length]?.id ?? 'l0',
            percent: l.percent,
          })),
        },
        ...(step.retenue ? { retenuePercent: 5 } : {}),
      };
    case 'room':
      return {
        kind: 'situation',
        progress: { by: 'room', rooms: [{ roomId: step.roomId, percent: step.percent }] },
      };
    case 'avoir': {
      const target = history.issued.filter((i) => i.content.kind !== 'avoir')[
        step.pick % Math.max(1, history.issued.length)
      ];
      if (!target) return null;
      return step.whole
        ? { kind: 'avoir', invoiceId: target.id, whole: true, reason: '' }
        : { kind: 'avoir', invoiceId: target.id, amount: step.amount, reason: '' };
    }
  }
}

describe('invoices on a devis, whatever the story (property)', () => {
  it('never bill beyond the devis at any rate, price every line ≥ 0, and end on the devis to the cent', () => {
    fc.assert(
      fc.property(devisArbitrary, fc.array(stepArbitrary, { maxLength: 8 }), (devis, steps) => {
        const history = new History(devis);
        for (const step of steps) {
          const request = requestOf(step, history);
          if (!request) continue;
          const credited = creditedByInvoice(history.issued);
          const result = history.try(request);
          if (!result.ok) {
            expect(REFUSALS).toContain(result.error.code);
            continue;
          }
          const content = result.value;
          for (const line of content.lines) {
            expect(Number.isInteger(line.totalCents)).toBe(true);
            expect(line.unitPriceCents).toBeGreaterThanOrEqual(0);
          }
          if (content.kind === 'avoir') {
            const target = history.issued.find((i) => i.id === content.credits?.invoiceId);
            const left = (target?.content.totals.ttcCents ?? 0) - (credited.get(target?.id ?? '') ?? 0);
            expect(content.totals.ttcCents).toBeLessThanOrEqual(left + 1);
          } else {
            for (const r of content.totals.byRate) expect(r.baseCents).toBeGreaterThanOrEqual(0);
          }
          history.add(content);
          const ledger = devisLedger(devis, history.issued);
          for (const [r, net] of ledger.netBases) {
            expect(net).toBeLessThanOrEqual(ledger.devisBases.get(r) ?? 0);
          }
        }
        // Whatever came before, the solde (when one is left to issue) completes the devis exactly.
        const solde = history.try({ kind: 'solde' });
        if (solde.ok) history.add(solde.value);
        const ledger = devisLedger(devis, history.issued);
        const devisBases = sumByRate(devis.lines);
        if (ledger.solde) {
          for (const [r, base] of devisBases) expect(ledger.netBases.get(r) ?? 0).toBe(base);
        } else {
          expect(solde.ok).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
    // fast-check's 200 stories take a second alone, several on a loaded machine.
  }, 60_000);
});
