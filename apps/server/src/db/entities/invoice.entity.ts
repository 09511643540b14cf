import type {
  InvoiceClient,
  InvoiceCompany,
  InvoiceContent,
  InvoiceKind,
  InvoiceRequest,
  OperationCategory,
  PaymentMethod,
} from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CompanySchema } from './company.entity.ts';
import { ProjectSchema, QuoteSchema } from './project.entity.ts';
import { createdAt, deletedWith, nullWhenDeleted, timestamps } from './properties.ts';

/** Who an invoice is from and to, and the devis it bills, as they were when it was issued. */
export interface InvoiceParties {
  company: InvoiceCompany;
  client: InvoiceClient | null;
  devis: { id: string; number: string; acceptedOn: string };
}

/**
 * An invoice made from an accepted devis: a draft (editable, deletable, no number) until it is issued;
 * then numbered FAC-YYYY-NNNN in the company's one yearly series and never changed again — it
 * outlives its devis and project (both references become null), since an issued invoice is never
 * deleted (reference/factures.md). Money in integer cents; the totals are copies of `content`'s, kept
 * as columns for the lists and the overdue query.
 */
export const InvoiceSchema = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  uniques: [{ properties: ['company', 'number'] }],
  indexes: [{ properties: ['company', 'status', 'dueOn'] }],
  // An issued invoice never changes, whatever writes to it: the migration's trigger refuses it.
  triggers: [
    {
      name: 'invoices_issued_unchanged',
      timing: 'before',
      events: ['update'],
      expression:
        'create trigger "invoices_issued_unchanged" before update on "invoices" for each row execute function "invoices_issued_unchanged"()',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    company: () => deletedWith(CompanySchema),
    quote: () => nullWhenDeleted(QuoteSchema).index(),
    project: () => nullWhenDeleted(ProjectSchema),
    kind: p.string().length(20).$type<InvoiceKind>(),
    /** 'draft' | 'issued': what is stored; paid, late… are computed when read. */
    status: p.string().length(10).$type<'draft' | 'issued'>().default('draft'),
    /** Given at issue, never to a draft. */
    number: p.string().length(30).nullable(),
    /** What the electrician asked for: the content is built from it again at issue. */
    request: p.json<InvoiceRequest>(),
    content: p.json<InvoiceContent>(),
    operationCategory: p.string().length(20).$type<OperationCategory>(),
    /** Days from issue to due date (0 for an avoir, which has no due date). */
    paymentDays: p.integer().default(0),
    worksDate: p.string().length(10).nullable(),
    /** 'YYYY-MM-DD', French calendar day; null while a draft. */
    issuedOn: p.string().length(10).nullable(),
    dueOn: p.string().length(10).nullable(),
    issuedAt: p.datetime().nullable(),
    ttcCents: p.bigint('number').default(0),
    netToPayCents: p.bigint('number').default(0),
    /** An avoir: the invoice it credits. */
    credits: p.uuid().nullable().index(),
    /** The devis's number and the client's name, for the lists (the parties hold the rest). */
    devisNumber: p.string().length(30).default(''),
    clientName: p.string().length(200).default(''),
    /** Seller, buyer and devis as issued; null while a draft (read from the settings then). */
    parties: p.json<InvoiceParties>().nullable(),
    /** The mentions printed on it, as issued. */
    mentions: p.json<string[]>().nullable(),
    ...timestamps(),
  },
});
export type Invoice = InferEntity<typeof InvoiceSchema>;

/** A payment received on an issued invoice. */
export const InvoicePaymentSchema = defineEntity({
  name: 'InvoicePayment',
  tableName: 'invoice_payments',
  properties: {
    id: p.uuid().primary(),
    invoice: () => deletedWith(InvoiceSchema).index(),
    paidOn: p.string().length(10),
    amountCents: p.bigint('number'),
    method: p.string().length(20).$type<PaymentMethod>(),
    reference: p.string().length(200).default(''),
    createdAt: createdAt(),
  },
});
export type InvoicePayment = InferEntity<typeof InvoicePaymentSchema>;

/**
 * The last invoice number a company gave in a year (avoirs included: one series), taken with a row
 * lock in the transaction that issues (companies/company-lock.ts), so numbers never repeat nor skip.
 */
export const InvoiceCounterSchema = defineEntity({
  name: 'InvoiceCounter',
  tableName: 'invoice_counters',
  properties: {
    company: () => deletedWith(CompanySchema).primary(),
    year: p.integer().primary(),
    last: p.integer(),
  },
});
export type InvoiceCounter = InferEntity<typeof InvoiceCounterSchema>;
