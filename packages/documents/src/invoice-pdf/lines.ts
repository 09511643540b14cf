import { formatPrice, formatVatRate, type InvoiceLine, toEuros } from '@courant/domain';
import { NBSP, Table, type TableColumn, type TableRow } from '../layout/index.ts';
import type { InvoiceContext } from './context.ts';

const COLUMNS: readonly TableColumn[] = [
  { header: 'Désignation' },
  { header: 'Qté', width: 40, align: 'right' },
  { header: 'P.U. HT', width: 72, align: 'right' },
  { header: 'TVA', width: 40, align: 'right' },
  { header: 'Total HT', width: 78, align: 'right' },
];

const UNIT_SUFFIX = { u: '', m: `${NBSP}m`, h: `${NBSP}h`, forfait: '' } as const;
const percent = (bp: number) => `${String(bp / 100).replace('.', ',')}${NBSP}%`;

/** What a line says under its label: a situation's progress on its line of the devis. */
function detail(line: InvoiceLine): string {
  if (!line.progress || line.contractCents === undefined) return '';
  return ` — avancement ${percent(line.progress.cumulativeBp)} (précédemment ${percent(line.progress.previousBp)}) de ${formatPrice(toEuros(line.contractCents))} HT`;
}

function row(line: InvoiceLine): TableRow {
  return {
    cells: [
      `${line.label}${detail(line)}`,
      `${String(line.quantity).replace('.', ',')}${UNIT_SUFFIX[line.unit]}`,
      formatPrice(toEuros(line.unitPriceCents)),
      formatVatRate(line.vatRate),
      formatPrice(toEuros(line.totalCents)),
    ],
    // Deductions of earlier invoices read apart from the works.
    muted: line.role === 'deduction',
  };
}

/** Per line (art. 242 nonies A): designation, quantity, unit price HT, VAT rate, total HT. */
export function drawLines({ layout: l, doc }: InvoiceContext): void {
  l.heading('Détail');
  const table = new Table(l, COLUMNS);
  table.header();
  for (const line of doc.content.lines) table.row(row(line));
}
