import { neutraliseFormula } from '../csv.ts';
import { formatVatRate } from '../estimate/mentions.ts';
import { formatDate } from '../format.ts';
import { INVOICE_KIND_LABELS, type InvoiceKind, type RateTotal } from './invoice.schema.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './payments.ts';

// The accountant's export of invoices and payments: a CSV as French spreadsheets and accounting
// software read it — ';' between cells, a comma before the cents, dates JJ/MM/AAAA, UTF-8 with its
// byte-order mark (Excel then reads the accents), CRLF line ends — with one line per VAT rate of each
// invoice (what the sales journal books) and one line per payment. Avoirs are negative.

export interface ExportedInvoice {
  number: string;
  issuedOn: string;
  dueOn: string | null;
  kind: InvoiceKind;
  clientName: string;
  clientSiren: string;
  devisNumber: string;
  byRate: readonly RateTotal[];
}

export interface ExportedPayment {
  paidOn: string;
  invoiceNumber: string;
  clientName: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
}

export const ACCOUNTING_CSV_HEADER = [
  'Date',
  'Pièce',
  'Type',
  'Client',
  'SIREN client',
  'Devis',
  'Échéance',
  'Taux TVA',
  'Base HT',
  'TVA',
  'TTC',
  'Règlement',
  'Référence',
] as const;

/** Cents as '1234,56' ('-12,50' for a credit): no thousands separator, which spreadsheets would misread. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A text cell: formulas neutralised, quoted when it holds ';', '"' or a line break. */
function textCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Invoices (one line per VAT rate) then payments, each in date order, as one CSV text. */
export function accountingCsv(
  invoices: readonly ExportedInvoice[],
  payments: readonly ExportedPayment[],
): string {
  const rows: string[][] = [];
  const byDate = <T>(list: readonly T[], date: (item: T) => string) =>
    [...list].sort((a, b) => date(a).localeCompare(date(b)));
  for (const invoice of byDate(invoices, (i) => `${i.issuedOn}${i.number}`)) {
    const sign = invoice.kind === 'avoir' ? -1 : 1;
    for (const rate of invoice.byRate) {
      rows.push([
        formatDate(invoice.issuedOn),
        textCell(invoice.number),
        textCell(INVOICE_KIND_LABELS[invoice.kind]),
        textCell(invoice.clientName),
        textCell(invoice.clientSiren),
        textCell(invoice.devisNumber),
        invoice.dueOn ? formatDate(invoice.dueOn) : '',
        formatVatRate(rate.rate).replace(/\u00a0%$/, ''),
        csvAmount(sign * rate.baseCents),
        csvAmount(sign * rate.vatCents),
        csvAmount(sign * (rate.baseCents + rate.vatCents)),
        '',
        '',
      ]);
    }
  }
  for (const payment of byDate(payments, (p) => `${p.paidOn}${p.invoiceNumber}`)) {
    rows.push([
      formatDate(payment.paidOn),
      textCell(payment.invoiceNumber),
      'Paiement',
      textCell(payment.clientName),
      '',
      '',
      '',
      '',
      '',
      '',
      csvAmount(payment.amountCents),
      textCell(PAYMENT_METHOD_LABELS[payment.method]),
      textCell(payment.reference),
    ]);
  }
  const lines = [ACCOUNTING_CSV_HEADER.join(';'), ...rows.map((row) => row.join(';'))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** 'factures-2027-01-01-au-2027-03-31.csv'. */
export function accountingCsvFileName(from: string, to: string): string {
  return `factures-${from}-au-${to}.csv`;
}
