import { randomUUID } from 'node:crypto';
import {
  type DimensioningItem,
  estimateTotals,
  type QuoteItem,
  quoteName,
  toCents,
  toEuros,
  VAT_RATE,
} from '@courant/domain';
import { type Quote, QuoteSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../errors.ts';
import { asNumber, findOwnedProject, isUuid, touchProject } from '../projects/project-access.ts';
import type { QuoteCreateInput, QuoteSummary, QuoteUpdateInput, QuoteView } from './quotes.schema.ts';

const quoteNotFound = () => notFound('Estimation');

export function toQuoteView(quote: Quote): QuoteView {
  const total = asNumber(quote.totalAmount);
  const tvaCents = Math.round(toCents(total) * VAT_RATE);
  return {
    id: quote.id,
    projectId: quote.project,
    name: quote.name,
    description: quote.description ?? null,
    quoteItems: quote.quoteItems as Record<string, unknown>[],
    dimensioningItems: quote.dimensioningItems as Record<string, unknown>[],
    totalAmount: total,
    tva: toEuros(tvaCents),
    totalTTC: toEuros(toCents(total) + tvaCents),
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

export function toQuoteSummary(quote: Quote): QuoteSummary {
  return { id: quote.id, status: quote.status, totalAmount: asNumber(quote.totalAmount) };
}

/**
 * A project's quotes, oldest first: the first is the one the estimate step updates (part 2 §4.4
 * 'the first quote of the project is updated if one exists'), and the one GET /projects/{id} reads.
 */
export async function loadQuotes(em: Em, projectIds: readonly string[]): Promise<Quote[]> {
  if (projectIds.length === 0) return [];
  return em.find(
    QuoteSchema,
    { project: { $in: [...projectIds] } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/** The server is authoritative on money: the total HT is recomputed from the lines (part 2 §9). */
function totalOf(quoteItems: readonly QuoteItem[], dimensioningItems: readonly DimensioningItem[]): number {
  return estimateTotals([...quoteItems, ...dimensioningItems]).totalHT;
}

/** The user's quote, or 404 (a quote of another account's project is answered like a missing one). */
async function findOwnedQuote(em: Em, userId: string, quoteId: string) {
  if (!isUuid(quoteId)) throw quoteNotFound();
  const quote = await em.findOne(QuoteSchema, { id: quoteId });
  if (!quote) throw quoteNotFound();
  const project = await findOwnedProject(em, userId, quote.project).catch(() => {
    throw quoteNotFound();
  });
  return { quote, project };
}

export async function listQuotes(em: Em, userId: string, projectId: string): Promise<QuoteView[]> {
  const project = await findOwnedProject(em, userId, projectId);
  return (await loadQuotes(em, [project.id])).map(toQuoteView);
}

export async function getQuote(em: Em, userId: string, quoteId: string): Promise<QuoteView> {
  const { quote } = await findOwnedQuote(em, userId, quoteId);
  return toQuoteView(quote);
}

export async function createQuote(em: Em, userId: string, input: QuoteCreateInput): Promise<QuoteView> {
  const project = await findOwnedProject(em, userId, input.projectId);
  const quote = em.create(QuoteSchema, {
    id: randomUUID(),
    project: project.id,
    name: input.name ?? quoteName(project.name),
    description: input.description ?? null,
    quoteItems: input.quoteItems,
    dimensioningItems: input.dimensioningItems,
    totalAmount: totalOf(input.quoteItems, input.dimensioningItems),
    status: input.status,
  });
  touchProject(project);
  await em.flush();
  return toQuoteView(quote);
}

/** Saves the given fields in one UPDATE (the lines are one JSON document each, replaced whole). */
export async function updateQuote(em: Em, userId: string, input: QuoteUpdateInput): Promise<QuoteView> {
  const { quote, project } = await findOwnedQuote(em, userId, input.id);
  if (input.name !== undefined) quote.name = input.name;
  if (input.description !== undefined) quote.description = input.description;
  if (input.quoteItems !== undefined) quote.quoteItems = input.quoteItems;
  if (input.dimensioningItems !== undefined) quote.dimensioningItems = input.dimensioningItems;
  if (input.status !== undefined) quote.status = input.status;
  quote.totalAmount = totalOf(quote.quoteItems as QuoteItem[], quote.dimensioningItems as DimensioningItem[]);
  quote.updatedAt = new Date();
  touchProject(project);
  await em.flush();
  return toQuoteView(quote);
}

export async function deleteQuote(em: Em, userId: string, quoteId: string): Promise<void> {
  const { quote, project } = await findOwnedQuote(em, userId, quoteId);
  em.remove(quote);
  touchProject(project);
  await em.flush();
}
