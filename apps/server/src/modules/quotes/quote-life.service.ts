import { randomUUID } from 'node:crypto';
import {
  checkQuoteTransition,
  contentChange,
  formatQuoteNumber,
  parisDate,
  type QuoteStatus,
  quoteStatusSchema,
  validityDate,
} from '@courant/domain';
import {
  ClientSchema,
  type Project,
  type Quote,
  type QuoteSnapshot,
  QuoteVersionSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import { toClientData } from '../clients/clients.service.ts';
import { loadCompany } from '../companies/companies.service.ts';

// The life of a devis on the server (issue 16 'Quote life'): the rules are the domain's
// (checkQuoteTransition, contentChange); this file does the writes, always inside the caller's
// transaction.

export function quoteStatusOf(value: string): QuoteStatus {
  const parsed = quoteStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : value === 'completed' ? 'sent' : 'draft';
}

/**
 * The company's next devis number for the year: one statement that creates or bumps the
 * (company, year) counter row and keeps it locked until the transaction ends. Two finishes at once
 * queue on that row, so no number repeats; a send that rolls back gives its number back, so none is
 * skipped.
 */
export async function nextQuoteNumber(tem: Em, companyId: string, year: number): Promise<string> {
  const [row] = await tem.execute<{ last: number }[]>(
    `insert into quote_counters (company_id, year, last) values (?, ?, 1)
     on conflict (company_id, year) do update set last = quote_counters.last + 1 returning last`,
    [companyId, year],
  );
  if (!row) throw new AppError('INTERNAL', 'Numérotation du devis impossible');
  return formatQuoteNumber(year, Number(row.last));
}

/**
 * Sends a draft: its number (a new one, or the one its earlier versions carried), the day of issue and
 * of validity (the company's days), and the project's client as it is now, kept with the devis.
 */
export async function issueQuote(tem: Em, quote: Quote, project: Project, now: Date): Promise<void> {
  const company = await loadCompany(tem, project.company);
  const issuedOn = parisDate(now);
  quote.company = company.id;
  quote.number ??= await nextQuoteNumber(tem, company.id, Number(issuedOn.slice(0, 4)));
  quote.issuedOn = issuedOn;
  quote.validUntil = validityDate(issuedOn, company.validityDays);
  const client = project.client ? await tem.findOne(ClientSchema, { id: project.client }) : null;
  quote.client = client ? toClientData(client) : null;
  quote.status = 'sent';
  quote.decidedAt = null;
}

function snapshotOf(quote: Quote): QuoteSnapshot {
  return {
    name: quote.name,
    description: quote.description ?? null,
    quoteItems: quote.quoteItems,
    dimensioningItems: quote.dimensioningItems,
    vatRate: Number(quote.vatRate),
    totalCents: Number(quote.totalCents),
    status: quoteStatusOf(quote.status),
    ...quoteDatesOf(quote),
    client: quote.client ?? null,
  };
}

/** The dates of a devis and where it is signed, as its views, its kept versions and its PDF say them. */
export function quoteDatesOf(quote: Quote | QuoteSnapshot) {
  return {
    issuedOn: quote.issuedOn ?? null,
    validUntil: quote.validUntil ?? null,
    plannedStart: quote.plannedStart ?? null,
    plannedDurationDays: quote.plannedDurationDays ?? null,
    offPremises: quote.offPremises,
    signaturePlace: quote.signaturePlace ?? null,
  };
}

/**
 * Before the content of a devis changes: a draft changes in place; a sent or refused devis is kept as
 * it was (quote_versions) and goes on as the next version, a draft again with the same number; an
 * accepted devis cannot change (409).
 */
export function beforeContentChange(tem: Em, quote: Quote): void {
  const change = contentChange(quoteStatusOf(quote.status));
  if (change.kind === 'in-place') return;
  if (change.kind === 'refused') throw new AppError('CONFLICT', change.message);
  tem.create(QuoteVersionSchema, {
    id: randomUUID(),
    quote: quote.id,
    version: quote.version,
    number: quote.number ?? '',
    content: snapshotOf(quote),
    createdAt: new Date(),
  });
  quote.version += 1;
  quote.status = 'draft';
  quote.decidedAt = null;
}

/** A status asked for by a client: checked by the domain; sending numbers the devis. */
export async function moveQuoteTo(
  tem: Em,
  quote: Quote,
  project: Project,
  target: QuoteStatus,
  now: Date,
): Promise<void> {
  const from = quoteStatusOf(quote.status);
  if (from === target) return;
  const check = checkQuoteTransition(from, target);
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  if (target === 'sent') {
    await issueQuote(tem, quote, project, now);
    return;
  }
  quote.status = target;
  quote.decidedAt = now;
}

/** The versions a devis went through before its current one, oldest first, as they were sent. */
export async function loadQuoteVersions(em: Em, quoteId: string) {
  return em.find(QuoteVersionSchema, { quote: quoteId }, { orderBy: { version: 'asc' } });
}

/** One earlier version of a devis, as it was sent; null when the devis has no such earlier version. */
export async function loadQuoteVersion(em: Em, quoteId: string, version: number) {
  return em.findOne(QuoteVersionSchema, { quote: quoteId, version });
}
