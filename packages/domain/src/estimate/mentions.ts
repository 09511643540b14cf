import { DEFAULT_VAT_RATE, lineVatRate, type VatRate } from './schema.ts';

// Mentions a devis carries because of its VAT rates (reference/devis.md 'VAT rates')

/** 5.5 → '5,5 %', 20 → '20 %' (a no-break space before %, French typography). */
export function formatVatRate(rate: VatRate): string {
  return `${String(rate).replace('.', ',')}\u00a0%`;
}

/** 'TVA 10 %' as a totals line reads. */
export function vatRateLabel(rate: VatRate): string {
  return `TVA ${formatVatRate(rate)}`;
}

/**
 * Since 16 February 2025 (loi de finances pour 2025, art. 41; BOI-LETTRE-000280) the client of
 * reduced-rate works no longer fills the Cerfa 1300-SD / 1301-SD attestation: the devis carries a
 * mention that the client signs. Courant's wording of it.
 */
export const REDUCED_VAT_MENTION =
  "Taux réduit de TVA — attestation du client : je soussigné(e), client, certifie que les travaux portent sur des locaux à usage d'habitation achevés depuis plus de deux ans, qu'ils ne concourent pas à la production d'un immeuble neuf ni n'augmentent de plus de 10 % la surface de plancher, et qu'ils remplissent les conditions du taux réduit (art. 278-0 bis A et 279-0 bis du CGI).";

/** Whether any line of the devis is at a reduced rate (10 % or 5,5 %): the mention is then due. */
export function hasReducedRate(
  items: ReadonlyArray<{ vatRate?: VatRate | null }>,
  quoteRate: VatRate = DEFAULT_VAT_RATE,
): boolean {
  return items.some((item) => lineVatRate(item, quoteRate) < 20);
}
