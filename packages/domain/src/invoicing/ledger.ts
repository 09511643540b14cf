import type { VatRate } from '../estimate/schema.ts';
import { FULL_BP, shareOf, vatOf } from './amounts.ts';
import type { DevisLine, InvoicedDevis } from './devis-lines.ts';
import type { InvoiceContent, InvoiceReference, InvoiceTotals } from './invoice.schema.ts';
import { compareInvoiceNumbers } from './numbering.ts';
import { type RateAmounts, sumByRate, totalsOfBases } from './totals.ts';

// What a devis has been billed so far, read from its issued invoices: the ledger every new invoice
// is built against (and re-built at issue, when others may have been issued since its draft).
//
// How the kinds meet (product choices, each a rule of its own below):
// - An acompte is a share of the devis TTC; its VAT is charged on the acompte itself.
// - A situation bills each line's cumulative progress less what earlier situations billed, and
//   deducts the acomptes in proportion to the progress of each VAT rate (never more than the works it
//   bills at that rate): the client never pays the acompte twice, and nothing is billed beyond the devis.
// - The solde bills every devis line in full and deducts every earlier invoice (each acompte, each
//   situation net of its deductions) at its VAT rate: what is left, to the cent, per rate.
// - An avoir that credits all that is left of an invoice cancels it: the devis can be billed again
//   for it. A partial avoir is a reduction granted: it stays billed.

/** An invoice already issued (numbered) on the devis. */
export interface IssuedInvoice {
  id: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  content: InvoiceContent;
}

export interface DevisLedger {
  devis: InvoicedDevis;
  /** The devis's HT per rate and its totals. */
  devisBases: RateAmounts;
  devisTotals: InvoiceTotals;
  /** Acomptes, situations and solde not cancelled by an avoir, in the order they were issued. */
  active: IssuedInvoice[];
  /** The avoirs issued, and the TTC they credit per invoice id. */
  creditedCents: Map<string, number>;
  /** Cumulative progress already billed per devis line (basis points). */
  progressBp: Map<string, number>;
  /** HT of the active acomptes per rate, and how much of it the situations have deducted. */
  acompteBases: RateAmounts;
  deductedBases: RateAmounts;
  /** HT billed per rate by the active invoices (their net: works less deductions). */
  netBases: RateAmounts;
  /** The active solde, if any: then nothing is left to bill. */
  solde: IssuedInvoice | null;
}

/** How an invoice is referred to by another. */
export function referenceOf(invoice: IssuedInvoice): InvoiceReference {
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    kind: invoice.content.kind,
  };
}

function add(into: RateAmounts, rate: VatRate, cents: number): void {
  into.set(rate, (into.get(rate) ?? 0) + cents);
}

/** The TTC each invoice has been credited by the avoirs among `invoices`. */
export function creditedByInvoice(invoices: readonly IssuedInvoice[]): Map<string, number> {
  const credited = new Map<string, number>();
  for (const invoice of invoices) {
    const credits = invoice.content.credits;
    if (invoice.content.kind === 'avoir' && credits) {
      credited.set(
        credits.invoiceId,
        (credited.get(credits.invoiceId) ?? 0) + invoice.content.totals.ttcCents,
      );
    }
  }
  return credited;
}

/** The ids of the invoices an avoir among `invoices` cancelled (it credited all that was left of them). */
export function cancelledIds(invoices: readonly IssuedInvoice[]): Set<string> {
  return new Set(
    invoices.flatMap((invoice) =>
      invoice.content.kind === 'avoir' && invoice.content.credits?.whole
        ? [invoice.content.credits.invoiceId]
        : [],
    ),
  );
}

/** The ledger of a devis from every invoice issued on it (avoirs included), in any order. */
export function devisLedger(devis: InvoicedDevis, issued: readonly IssuedInvoice[]): DevisLedger {
  const devisBases = sumByRate(devis.lines);
  const creditedCents = creditedByInvoice(issued);
  const cancelled = cancelledIds(issued);
  const active = issued
    .filter((invoice) => invoice.content.kind !== 'avoir' && !cancelled.has(invoice.id))
    .sort((a, b) => compareInvoiceNumbers(a.number, b.number));
  const progressBp = new Map<string, number>();
  const acompteBases: RateAmounts = new Map();
  const deductedBases: RateAmounts = new Map();
  const netBases: RateAmounts = new Map();
  let solde: IssuedInvoice | null = null;
  for (const invoice of active) {
    if (invoice.content.kind === 'solde') solde = invoice;
    for (const line of invoice.content.lines) {
      add(netBases, line.vatRate, line.totalCents);
      if (line.role === 'acompte') add(acompteBases, line.vatRate, line.totalCents);
      if (line.role === 'deduction' && invoice.content.kind === 'situation') {
        add(deductedBases, line.vatRate, -line.totalCents);
      }
      if (line.role === 'works' && line.devisLineId !== undefined && line.progress) {
        const before = progressBp.get(line.devisLineId) ?? 0;
        progressBp.set(line.devisLineId, Math.max(before, line.progress.cumulativeBp));
      }
    }
  }
  return {
    devis,
    devisBases,
    devisTotals: totalsOfBases(devisBases),
    active,
    creditedCents,
    progressBp,
    acompteBases,
    deductedBases,
    netBases,
    solde,
  };
}

/** Cumulative progress of a devis line already billed. */
export function progressOf(ledger: DevisLedger, line: DevisLine): number {
  return ledger.progressBp.get(line.id) ?? 0;
}

/** What a line's cumulative progress bills in all: its share of the line total (100 %: the total exactly). */
export function worksAt(line: DevisLine, bp: number): number {
  return bp >= FULL_BP ? line.totalCents : shareOf(line.totalCents, bp);
}

/** HT still to bill per rate: the devis less what the active invoices billed (never below 0). */
export function remainingBases(ledger: DevisLedger): RateAmounts {
  const left: RateAmounts = new Map();
  for (const [rate, base] of ledger.devisBases) {
    left.set(rate, Math.max(0, base - (ledger.netBases.get(rate) ?? 0)));
  }
  return left;
}

/** TTC still to bill per rate (each rate's HT left and its VAT). */
export function remainingTtc(ledger: DevisLedger): RateAmounts {
  const left: RateAmounts = new Map();
  for (const [rate, base] of remainingBases(ledger)) left.set(rate, base + vatOf(base, rate));
  return left;
}
