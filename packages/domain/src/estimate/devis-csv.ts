import { neutraliseFormula, referenceQuantities } from '../csv.ts';
import {
  DEFAULT_VAT_RATE,
  isPriceToEnter,
  lineVatRate,
  PRICE_TO_ENTER,
  type QuoteItem,
  type VatRate,
} from './schema.ts';
import { lineTotal, type PricedLine, unitPrice } from './totals.ts';

// CSV for French spreadsheets: semicolons, decimal commas, UTF-8 with a BOM (the
// caller adds it), CRLF, and no cell that a spreadsheet would run as a formula.

export const CSV_SEPARATOR = ';';

/**
 * A cell as text: quoted when it holds the separator, a quote or a line break (RFC 4180 with ';'),
 * and neutralised when it starts with = + - @ tab or CR (OWASP 'CSV injection': a leading quote
 * makes Excel and LibreOffice read it as text).
 */
export function frenchCsvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 8.2 → '8,20'; a French spreadsheet reads it as a number. */
export function frenchDecimal(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}

function frenchQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : frenchDecimal(quantity, 1);
}

function csv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(frenchCsvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

export interface DevisCsvLine extends PricedLine, Pick<QuoteItem, 'prixASaisir'> {
  intitule?: string | null;
  reference_principal?: string | null;
}

export const DEVIS_CSV_HEADER = [
  'Désignation',
  'Référence',
  'Quantité',
  'P.U. HT',
  'TVA',
  'Total HT',
] as const;

/** The devis lines: one row each, P.U. HT × quantity = total HT as on the screen and the PDF. */
export function devisCsv(items: readonly DevisCsvLine[], quoteRate: VatRate = DEFAULT_VAT_RATE): string {
  return csv([
    DEVIS_CSV_HEADER,
    ...items.map((item) => [
      // The P.U. cell stays a number for the spreadsheet's sums; the name says the price is missing.
      isPriceToEnter(item) ? `${item.intitule ?? ''} (${PRICE_TO_ENTER})` : (item.intitule ?? ''),
      [item.reference_principal, item.plaque_blanche, item.plaque_noir, item.boite_encastrement]
        .map((r) => r?.trim())
        .filter(Boolean)
        .join(' + '),
      frenchQuantity(item.quantity),
      frenchDecimal(unitPrice(item)),
      `${String(lineVatRate(item, quoteRate)).replace('.', ',')} %`,
      frenchDecimal(lineTotal(item)),
    ]),
  ]);
}

export const PARTS_CSV_HEADER = ['Référence', 'Quantité'] as const;

/**
 * The wholesaler's parts list: every reference (device, plate, box) with its total quantity, in
 * order of first appearance; lines without a reference (labour, travel) are left out.
 */
export function partsCsv(items: readonly DevisCsvLine[]): string {
  const totals = referenceQuantities(items);
  return csv([PARTS_CSV_HEADER, ...[...totals].map(([ref, quantity]) => [ref, frenchQuantity(quantity)])]);
}
