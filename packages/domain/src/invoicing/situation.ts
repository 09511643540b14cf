import type { VatRate } from '../estimate/schema.ts';
import { divideRounded, percentToBp } from './amounts.ts';
import { contentOf, retenueAsked } from './content.ts';
import type { DevisLine } from './devis-lines.ts';
import type { InvoiceContent, InvoiceLine, ProgressRequest, SituationRequest } from './invoice.schema.ts';
import { INVOICING_MESSAGES, type InvoicingResult, refuse } from './invoicing-errors.ts';
import { type DevisLedger, progressOf, referenceOf, worksAt } from './ledger.ts';
import type { RateAmounts } from './totals.ts';

// Facture de situation (reference/factures.md): each bills the cumulative progress of the works
// (per devis line or per room) less what the earlier situations billed, and deducts the acomptes in
// proportion to the progress (ledger.ts).

/** The cumulative progress asked for each devis line the request names (per line, or every line of a room). */
function askedProgress(
  lines: readonly DevisLine[],
  progress: ProgressRequest,
): InvoicingResult<Map<string, number>> {
  const asked = new Map<string, number>();
  if (progress.by === 'line') {
    const known = new Set(lines.map((line) => line.id));
    for (const entry of progress.lines) {
      if (!known.has(entry.lineId)) {
        return refuse('UNKNOWN_DEVIS_LINE', INVOICING_MESSAGES.unknownLine(entry.lineId));
      }
      asked.set(entry.lineId, percentToBp(entry.percent));
    }
  } else {
    for (const entry of progress.rooms) {
      const inRoom = lines.filter((line) => line.roomId === entry.roomId);
      if (inRoom.length === 0)
        return refuse('UNKNOWN_DEVIS_LINE', INVOICING_MESSAGES.unknownRoom(entry.roomId));
      for (const line of inRoom) asked.set(line.id, percentToBp(entry.percent));
    }
  }
  return { ok: true, value: asked };
}

function add(into: RateAmounts, rate: VatRate, cents: number): void {
  into.set(rate, (into.get(rate) ?? 0) + cents);
}

export function buildSituation(
  ledger: DevisLedger,
  request: SituationRequest,
): InvoicingResult<InvoiceContent> {
  const { devis, solde } = ledger;
  if (solde) return refuse('NOTHING_LEFT_TO_INVOICE', INVOICING_MESSAGES.soldeIssued(solde.number));
  const asked = askedProgress(devis.lines, request.progress);
  if (!asked.ok) return asked;
  const retenue = retenueAsked(request, devis.acceptedOn);
  if (!retenue.ok) return retenue;

  const works: InvoiceLine[] = [];
  /** Works billed per rate by all situations once this one is issued, and by this one. */
  const cumulativeWorks: RateAmounts = new Map();
  const thisWorks: RateAmounts = new Map();
  for (const line of devis.lines) {
    const previousBp = progressOf(ledger, line);
    const cumulativeBp = asked.value.get(line.id) ?? previousBp;
    if (cumulativeBp < previousBp) {
      return refuse(
        'SITUATION_GOES_BACK',
        INVOICING_MESSAGES.situationGoesBack(line.label, previousBp, cumulativeBp),
      );
    }
    add(cumulativeWorks, line.vatRate, worksAt(line, cumulativeBp));
    const amount = worksAt(line, cumulativeBp) - worksAt(line, previousBp);
    if (amount <= 0) continue;
    add(thisWorks, line.vatRate, amount);
    works.push({
      id: line.id,
      role: 'works',
      label: line.label,
      quantity: 1,
      unit: 'forfait',
      unitPriceCents: amount,
      totalCents: amount,
      vatRate: line.vatRate,
      devisLineId: line.id,
      roomId: line.roomId,
      roomName: line.roomName,
      contractCents: line.totalCents,
      progress: { previousBp, cumulativeBp },
    });
  }
  if (works.length === 0) return refuse('SITUATION_NO_PROGRESS', INVOICING_MESSAGES.noProgress);

  const acomptes = ledger.active.filter((invoice) => invoice.content.kind === 'acompte');
  const deductions: InvoiceLine[] = [];
  for (const [rate, acompteBase] of [...ledger.acompteBases].sort(([a], [b]) => b - a)) {
    const devisBase = ledger.devisBases.get(rate) ?? 0;
    if (acompteBase <= 0 || devisBase <= 0) continue;
    // The acomptes deducted once this situation is issued: their share of the progress of the rate.
    const target = divideRounded(acompteBase * (cumulativeWorks.get(rate) ?? 0), devisBase);
    const due = target - (ledger.deductedBases.get(rate) ?? 0);
    const deduct = Math.min(Math.max(0, due), thisWorks.get(rate) ?? 0);
    if (deduct <= 0) continue;
    deductions.push({
      id: `D${deductions.length + 1}`,
      role: 'deduction',
      label: `Déduction des acomptes ${acomptes.map((a) => a.number).join(', ')} au prorata de l’avancement`,
      quantity: -1,
      unit: 'forfait',
      unitPriceCents: deduct,
      totalCents: -deduct,
      vatRate: rate,
      deducts: acomptes.map(referenceOf),
    });
  }
  return { ok: true, value: contentOf('situation', [...works, ...deductions], { retenue: retenue.value }) };
}
