import { formatDate, formatPrice } from '../format.ts';
import { toEuros } from '../money.ts';
import { bpToPercent } from './amounts.ts';

// What invoicing refuses, each with a stable code (the server maps it to an HTTP status) and its
// French message. Rule outcomes are data: the builders answer { ok: false, error } and never throw.

const euros = (cents: number) => formatPrice(toEuros(cents));
const percent = (bp: number) => `${String(bpToPercent(bp)).replace('.', ',')}\u00a0%`;

export const INVOICING_MESSAGES = {
  acompteTooHigh: (askedCents: number, leftCents: number) =>
    `L’acompte de ${euros(askedCents)} dépasse le montant TTC restant à facturer sur le devis (${euros(leftCents)})`,
  nothingLeft: 'Il ne reste rien à facturer sur ce devis',
  soldeIssued: (number: string) =>
    `La facture de solde ${number} a déjà été émise\u00a0: il ne reste rien à facturer sur ce devis`,
  situationGoesBack: (label: string, previousBp: number, askedBp: number) =>
    `L’avancement ne peut pas revenir en arrière\u00a0: «\u00a0${label}\u00a0» est déjà facturé à ${percent(previousBp)} (vous indiquez ${percent(askedBp)})`,
  noProgress: 'Aucun avancement depuis la situation précédente\u00a0: rien à facturer',
  unknownLine: (lineId: string) => `Ligne introuvable dans le devis\u00a0: ${lineId}`,
  unknownRoom: (roomId: string | null) =>
    roomId === null
      ? 'Le devis n’a aucune ligne hors des pièces'
      : `Aucune ligne du devis dans la pièce ${roomId}`,
  avoirTooHigh: (askedCents: number, number: string, leftCents: number) =>
    `L’avoir de ${euros(askedCents)} dépasse ce qui reste de la facture ${number} (${euros(leftCents)})`,
  avoirOfAvoir: 'Un avoir ne peut pas porter sur un autre avoir',
  avoirOfDraft: 'Seule une facture émise peut recevoir un avoir',
  alreadyCredited: (number: string) => `La facture ${number} est déjà entièrement annulée par avoir`,
  cancelLaterFirst: (number: string, later: string) =>
    `Annulez d’abord la facture ${later}, émise après la facture ${number} sur ce devis`,
  emptyDevis: 'Le devis n’a aucun montant à facturer',
  worksAcceptedBefore: (acceptedOn: string) =>
    `La réception des travaux ne peut précéder l’acceptation du devis (${formatDate(acceptedOn)})`,
} as const;

export type InvoicingErrorCode =
  | 'ACOMPTE_TOO_HIGH'
  | 'NOTHING_LEFT_TO_INVOICE'
  | 'SITUATION_GOES_BACK'
  | 'SITUATION_NO_PROGRESS'
  | 'UNKNOWN_DEVIS_LINE'
  | 'AVOIR_TOO_HIGH'
  | 'AVOIR_NOT_ALLOWED'
  | 'INVALID_DATE'
  | 'PAYMENT_REFUSED';

export interface InvoicingError {
  code: InvoicingErrorCode;
  message: string;
}

export type InvoicingResult<T> = { ok: true; value: T } | { ok: false; error: InvoicingError };

export function refuse<T>(code: InvoicingErrorCode, message: string): InvoicingResult<T> {
  return { ok: false, error: { code, message } };
}
