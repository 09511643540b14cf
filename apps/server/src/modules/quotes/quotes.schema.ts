import {
  billedDimensioningItemSchema,
  billedQuoteItemSchema,
  clientSchema,
  dimensioningItemSchema,
  quoteItemSchema,
  quoteScheduleSchema,
  quoteStatusInputSchema,
  quoteStatusSchema,
  vatRateSchema,
} from '@courant/domain';
import { z } from 'zod';
import { pageInputSchema, pageSchema } from '../../trpc/paging.ts';

const name = z.string().trim().min(1, 'Le nom de l’estimation est requis').max(300);
const description = z.string().max(5000).nullable().optional();
const quoteItems = z.array(quoteItemSchema).max(5000);
const dimensioningItems = z.array(dimensioningItemSchema).max(5000);
/**
 * The quote's VAT rate (20, 10 or 5,5 %); a line may carry its own. A company under the
 * franchise en base has every devis at 0 %, whatever is sent; 0 is not a rate for any other.
 */
const vatRate = vatRateSchema.describe(
  'Taux de TVA du devis\u00a0: 20, 10 ou 5.5\u202f; 0 pour une entreprise en franchise en base (art. 293 B du CGI), qui l’a sur tous ses devis',
);
/** Planned start ('YYYY-MM-DD') and duration in days; where the devis is signed. */
const schedule = {
  ...quoteScheduleSchema.shape,
  offPremises: z
    .boolean()
    .optional()
    .describe(
      'Signé chez le client ou à distance (par défaut)\u00a0: un client particulier reçoit le formulaire de rétractation',
    ),
};
/** 'completed' (the spec's finished quote) is read as 'sent'. */
const statusInput = quoteStatusInputSchema.describe(
  "draft, sent (envoyé\u00a0: le devis reçoit son numéro), accepted, refused\u202f; 'completed' vaut 'sent'",
);

/** POST /quotes (part 2 §7). */
export const quoteCreateInputSchema = z.object({
  projectId: z.string(),
  /** Defaults to 'Estimations {project name}' (part 2 §3.9). */
  name: name.optional(),
  description,
  quoteItems: quoteItems.default([]),
  dimensioningItems: dimensioningItems.default([]),
  vatRate: vatRate.optional(),
  ...schedule,
  /** Created as draft unless said otherwise (part 2 §4.4); sent numbers it at once. */
  status: statusInput.default('draft'),
});
export type QuoteCreateInput = z.infer<typeof quoteCreateInputSchema>;

/** The name, description and lines an update or a finish may change; each left out keeps the saved one. */
const contentChanges = {
  name: name.optional(),
  description,
  quoteItems: quoteItems.optional(),
  dimensioningItems: dimensioningItems.optional(),
};

/** PUT /quotes/{id}: any subset; a missing status keeps the saved one (part 2 §4.4). */
export const quoteUpdateInputSchema = z.object({
  id: z.string(),
  ...contentChanges,
  vatRate: vatRate.optional(),
  ...schedule,
  /** Checked against the devis's life: draft → sent → accepted / refused. */
  status: statusInput.optional(),
});
export type QuoteUpdateInput = z.infer<typeof quoteUpdateInputSchema>;

/** One VAT rate of a devis: the lines' total HT at that rate and its VAT, in euros. */
export const vatBreakdownSchema = z.object({
  /** 20, 10 or 5.5; 0 under the franchise en base. */
  rate: z.number(),
  baseHT: z.number(),
  tva: z.number(),
});

/** The dates and terms of a devis: issue, validity, planned work, where and how it is signed. */
const quoteTermsFields = {
  /** 'YYYY-MM-DD' (French calendar day), null before it is sent. */
  issuedOn: z.string().nullable(),
  validUntil: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedDurationDays: z.number().int().nullable(),
  offPremises: z.boolean(),
  /** Where the devis is signed ('Fait à …'); null when not said. */
  signaturePlace: z.string().nullable(),
};

/** Number, version and dates of a devis. */
const quoteLifeFields = {
  /** 'DEV-2026-0001' once sent (kept by later versions); null for a draft never sent. */
  number: z.string().nullable(),
  version: z.number().int(),
  ...quoteTermsFields,
};

/**
 * The lines of an estimate, each with what it is billed (`billed`: rate, unit price, total, parts), and
 * its totals, as a saved quote and a computed estimate answer them: the lines' `billed.total` at each
 * rate add up to that rate's `baseHT`.
 */
const billedLines = {
  quoteItems: z.array(billedQuoteItemSchema),
  dimensioningItems: z.array(billedDimensioningItemSchema),
};

const estimateFields = {
  ...billedLines,
  /** € HT, 2 decimals, computed by the server with estimateTotals. */
  totalAmount: z.number(),
  /** The VAT of every rate and the total TTC, for clients that show them. */
  tva: z.number(),
  totalTTC: z.number(),
  /** The quote's VAT rate (a computed estimate: the saved quote's, 20 before the first save). */
  vatRate: z.number(),
  /** Totals per VAT rate, highest first (arrêté du 24 janvier 2017). */
  byRate: z.array(vatBreakdownSchema),
};

export const quoteViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ...estimateFields,
  status: quoteStatusSchema,
  ...quoteLifeFields,
  /** The client as the devis was sent to them; null for a draft or without a client. */
  client: clientSchema.nullable(),
  /** When the client accepted or refused it. */
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** quotes.compute: the estimate to show at step 8; `recompute` ignores the saved lines ('Recalculer'). */
export const quoteComputeInputSchema = z.object({
  projectId: z.string(),
  recompute: z.coerce.boolean().default(false),
});
export type QuoteComputeInput = z.infer<typeof quoteComputeInputSchema>;

/**
 * Where the lines come from (part 2 §4.4): the project's saved quote, else computed from its rooms,
 * equipment and dimensioning. (The project keeps no lines of its own apart from its first quote, so
 * the spec's middle source, 'data already on the project', is that quote.)
 */
export const estimateOriginSchema = z.enum(['quote', 'computed']);

export const computedEstimateSchema = z.object({
  projectId: z.string(),
  origin: estimateOriginSchema,
  /** The quote the lines were read from or that later saves update; null before the first save. */
  quoteId: z.string().nullable(),
  status: quoteStatusSchema,
  /** The saved quote's description, null without one. */
  description: z.string().nullable(),
  ...estimateFields,
  ...quoteLifeFields,
});
export type ComputedEstimate = z.infer<typeof computedEstimateSchema>;

/**
 * quotes.finish (part 2 §4.5): the quote is saved as completed and the project completed, together.
 * Lines left out keep the saved ones (or, without a saved quote, the computed estimate).
 */
export const quoteFinishInputSchema = z.object({
  projectId: z.string(),
  ...contentChanges,
  vatRate: vatRate.optional(),
  ...schedule,
});
export type QuoteFinishInput = z.infer<typeof quoteFinishInputSchema>;

/** What a project card reads of each quote (part 1 §7 'Quotes read by cards'). */
export const quoteSummarySchema = quoteViewSchema.pick({
  id: true,
  status: true,
  number: true,
  totalAmount: true,
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/**
 * A quote of the project's list (GET /quotes/project/{projectId}): its summary, never its lines, which
 * GET /quotes/{id} gives: a list reads no quote's lines.
 */
export const quoteListItemSchema = quoteSummarySchema.extend(
  quoteViewSchema.pick({ projectId: true, name: true, createdAt: true, updatedAt: true }).shape,
);
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** A page of a project's quotes, oldest first (the first is the one step 8 updates). */
export const quoteListInputSchema = pageInputSchema(20);
export const quoteListSchema = pageSchema('quotes', quoteListItemSchema);
export type QuoteList = z.infer<typeof quoteListSchema>;

/** A devis's version number, as a path gives it ('/quotes/{id}/versions/1/pdf'). */
export const quoteVersionNumber = z.coerce.number().int().min(1).max(100_000);

/** GET /quotes/{id}/versions: what each earlier version said when it was sent. */
export const quoteVersionViewSchema = z.object({
  version: quoteLifeFields.version,
  /** A kept version was sent: it has its number. */
  number: z.string(),
  status: quoteStatusSchema,
  /** As this version said them. */
  ...quoteTermsFields,
  vatRate: z.number(),
  totalAmount: z.number(),
  ...billedLines,
  client: clientSchema.nullable(),
  createdAt: z.string(),
});
export type QuoteVersionView = z.infer<typeof quoteVersionViewSchema>;
