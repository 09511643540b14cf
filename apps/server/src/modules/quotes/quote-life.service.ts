import { randomUUID } from 'node:crypto';
import {
  checkQuoteTransition,
  contentChange,
  formatQuoteNumber,
  type ProjectValidation,
  parisDate,
  type QuoteStatus,
  quoteStatusSchema,
  validatesProject,
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
import { type LockedCompany, lockCompany, nextYearlyNumber } from '../companies/company-lock.ts';
import { consumeJeton } from '../companies/jetons.service.ts';

// The life of a devis on the server: the rules are the domain's (checkQuoteTransition, contentChange,
// validatesProject); this file does the writes, always inside the caller's transaction, which holds
// the project's row (writeProject) and takes the company's after it (companies/company-lock.ts).

export function quoteStatusOf(value: string): QuoteStatus {
  const parsed = quoteStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : value === 'completed' ? 'sent' : 'draft';
}

/**
 * Validates the project (the domain's validatesProject said so): the company row locked (the lock
 * order's step 2, after the project's), the project's jeton spent if it has none yet — or
 * JETONS_EXHAUSTED, and nothing is written — and the project 'Terminé'. Gives back the locked company,
 * which numbering the devis asks for.
 */
export async function validateProject(
  tem: Em,
  project: Project,
  userId: string,
  now: Date,
): Promise<LockedCompany> {
  const company = await lockCompany(tem, project.company);
  await consumeJeton(tem, company, project, userId, now);
  project.status = 'completed';
  return company;
}

/**
 * Sends a draft of a validated project: its number (a new one from the company's yearly sequence, or
 * the one its earlier versions carried), the day of issue and of validity (the company's days), and
 * the project's client as it is now, kept with the devis.
 */
export async function issueQuote(
  tem: Em,
  company: LockedCompany,
  quote: Quote,
  project: Project,
  now: Date,
): Promise<void> {
  const issuedOn = parisDate(now);
  const year = Number(issuedOn.slice(0, 4));
  quote.company = company.id;
  quote.number ??= formatQuoteNumber(year, await nextYearlyNumber(tem, company, 'quote', year));
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

/**
 * A status asked for by a client, checked by the domain. Sending validates the project (its jeton,
 * 'Terminé') and numbers the devis, as 'Terminer' does.
 */
export async function moveQuoteTo(
  tem: Em,
  quote: Quote,
  project: Project,
  move: { target: QuoteStatus; userId: string; now: Date },
): Promise<void> {
  const from = quoteStatusOf(quote.status);
  if (from === move.target) return;
  const check = checkQuoteTransition(from, move.target);
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  const validation: ProjectValidation = { kind: 'status', from, to: move.target };
  if (validatesProject(validation)) {
    const company = await validateProject(tem, project, move.userId, move.now);
    await issueQuote(tem, company, quote, project, move.now);
    return;
  }
  quote.status = move.target;
  quote.decidedAt = move.now;
}

/** The versions a devis went through before its current one, oldest first, as they were sent. */
export async function loadQuoteVersions(em: Em, quoteId: string) {
  return em.find(QuoteVersionSchema, { quote: quoteId }, { orderBy: { version: 'asc' } });
}

/** One earlier version of a devis, as it was sent; null when the devis has no such earlier version. */
export async function loadQuoteVersion(em: Em, quoteId: string, version: number) {
  return em.findOne(QuoteVersionSchema, { quote: quoteId, version });
}
