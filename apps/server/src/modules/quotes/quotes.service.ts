import { randomUUID } from 'node:crypto';
import {
  buildEstimate,
  type DimensioningItem,
  dimensioningItemSchema,
  type Estimate,
  ensureDifferentialBreakers,
  estimateTotals,
  type QuoteItem,
  type QuoteStatus,
  quoteItemSchema,
  quoteName,
  quoteStatusSchema,
  toEuros,
  type VatRate,
  vatRateSchema,
} from '@courant/domain';
import type { z } from 'zod';
import { type Project, type Quote, QuoteSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { labourSettingsOf, loadUserCompany } from '../companies/companies.service.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
import { findOwnedProject, isUuid, lockProject, touchProject } from '../projects/project-access.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import type {
  ComputedEstimate,
  QuoteComputeInput,
  QuoteCreateInput,
  QuoteFinishInput,
  QuoteSummary,
  QuoteUpdateInput,
  QuoteView,
} from './quotes.schema.ts';

const quoteNotFound = () => notFound('Estimation');

/** A saved quote's VAT rate (20 for a value that no longer parses). */
export function quoteVatRate(quote: Pick<Quote, 'vatRate'>): VatRate {
  const parsed = vatRateSchema.safeParse(quote.vatRate);
  return parsed.success ? parsed.data : 20;
}

/** The saved total HT in euros (stored in cents). */
export function quoteTotalHT(quote: Pick<Quote, 'totalCents'>): number {
  return toEuros(Number(quote.totalCents));
}

export function toQuoteView(quote: Quote): QuoteView {
  const vatRate = quoteVatRate(quote);
  const totals = estimateTotals(
    [
      ...parseLines(quoteItemSchema, quote.quoteItems),
      ...parseLines(dimensioningItemSchema, quote.dimensioningItems),
    ],
    vatRate,
  );
  return {
    id: quote.id,
    projectId: quote.project,
    name: quote.name,
    description: quote.description ?? null,
    quoteItems: quote.quoteItems,
    dimensioningItems: quote.dimensioningItems,
    totalAmount: quoteTotalHT(quote),
    tva: totals.tva,
    totalTTC: totals.totalTTC,
    vatRate,
    byRate: totals.byRate,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

export function toQuoteSummary(quote: Pick<Quote, 'id' | 'status' | 'totalCents'>): QuoteSummary {
  return { id: quote.id, status: quote.status, totalAmount: quoteTotalHT(quote) };
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

/** The same quotes, read as summaries only (id, status, total): a list never reads every quote's lines. */
export async function loadQuoteSummaries(
  em: Em,
  projectIds: readonly string[],
): Promise<Pick<Quote, 'id' | 'project' | 'status' | 'totalCents'>[]> {
  if (projectIds.length === 0) return [];
  return em.find(
    QuoteSchema,
    { project: { $in: [...projectIds] } },
    { fields: ['id', 'project', 'status', 'totalCents'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/** The server is authoritative on money: the total HT in cents is recomputed from the lines (part 2 §9). */
function totalCentsOf(
  quoteItems: readonly QuoteItem[],
  dimensioningItems: readonly DimensioningItem[],
  vatRate: VatRate,
): number {
  return Math.round(estimateTotals([...quoteItems, ...dimensioningItems], vatRate).totalHT * 100);
}

/** Saved lines that still parse (a line written by an older client that no longer does is left out). */
export function parseLines<T>(schema: z.ZodType<T>, lines: readonly unknown[]): T[] {
  return lines.flatMap((line) => {
    const parsed = schema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

function statusOf(value: string): QuoteStatus {
  const parsed = quoteStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'draft';
}

/** A saved quote's lines, with the DDRs generated when it holds none (part 2 §4.4); null when empty. */
function savedEstimate(quote: Quote): Estimate | null {
  const quoteItems = parseLines(quoteItemSchema, quote.quoteItems);
  const dimensioningItems = parseLines(dimensioningItemSchema, quote.dimensioningItems);
  if (quoteItems.length === 0 && dimensioningItems.length === 0) return null;
  return { quoteItems, dimensioningItems: ensureDifferentialBreakers(dimensioningItems) };
}

/**
 * The estimate computed from the project's saved rooms, equipment and dimensioning (part 2 §9), with
 * labour per room and for the board, travel and small supplies at the company's hourly rate and
 * percentages (issue 16).
 */
async function computedEstimate(em: Em, project: Project): Promise<Estimate> {
  const [rooms, equipments] = [await loadRooms(em, project.id), await loadDomainEquipment(em, project.id)];
  const company = await loadUserCompany(em, project.owner);
  return buildEstimate({
    rooms: rooms.map((room) => ({ id: room.key, name: room.name })),
    equipments,
    dimensioning: project.dimensioning ?? null,
    labour: labourSettingsOf(company),
  });
}

function withTotals(estimate: Estimate, vatRate: VatRate) {
  const totals = estimateTotals([...estimate.quoteItems, ...estimate.dimensioningItems], vatRate);
  return {
    ...estimate,
    totalAmount: totals.totalHT,
    tva: totals.tva,
    totalTTC: totals.totalTTC,
    vatRate,
    byRate: totals.byRate,
  };
}

/**
 * The estimate of step 8 (part 2 §4.4): the project's first quote when it holds lines, otherwise
 * computed from rooms, equipment and dimensioning; `recompute` always computes ('Recalculer').
 * Nothing is written: the client saves what the user keeps.
 */
export async function computeQuote(
  { em }: Deps,
  project: Project,
  input: Pick<QuoteComputeInput, 'recompute'>,
): Promise<ComputedEstimate> {
  const [first] = await loadQuotes(em, [project.id]);
  const saved = first && !input.recompute ? savedEstimate(first) : null;
  const estimate = saved ?? (await computedEstimate(em, project));
  return {
    projectId: project.id,
    origin: saved ? 'quote' : 'computed',
    quoteId: first?.id ?? null,
    status: first ? statusOf(first.status) : 'draft',
    description: first?.description ?? null,
    ...withTotals(estimate, first ? quoteVatRate(first) : 20),
  };
}

/**
 * Finishing (part 2 §4.5), in one transaction: the project's first quote (created if there is none)
 * gets the given lines — else keeps its own, else the computed estimate — and status completed, and
 * the project status completed. Either both are written or neither.
 */
export async function finishQuote(
  deps: Deps,
  owned: Project,
  input: Omit<QuoteFinishInput, 'projectId'>,
): Promise<QuoteView> {
  const quoteId = await deps.em.transactional(async (tem) => {
    const project = await lockProject(tem, owned.id);
    const [first] = await loadQuotes(tem, [project.id]);
    const fallback =
      input.quoteItems === undefined || input.dimensioningItems === undefined
        ? ((first ? savedEstimate(first) : null) ?? (await computedEstimate(tem, project)))
        : null;
    const quoteItems = input.quoteItems ?? fallback?.quoteItems ?? [];
    const dimensioningItems = input.dimensioningItems ?? fallback?.dimensioningItems ?? [];
    const quote =
      first ??
      tem.create(QuoteSchema, {
        id: randomUUID(),
        project: project.id,
        name: quoteName(project.name),
        description: null,
        quoteItems: [],
        dimensioningItems: [],
        totalCents: 0,
        vatRate: 20,
        status: 'draft',
      });
    if (input.name !== undefined) quote.name = input.name;
    if (input.description !== undefined) quote.description = input.description;
    if (input.vatRate !== undefined) quote.vatRate = input.vatRate;
    quote.quoteItems = quoteItems;
    quote.dimensioningItems = dimensioningItems;
    quote.totalCents = totalCentsOf(quoteItems, dimensioningItems, quoteVatRate(quote));
    quote.status = 'completed';
    quote.updatedAt = new Date();
    project.status = 'completed';
    touchProject(project);
    await tem.flush();
    return quote.id;
  });
  const quote = await deps.em.findOneOrFail(QuoteSchema, { id: quoteId }, { refresh: true });
  return toQuoteView(quote);
}

/** The user's quote, or 404 (a quote of another account's project is answered like a missing one). */
export async function findOwnedQuote({ em }: Deps, userId: string, quoteId: string) {
  if (!isUuid(quoteId)) throw quoteNotFound();
  const quote = await em.findOne(QuoteSchema, { id: quoteId });
  if (!quote) throw quoteNotFound();
  const project = await findOwnedProject(em, userId, quote.project).catch(() => {
    throw quoteNotFound();
  });
  return { quote, project };
}

export async function listQuotes(deps: Deps, project: Project): Promise<QuoteView[]> {
  return (await loadQuotes(deps.em, [project.id])).map(toQuoteView);
}

export async function getQuote(deps: Deps, userId: string, quoteId: string): Promise<QuoteView> {
  const { quote } = await findOwnedQuote(deps, userId, quoteId);
  return toQuoteView(quote);
}

export async function createQuote(deps: Deps, project: Project, input: QuoteCreateInput): Promise<QuoteView> {
  const { em } = deps;
  const quote = em.create(QuoteSchema, {
    id: randomUUID(),
    project: project.id,
    name: input.name ?? quoteName(project.name),
    description: input.description ?? null,
    quoteItems: input.quoteItems,
    dimensioningItems: input.dimensioningItems,
    vatRate: input.vatRate ?? 20,
    totalCents: totalCentsOf(input.quoteItems, input.dimensioningItems, input.vatRate ?? 20),
    status: input.status,
  });
  touchProject(project);
  await em.flush();
  return toQuoteView(quote);
}

/** Saves the given fields in one UPDATE (the lines are one JSON document each, replaced whole). */
export async function updateQuote(deps: Deps, userId: string, input: QuoteUpdateInput): Promise<QuoteView> {
  const { quote, project } = await findOwnedQuote(deps, userId, input.id);
  if (input.name !== undefined) quote.name = input.name;
  if (input.description !== undefined) quote.description = input.description;
  if (input.quoteItems !== undefined) quote.quoteItems = input.quoteItems;
  if (input.dimensioningItems !== undefined) quote.dimensioningItems = input.dimensioningItems;
  if (input.status !== undefined) quote.status = input.status;
  if (input.vatRate !== undefined) quote.vatRate = input.vatRate;
  quote.totalCents = totalCentsOf(quote.quoteItems, quote.dimensioningItems, quoteVatRate(quote));
  quote.updatedAt = new Date();
  touchProject(project);
  await deps.em.flush();
  return toQuoteView(quote);
}

export async function deleteQuote(deps: Deps, userId: string, quoteId: string): Promise<void> {
  const { quote, project } = await findOwnedQuote(deps, userId, quoteId);
  deps.em.remove(quote);
  touchProject(project);
  await deps.em.flush();
}
