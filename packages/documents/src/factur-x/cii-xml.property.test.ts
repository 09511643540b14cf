import type { DevisLine, InvoiceRequest, VatRate } from '@courant/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMATRONS, schematronErrors } from '../../test/factur-x-validators.ts';
import { BUSINESS_CLIENT, documentOf, issueAll, T3_DEVIS } from '../../test/invoice-documents.ts';
import { invoiceCiiXml } from './cii-xml.ts';

// Random devis and invoicing stories (acompte, situation, solde with or without retenue, partial
// avoir), each invoice checked by the EN 16931 and BR-FR schematrons: the amounts the domain rounds
// (per rate, per line, shares of acomptes) must always add up as EN 16931 wants. Few runs: each
// validation takes a second or two.

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPriceCents: fc.integer({ min: 1, max: 250_000 }),
  vatRate: fc.constantFrom<VatRate>(20, 10, 5.5),
});

const storyArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  acompte: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  situation: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
  retenue: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  avoirCents: fc.integer({ min: 1, max: 10_000 }),
});

describe('random invoicing stories', () => {
  it('every invoice they issue passes EN 16931 and BR-FR', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        const lines: DevisLine[] = story.lines.map((l, i) => ({
          id: `q:${i}`,
          label: `Ligne ${i + 1}`,
          kind: 'fourniture',
          quantity: l.quantity,
          unit: 'u',
          unitPriceCents: l.unitPriceCents,
          totalCents: l.quantity * l.unitPriceCents,
          vatRate: l.vatRate,
          roomId: null,
          roomName: null,
        }));
        const requests: InvoiceRequest[] = [
          ...(story.acompte ? [{ kind: 'acompte' as const, percent: story.acompte }] : []),
          ...(story.situation
            ? [
                {
                  kind: 'situation' as const,
                  progress: {
                    by: 'line' as const,
                    lines: lines.map((l) => ({ lineId: l.id, percent: story.situation ?? 0 })),
                  },
                },
              ]
            : []),
          { kind: 'solde', ...(story.retenue ? { retenuePercent: story.retenue } : {}) },
        ];
        const issued = issueAll({ ...T3_DEVIS, lines }, requests);
        const solde = issued.at(-1);
        if (!solde) throw new Error('no solde');
        const avoirCents = Math.min(story.avoirCents, solde.content.totals.ttcCents);
        const withAvoir = issueAll({ ...T3_DEVIS, lines }, [
          ...requests,
          { kind: 'avoir', invoiceId: solde.id, amount: avoirCents / 100, reason: '' },
        ]);
        for (const invoice of withAvoir) {
          const xml = invoiceCiiXml(documentOf(invoice, BUSINESS_CLIENT));
          expect(schematronErrors(xml, SCHEMATRONS.en16931)).toEqual([]);
          expect(schematronErrors(xml, SCHEMATRONS.brfr)).toEqual([]);
        }
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
