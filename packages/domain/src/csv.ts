/**
 * What the estimate's CSV files share (spec part 2 §9; the files themselves are
 * estimate/devis-csv.ts): the quantity of each reference (main, white plate, black plate, box), the
 * neutralising of cells a spreadsheet would run, and the file's name.
 */

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
 * quote, which Excel and LibreOffice read as 'text' (OWASP 'CSV injection': a devis line's name is
 * typed by a user, and the file is opened by another).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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

/** 'estimation-2026-11-22.csv' for the calendar day of `date` in the runtime's time zone. */
export function csvFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `estimation-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
