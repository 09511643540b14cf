import type { InvoiceDocument } from './document.ts';

// How CII (UN/CEFACT CrossIndustryInvoice) writes values: amounts with a point and two decimals,
// dates as YYYYMMDD (format 102), units from UN/ECE Recommendation 20, VAT categories from UNCL 5305.

/** Cents → '1234.56' (BR-FR-DEC-01: at most two decimals). */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity with at most four decimals (BR-FR-DEC-02), no trailing zeros: '1', '12.5', '-1'. */
export function quantity(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

/** A VAT rate as the French rules list it: '20', '10', '5.5', '0' (BR-FR-16). */
export function rate(value: number): string {
  return String(value);
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (UNTDID 2379 format 102). */
export function date102(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '');
}

/** The line units of a devis (LineUnit) as UN/ECE Rec. 20 codes: piece, metre, hour, lump sum. */
export const UNIT_CODES = { u: 'C62', m: 'MTR', h: 'HUR', forfait: 'LS' } as const;

/**
 * VAT categories (UNCL 5305): S standard or reduced rates; E exempt, the franchise en base of
 * art. 293 B du CGI, with its French exemption code (VATEX-FR-FRANCHISE, EN 16931 code list).
 */
export function vatCategory(vatRate: number): {
  code: 'S' | 'E';
  exemption?: { code: string; text: string };
} {
  if (vatRate > 0) return { code: 'S' };
  return {
    code: 'E',
    exemption: { code: 'VATEX-FR-FRANCHISE', text: 'TVA non applicable, art. 293 B du CGI' },
  };
}

/**
 * When the VAT is due (BT-8, CII codes 5 invoice date, 29 delivery date, 72 payment date): for
 * services, at payment unless the company opted for the debits; for goods, at delivery — an acompte
 * on goods at payment (CGI art. 269). None under the franchise.
 */
export function vatDueDateCode(doc: InvoiceDocument): '5' | '29' | '72' | null {
  if (doc.seller.vatExempt) return null;
  if (doc.operationCategory === 'biens') return doc.content.kind === 'acompte' ? '72' : '29';
  return doc.seller.vatOnDebits ? '5' : '72';
}
