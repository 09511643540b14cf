import type { QuoteStatus } from '@courant/domain';

/** What step 8 shows of the devis's life: number, version, status, dates and terms. */
export interface QuoteLife {
  quoteId: string | null;
  status: QuoteStatus;
  number: string | null;
  version: number;
  issuedOn: string | null;
  validUntil: string | null;
  /** Where the devis is signed, printed 'Fait à …' in the PDF. */
  signaturePlace: string | null;
  /** Planned start ('YYYY-MM-DD') and duration in days, printed in the PDF. */
  plannedStart: string | null;
  plannedDurationDays: number | null;
  /** Signed at the client's home or at a distance: a private client gets the withdrawal form. */
  offPremises: boolean;
}

export function lifeOf(quote: Omit<QuoteLife, 'quoteId'> & { id: string | null }): QuoteLife {
  return {
    quoteId: quote.id,
    status: quote.status,
    number: quote.number,
    version: quote.version,
    issuedOn: quote.issuedOn,
    validUntil: quote.validUntil,
    signaturePlace: quote.signaturePlace,
    plannedStart: quote.plannedStart,
    plannedDurationDays: quote.plannedDurationDays,
    offPremises: quote.offPremises,
  };
}
