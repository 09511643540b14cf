import {
  CLIENT_KINDS,
  INVOICE_KINDS,
  type InvoiceContent,
  invoiceKindSchema,
  invoiceRequestSchema,
  invoiceStatusSchema,
  isoDateSchema,
  LINE_UNITS,
  OPERATION_CATEGORIES,
  PAYMENT_METHODS,
  paymentInputSchema,
  vatRateSchema,
} from '@courant/domain';
import { z } from 'zod';
import { pageInfoSchema, pageInputSchema } from '../../trpc/paging.ts';

// Requests and answers of the invoices' procedures. The rules' schemas (the requests, a payment) are
// the domain's; this file only wraps them with the ids the routes name and describes the answers.

const id = z.string().max(100);

/** POST /quotes/{quoteId}/invoices: a draft of one kind, from the accepted devis. */
export const invoiceCreateInputSchema = z.object({
  quoteId: id,
  request: invoiceRequestSchema.describe(
    'Selon `kind`\u00a0: acompte (percent ou amount), situation (progress par ligne ou par pièce), solde, avoir (invoiceId, whole ou amount)',
  ),
});

/** PUT /invoices/{id}: a draft asked again (any kind); an issued invoice answers 409. */
export const invoiceUpdateInputSchema = z.object({ id, request: invoiceRequestSchema });

export const invoiceIdInputSchema = z.object({ id });
export const quoteInvoicesInputSchema = z.object({ quoteId: id });

export const paymentCreateInputSchema = paymentInputSchema.extend({ id });

export const invoiceListInputSchema = pageInputSchema(50);

/** GET /invoices/export?from=…&to=…: the accountant's export of a period (issue dates and payment dates). */
export const invoiceExportParamsSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((period) => period.from <= period.to, {
    message: 'La date de début doit précéder la date de fin',
    path: ['to'],
  });

const referenceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  kind: invoiceKindSchema,
});

const lineSchema = z.object({
  id: z.string(),
  role: z.enum(['works', 'acompte', 'deduction', 'credit']),
  label: z.string(),
  quantity: z.number(),
  unit: z.enum(LINE_UNITS),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  vatRate: vatRateSchema,
  devisLineId: z.string().optional(),
  roomId: z.string().nullable().optional(),
  roomName: z.string().nullable().optional(),
  contractCents: z.number().int().optional(),
  progress: z.object({ previousBp: z.number().int(), cumulativeBp: z.number().int() }).optional(),
  deducts: z.array(referenceSchema).optional(),
});

const centsTotals = z.object({
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
  byRate: z.array(z.object({ rate: vatRateSchema, baseCents: z.number().int(), vatCents: z.number().int() })),
});

/** The domain's InvoiceContent, as answered. */
export const invoiceContentSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  lines: z.array(lineSchema),
  totals: centsTotals,
  retenue: z
    .object({
      rateBp: z.number().int(),
      amountCents: z.number().int(),
      worksAcceptedOn: z.string().nullable(),
      releaseOn: z.string().nullable(),
    })
    .nullable(),
  netToPayCents: z.number().int(),
  credits: referenceSchema.extend({ whole: z.boolean() }).nullable(),
}) satisfies z.ZodType<InvoiceContent>;

export const paymentViewSchema = z.object({
  id: z.string(),
  paidOn: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

const partiesSchema = z.object({
  company: z.object({
    name: z.string(),
    siret: z.string(),
    legalForm: z.string(),
    capital: z.number().nullable(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    registration: z.string(),
    vatNumber: z.string(),
    vatExempt: z.boolean(),
    vatOnDebits: z.boolean(),
    insurer: z.string(),
    insurerContact: z.string(),
    insurancePolicy: z.string(),
    insuranceCoverage: z.string(),
    latePaymentMention: z.string(),
    mediatorMention: z.string(),
  }),
  client: z
    .object({
      kind: z.enum(CLIENT_KINDS),
      name: z.string(),
      address: z.string(),
      postalCode: z.string(),
      city: z.string(),
      siteAddress: z.string(),
      sitePostalCode: z.string(),
      siteCity: z.string(),
      email: z.string(),
      phone: z.string(),
      siren: z.string().optional(),
      vatNumber: z.string().optional(),
    })
    .nullable(),
  devis: z.object({ id: z.string(), number: z.string(), acceptedOn: z.string() }),
});

/** What a list shows of an invoice: its number, kind, client, amounts and computed status. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  quoteId: z.string().nullable(),
  projectId: z.string().nullable(),
  kind: invoiceKindSchema,
  status: invoiceStatusSchema,
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  devisNumber: z.string(),
  clientName: z.string(),
  ttcCents: z.number().int(),
  netToPayCents: z.number().int(),
  paidCents: z.number().int(),
  creditedCents: z.number().int(),
  /** What is left to pay at the due date (net to pay less avoirs and payments); < 0: overpaid. */
  balanceCents: z.number().int(),
  /** An avoir: the invoice it credits. */
  creditsId: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One invoice in full: what it bills, its parties and mentions, its payments. */
export const invoiceViewSchema = invoiceSummarySchema.extend({
  request: invoiceRequestSchema,
  content: invoiceContentSchema,
  operationCategory: z.enum(OPERATION_CATEGORIES),
  paymentDays: z.number().int(),
  worksDate: z.string().nullable(),
  /** As issued; a draft: as the settings and the devis say today. */
  parties: partiesSchema,
  mentions: z.array(z.string()),
  /** What the company's settings or the client lack for the mentions (filled in before issuing). */
  missingMentions: z.array(z.object({ where: z.enum(['company', 'client']), label: z.string() })),
  payments: z.array(paymentViewSchema),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /quotes/{quoteId}/invoices: the devis's invoices, and what is left to bill on it. */
export const quoteInvoicesSchema = z.object({
  quoteId: z.string(),
  devisNumber: z.string(),
  devisTtcCents: z.number().int(),
  /** TTC not yet billed by the issued invoices (acomptes, situations, solde; avoirs that cancel count back). */
  remainingTtcCents: z.number().int(),
  invoices: z.array(invoiceViewSchema),
});
export type QuoteInvoices = z.infer<typeof quoteInvoicesSchema>;

export const invoiceListSchema = pageInfoSchema.extend({ invoices: z.array(invoiceSummarySchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const reminderSentSchema = z.object({ to: z.string(), balanceCents: z.number().int() });

/** What the issued invoices still have to collect, in cents. */
export const outstandingBalanceSchema = z.object({ balanceCents: z.number().int() });
export type OutstandingBalance = z.infer<typeof outstandingBalanceSchema>;
