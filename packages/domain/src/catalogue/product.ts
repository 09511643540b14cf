/** A catalogue entry: manufacturer reference, label and the spec's price (part 2 §3.10). */
export interface CatalogueProduct {
  reference: string;
  label: string;
  /** Unit price, euros HT in integer cents. */
  priceCents: number;
  /**
   * The spec sets no price for this product: the price is a sourced estimate or the §9 fallback,
   * shown as 'prix à confirmer' (issue 15).
   */
  priceToConfirm?: true;
}

/** The words the estimate and the notes put next to a price the spec does not set. */
export const PRICE_TO_CONFIRM = 'prix à confirmer';
