// A devis's statuses, their labels and which are issued (issue 16 'Quote life'), without zod: the
// dashboard's project cards read them, and importing them from quote-life.ts brought zod's whole
// runtime into the dashboard's first load (issue 19). quote-life.ts re-exports them with its schemas.

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'refused'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Brouillon',
  sent: 'Envoyé',
  accepted: 'Accepté',
  refused: 'Refusé',
};

/** A devis handed to the client: it carries a number and its figures are the ones the client saw. */
export function isIssued(status: string): boolean {
  return status === 'sent' || status === 'accepted' || status === 'refused';
}
