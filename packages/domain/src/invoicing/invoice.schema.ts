import { z } from 'zod';
import type { LineUnit } from '../estimate/quantity.ts';
import { isoDateSchema } from '../estimate/quote-life.ts';
import type { VatRate } from '../estimate/schema.ts';
import { columnOf, idsOf } from '../labelled.ts';
import { euroAmountSchema, percentSchema } from './amounts.ts';

// What an invoice is (reference/factures.md 'Kinds of invoice in building works'): its kinds, its
// lines and totals, and the requests that make a draft from an accepted devis.

/**
 * The kinds of invoice after a devis, with their label, their short name (lists, the accountant's
 * export) and their Factur-X type code (UNTDID 1001): an acompte is a 386, a situation and a solde
 * are ordinary invoices (380), an avoir a credit note (381).
 */
const INVOICE_KIND_TABLE = {
  acompte: { label: 'Facture d’acompte', short: 'Acompte', typeCode: '386' },
  situation: { label: 'Facture de situation', short: 'Situation', typeCode: '380' },
  solde: { label: 'Facture de solde', short: 'Solde', typeCode: '380' },
  avoir: { label: 'Avoir', short: 'Avoir', typeCode: '381' },
} as const;
export const INVOICE_KINDS = idsOf(INVOICE_KIND_TABLE);
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const invoiceKindSchema = z.enum(INVOICE_KINDS, { error: 'Type de facture inconnu' });
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = columnOf(INVOICE_KIND_TABLE, 'label');
export const INVOICE_KIND_SHORT_LABELS: Record<InvoiceKind, string> = columnOf(INVOICE_KIND_TABLE, 'short');
export const INVOICE_TYPE_CODES: Record<InvoiceKind, string> = columnOf(INVOICE_KIND_TABLE, 'typeCode');

/**
 * What a line of an invoice stands for: works (a devis line, in full or its progress), an acompte
 * asked on the devis, the deduction of an invoice issued before (an acompte, a situation), or the
 * credit of an avoir.
 */
export type InvoiceLineRole = 'works' | 'acompte' | 'deduction' | 'credit';

/** The invoice an avoir credits, or an earlier invoice a line deducts. */
export interface InvoiceReference {
  invoiceId: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  kind: InvoiceKind;
}

export interface InvoiceLine {
  /** Unique within the invoice. */
  id: string;
  role: InvoiceLineRole;
  label: string;
  /** Negative for a deduction (−1 × a positive price: a unit price is never negative, EN 16931 BR-27). */
  quantity: number;
  unit: LineUnit;
  /** HT, cents, ≥ 0. */
  unitPriceCents: number;
  /** HT, cents: the line's amount as billed (negative for a deduction). */
  totalCents: number;
  vatRate: VatRate;
  /** Works: the devis line this bills. */
  devisLineId?: string;
  /** Works: the room of that line (null: the board, the options, the dwelling's lines). */
  roomId?: string | null;
  roomName?: string | null;
  /** Works of a situation or a solde: the devis line's total HT (the 'montant du marché' of the line). */
  contractCents?: number;
  /** Works of a situation or a solde: the line's progress before and after this invoice, in basis points. */
  progress?: { previousBp: number; cumulativeBp: number };
  /** Deduction: the invoices it deducts (a situation deducts every acompte at once). */
  deducts?: InvoiceReference[];
}

/** One VAT rate of an invoice: its base HT and its VAT (rounded once per rate), in cents. */
export interface RateTotal {
  rate: VatRate;
  baseCents: number;
  vatCents: number;
}

export interface InvoiceTotals {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** Highest rate first; rates without lines are left out. */
  byRate: RateTotal[];
}

/**
 * Retenue de garantie (loi 71-584 du 16 juillet 1971): at most 5 % of the invoice's TTC, kept by the
 * client until one year after the acceptance of the works ('réception'). It lowers what is to pay
 * now, never the invoice's amounts or its VAT.
 */
export interface Retenue {
  rateBp: number;
  amountCents: number;
  /** The day the works were accepted, when known; null: not yet (a situation before the réception). */
  worksAcceptedOn: string | null;
  /** One year after worksAcceptedOn; null while that is unknown. */
  releaseOn: string | null;
}

/** Goods, services or both (décret 2022-1299: the invoice names its category of operation). */
const OPERATION_CATEGORY_TABLE = {
  services: { label: 'Prestation de services', letter: 'S' },
  biens: { label: 'Livraison de biens', letter: 'B' },
  mixte: { label: 'Livraison de biens et prestation de services (mixte)', letter: 'M' },
} as const;
export const OPERATION_CATEGORIES = idsOf(OPERATION_CATEGORY_TABLE);
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];
export const operationCategorySchema = z.enum(OPERATION_CATEGORIES, {
  error: 'Catégorie d’opération inconnue\u00a0: services, biens ou mixte',
});
export const OPERATION_CATEGORY_LABELS: Record<OperationCategory, string> = columnOf(
  OPERATION_CATEGORY_TABLE,
  'label',
);
export const OPERATION_CATEGORY_LETTERS: Record<OperationCategory, string> = columnOf(
  OPERATION_CATEGORY_TABLE,
  'letter',
);

/** What the domain computes for an invoice: its lines and totals, and what each kind adds. */
export interface InvoiceContent {
  kind: InvoiceKind;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** Situation and solde only. */
  retenue: Retenue | null;
  /** TTC less the retenue: what the client pays at the due date (an avoir: what is credited). */
  netToPayCents: number;
  /** Avoir: the invoice it credits, and whether it credits all that was left of it. */
  credits: (InvoiceReference & { whole: boolean }) | null;
}

// Requests: what the electrician asks for; the server validates them with these schemas and the
// domain turns them into content against the invoices already issued on the devis.

export const INVOICE_REQUEST_MESSAGES = {
  acompteOneOf: 'Indiquez soit un pourcentage, soit un montant d’acompte',
  acomptePercent: 'Le pourcentage d’acompte doit être supérieur à 0 et au plus 100',
  retenueRate: 'La retenue de garantie est au plus de 5\u00a0% (loi du 16 juillet 1971)',
  paymentDays: 'Le délai de paiement est de 0 à 60 jours (art. L441-10 du Code de commerce)',
  progressEmpty: 'Indiquez l’avancement d’au moins une ligne ou une pièce',
  avoirOneOf: 'Indiquez soit un avoir total, soit un montant',
  lineIdRequired: 'La ligne du devis est requise',
} as const;

/** Terms every kind but the avoir carries: the delay before the due date and the category of operation. */
const termsFields = {
  /** Days from the issue date to the due date; missing: the kind's default (invoiceDefaults). */
  paymentDays: z
    .number({ error: INVOICE_REQUEST_MESSAGES.paymentDays })
    .int(INVOICE_REQUEST_MESSAGES.paymentDays)
    .min(0, INVOICE_REQUEST_MESSAGES.paymentDays)
    .max(60, INVOICE_REQUEST_MESSAGES.paymentDays)
    .optional(),
  /** Missing: derived from the devis lines (operationCategoryOf). */
  operationCategory: operationCategorySchema.optional(),
  /** Date of the works (or their end) when it differs from the issue date. */
  worksDate: isoDateSchema.optional(),
};

/** A retenue de garantie asked on a situation or a solde. */
const retenueFields = {
  /** 0 < rate ≤ 5 %. */
  retenuePercent: z
    .number({ error: INVOICE_REQUEST_MESSAGES.retenueRate })
    .gt(0, INVOICE_REQUEST_MESSAGES.retenueRate)
    .max(5, INVOICE_REQUEST_MESSAGES.retenueRate)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, INVOICE_REQUEST_MESSAGES.retenueRate)
    .optional(),
  /** The day the client accepted the works (réception): the retenue is released a year later. */
  worksAcceptedOn: isoDateSchema.optional(),
};

export const acompteRequestSchema = z
  .object({
    kind: z.literal('acompte'),
    /** A percentage of the devis TTC… */
    percent: percentSchema.refine((n) => n > 0, INVOICE_REQUEST_MESSAGES.acomptePercent).optional(),
    /** …or an amount TTC in euros. */
    amount: euroAmountSchema.optional(),
    ...termsFields,
  })
  .refine((r) => (r.percent === undefined) !== (r.amount === undefined), {
    message: INVOICE_REQUEST_MESSAGES.acompteOneOf,
    path: ['percent'],
  });
export type AcompteRequest = z.infer<typeof acompteRequestSchema>;

/** Progress per devis line, or per room (every line of the room at that percentage; null: the lines in no room). */
export const progressSchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('line'),
    lines: z
      .array(
        z.object({
          lineId: z.string().min(1, INVOICE_REQUEST_MESSAGES.lineIdRequired).max(100),
          percent: percentSchema,
        }),
      )
      .min(1, INVOICE_REQUEST_MESSAGES.progressEmpty)
      .max(5000),
  }),
  z.object({
    by: z.literal('room'),
    rooms: z
      .array(z.object({ roomId: z.string().max(100).nullable(), percent: percentSchema }))
      .min(1, INVOICE_REQUEST_MESSAGES.progressEmpty)
      .max(1000),
  }),
]);
export type ProgressRequest = z.infer<typeof progressSchema>;

export const situationRequestSchema = z.object({
  kind: z.literal('situation'),
  progress: progressSchema,
  ...termsFields,
  ...retenueFields,
});
export type SituationRequest = z.infer<typeof situationRequestSchema>;

export const soldeRequestSchema = z.object({
  kind: z.literal('solde'),
  ...termsFields,
  ...retenueFields,
});
export type SoldeRequest = z.infer<typeof soldeRequestSchema>;

export const avoirRequestSchema = z
  .object({
    kind: z.literal('avoir'),
    /** The issued invoice it credits. */
    invoiceId: z.string().min(1).max(100),
    /** All that is left of the invoice… */
    whole: z.boolean().optional(),
    /** …or an amount TTC in euros. */
    amount: euroAmountSchema.optional(),
    /** Why (a commercial gesture, an error…), printed on the avoir. */
    reason: z.string().trim().max(300, 'Le motif ne doit pas dépasser 300 caractères').default(''),
  })
  .refine((r) => (r.whole === true) !== (r.amount !== undefined), {
    message: INVOICE_REQUEST_MESSAGES.avoirOneOf,
    path: ['amount'],
  });
export type AvoirRequest = z.infer<typeof avoirRequestSchema>;

/** Any draft's request, told apart by `kind`. */
export const invoiceRequestSchema = z.union([
  acompteRequestSchema,
  situationRequestSchema,
  soldeRequestSchema,
  avoirRequestSchema,
]);
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
