/**
 * CSV export of the estimate (spec part 2 §9): header 'Référence,Quantité', one line per reference
 * (main, white plate, black plate, box) with quantities of identical references summed. Quoting
 * and line breaks follow RFC 4180. The caller adds a BOM if a spreadsheet needs one.
 */

export const CSV_HEADER = 'Référence,Quantité';

/** The reference fields of an estimate line; quote and board lines both fit. */
export interface CsvLine {
  quantity: number;
  reference_principal?: string | null;
  plaque_blanche?: string | null;
  plaque_noir?: string | null;
  boite_encastrement?: string | null;
}

/**
 * A cell that a spreadsheet would run as a formula — starting with = + - @ tab or CR — gets a leading
 * quote, which Excel and LibreOffice read as 'text' (OWASP 'CSV injection', issue 18).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180: a field holding a comma, a double quote or a line break is quoted, quotes doubled; a
 * formula is neutralised first.
 */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/** Quantity per reference, in order of first appearance. Blank references and empty lines are left out. */
export function referenceQuantities(items: readonly CsvLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) {
    const quantity = Number(item.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    for (const ref of [
      item.reference_principal,
      item.plaque_blanche,
      item.plaque_noir,
      item.boite_encastrement,
    ]) {
      const key = ref?.trim();
      if (!key) continue;
      totals.set(key, (totals.get(key) ?? 0) + quantity);
    }
  }
  return totals;
}

export function estimateCsv(items: readonly CsvLine[]): string {
  const rows = [CSV_HEADER];
  for (const [reference, quantity] of referenceQuantities(items)) {
    rows.push(`${csvField(reference)},${formatQuantity(quantity)}`);
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** 'estimation-2026-11-22.csv' for the calendar day of `date` in the runtime's time zone. */
export function csvFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `estimation-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
