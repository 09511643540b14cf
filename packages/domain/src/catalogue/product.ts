/** A catalogue entry: manufacturer reference, label and the spec's price (part 2 §3.10). */
export interface CatalogueProduct {
  reference: string;
  label: string;
  /** Unit price, euros HT in integer cents. */
  priceCents: number;
  /**
   * The spec sets no price for this product: the price is a sourced estimate or the §9 fallback,
   * shown as 'prix à confirmer'.
   */
  priceToConfirm?: true;
  /**
   * The catalogue has no price for it: the line is shown at 0 € with 'prix à saisir' until the
   * installer types one (no made-up prices).
   */
  priceToEnter?: true;
  /** Where the reference (and the price when it is not the spec's) was read. */
  source?: string;
  /** False when the reference was not found in a manufacturer or distributor listing. */
  confirmed?: boolean;
}

/** The words the estimate and the notes put next to a price the spec does not set. */
export const PRICE_TO_CONFIRM = 'prix à confirmer';
