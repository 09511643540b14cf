import { DEFAULT_VAT_RATE, VAT_EXEMPT_RATE, type VatRate } from './schema.ts';

// The company's VAT regime (reference/devis.md 'Who issues it'): a micro-entreprise under the
// franchise en base charges no VAT, and its devis says so.

/** The mention a devis of a company under the franchise en base carries (art. 293 B du CGI). */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** Whether a devis at this quote rate is one of a company under the franchise (0 %: no VAT charged). */
export function isVatExempt(quoteRate: VatRate | null | undefined): boolean {
  return quoteRate === VAT_EXEMPT_RATE;
}

/**
 * A devis's lines under the company's regime. Exempt: no line keeps a rate of its own, so every
 * line is at the quote's 0 %. Charging VAT: a 0 % line (left from a time under the franchise) is
 * at the quote's rate again.
 */
export function linesUnderVatRegime<T extends { vatRate?: VatRate | undefined }>(
  lines: readonly T[],
  exempt: boolean,
): T[] {
  return lines.map((line) => {
    if (line.vatRate === undefined || (!exempt && line.vatRate !== VAT_EXEMPT_RATE)) return line;
    const { vatRate: _dropped, ...rest } = line;
    return rest as T;
  });
}

type RatedLine = { vatRate?: VatRate | undefined };

/** What a devis's VAT is made of: the quote's rate and its lines, each part possibly not given. */
export interface VatContent {
  vatRate?: VatRate | undefined;
  quoteItems?: readonly RatedLine[] | undefined;
  dimensioningItems?: readonly RatedLine[] | undefined;
}

/**
 * A devis's content under the company's regime, before it is saved or shown: exempt, the quote is at
 * 0 % and so is every line; charging VAT, 0 % is never a rate (the quote is at 20 % unless another is
 * chosen). `savedRate` is the rate the devis has now; content that gives no rate and no lines is left
 * as it is (a status change alone does not touch the VAT of a sent devis).
 */
export function underVatRegime<C extends VatContent>(
  content: C,
  exempt: boolean,
  savedRate: VatRate = DEFAULT_VAT_RATE,
): C {
  const { vatRate, quoteItems, dimensioningItems } = content;
  if (vatRate === undefined && quoteItems === undefined && dimensioningItems === undefined) return content;
  const rate = vatRate ?? savedRate;
  return {
    ...content,
    vatRate: exempt ? VAT_EXEMPT_RATE : rate === VAT_EXEMPT_RATE ? DEFAULT_VAT_RATE : rate,
    ...(quoteItems ? { quoteItems: linesUnderVatRegime(quoteItems, exempt) } : {}),
    ...(dimensioningItems ? { dimensioningItems: linesUnderVatRegime(dimensioningItems, exempt) } : {}),
  };
}
