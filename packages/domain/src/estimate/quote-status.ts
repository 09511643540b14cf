// A devis's statuses, their labels and which are issued, without zod: the
// dashboard's project cards read them, and importing them from quote-life.ts brought zod's whole
// runtime into the dashboard's first load. quote-life.ts re-exports them with its schemas.

import { idsOf } from '../labelled.ts';

export const QUOTE_STATUS_LABELS = {
  draft: 'Brouillon',
  sent: 'Envoyé',
  accepted: 'Accepté',
  refused: 'Refusé',
};
export const QUOTE_STATUSES = idsOf(QUOTE_STATUS_LABELS);
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A devis handed to the client: it carries a number and its figures are the ones the client saw. */
export function isIssued(status: string): boolean {
  return status === 'sent' || status === 'accepted' || status === 'refused';
}
