import { randomUUID } from 'node:crypto';
import {
  buildEstimate,
  canonicalJson,
  type DimensioningItem,
  dimensioningItemSchema,
  type Estimate,
  ensureDifferentialBreakers,
  estimateTotals,
  type QuoteItem,
  quoteItemSchema,
  quoteName,
  toEuros,
  underVatRegime,
  type VatRate,
  vatRateSchema,
  withBilled,
} from '@courant/domain';
import { type Project, type Quote, QuoteSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { type PageInput, pageInfo, pageOffset } from '../../trpc/paging.ts';
import { labourSettingsOf, loadCompany } from '../companies/companies.service.ts';
import { boardForEstimate } from '../dimensioning/dimensioning.service.ts';
import { loadDomainEquipment } from '../equipment/equipment.service.ts';
import { parseSaved } from '../parse-saved.ts';
import { loadInCreationOrder } from '../project-rows.ts';
import {
  findOwnedProject,
  isUuid,
  type Member,
  touchProject,
  writeProject,
} from '../projects/project-access.ts';
import { loadRooms } from '../rooms/rooms.service.ts';
import {
  beforeContentChange,
  issueQuote,
  loadQuoteVersions,
  moveQuoteTo,
  quoteDatesOf,
  quoteStatusOf,
  validateProject,
} from './quote-life.service.ts';
import type {
  ComputedEstimate,
  QuoteComputeInput,
  QuoteCreateInput,
  QuoteFinishInput,
  QuoteList,
  QuoteSummary,
  QuoteUpdateInput,
  QuoteVersionView,
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

/** Saved lines as answers give them: those that still parse, each with what it is billed. */
function billedLinesOf(content: { quoteItems: unknown[]; dimensioningItems: unknown[] }, vatRate: VatRate) {
  return {
    quoteItems: withBilled(parseSaved(quoteItemSchema, content.quoteItems), vatRate),
    dimensioningItems: withBilled(parseSaved(dimensioningItemSchema, content.dimensioningItems), vatRate),
  };
}

export function toQuoteView(quote: Quote): QuoteView {
  const vatRate = quoteVatRate(quote);
  const lines = billedLinesOf(quote, vatRate);
  const totals = estimateTotals([...lines.quoteItems, ...lines.dimensioningItems], vatRate);
  return {
    id: quote.id,
    projectId: quote.project,
    name: quote.name,
    description: quote.description ?? null,
    ...lines,
    totalAmount: quoteTotalHT(quote),
    tva: totals.tva,
    totalTTC: totals.totalTTC,
    vatRate,
    byRate: totals.byRate,
    status: quoteStatusOf(quote.status),
    ...quoteLifeOf(quote),
    client: quote.client ?? null,
    decidedAt: quote.decidedAt ? quote.decidedAt.toISOString() : null,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/** Number, version and dates of a saved quote. */
export function quoteLifeOf(quote: Quote) {
  return { number: quote.number ?? null, version: quote.version, ...quoteDatesOf(quote) };
}

const NO_QUOTE_LIFE = {
  number: null,
  version: 1,
  issuedOn: null,
  validUntil: null,
  plannedStart: null,
  plannedDurationDays: null,
  offPremises: true,
  signaturePlace: null,
};

export function toQuoteSummary(quote: Pick<Quote, 'id' | 'status' | 'totalCents' | 'number'>): QuoteSummary {
  return {
    id: quote.id,
    status: quoteStatusOf(quote.status),
    number: quote.number ?? null,
    totalAmount: quoteTotalHT(quote),
  };
}

/**
 * A project's quotes, oldest first: the first is the one the estimate step updates (part 2 §4.4
 * 'the first quote of the project is updated if one exists'), and the one GET /projects/{id} reads.
 */
export async function loadQuotes(em: Em, projectIds: readonly string[]): Promise<Quote[]> {
  return loadInCreationOrder(em, QuoteSchema, projectIds);
}

/**
 * A page of a project's quotes, oldest first, read as summaries (no lines): a list never reads every
 * quote's lines, which can be thousands of rows of JSON.
 */
async function readQuotePage(em: Em, projectId: string, input: PageInput): Promise<QuoteList> {
  const [quotes, total] = await em.findAndCount(
    QuoteSchema,
    { project: projectId },
    {
      fields: ['id', 'project', 'name', 'status', 'totalCents', 'number', 'createdAt', 'updatedAt'],
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: input.limit,
      offset: pageOffset(input),
    },
  );
  return {
    quotes: quotes.map((quote) => ({
      ...toQuoteSummary(quote),
      projectId: quote.project,
      name: quote.name,
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    })),
    ...pageInfo(input, total),
  };
}

/** The server is authoritative on money: the total HT in cents is recomputed from the lines (part 2 §9). */
function totalCentsOf(
  quoteItems: readonly QuoteItem[],
  dimensioningItems: readonly DimensioningItem[],
  vatRate: VatRate,
): number {
  return Math.round(estimateTotals([...quoteItems, ...dimensioningItems], vatRate).totalHT * 100);
}

/** A saved quote's lines, with the DDRs generated when it holds none (part 2 §4.4); null when empty. */
function savedEstimate(quote: Quote): Estimate | null {
  const quoteItems = parseSaved(quoteItemSchema, quote.quoteItems);
  const dimensioningItems = parseSaved(dimensioningItemSchema, quote.dimensioningItems);
  if (quoteItems.length === 0 && dimensioningItems.length === 0) return null;
  return { quoteItems, dimensioningItems: ensureDifferentialBreakers(dimensioningItems) };
}

/**
 * The estimate computed from the project's saved rooms, equipment and board (part 2 §9), with
 * labour per room and for the board, travel and small supplies at the company's hourly rate and
 * percentages.
 */
async function computedEstimate(em: Em, project: Project): Promise<Estimate> {
  const [rooms, equipments] = [await loadRooms(em, project.id), await loadDomainEquipment(em, project.id)];
  const company = await loadCompany(em, project.company);
  return buildEstimate({
    rooms: rooms.map((room) => ({ id: room.key, name: room.name })),
    equipments,
    dimensioning: await boardForEstimate(em, project),
    labour: labourSettingsOf(company),
    workType: project.typeTravaux,
    workScope: project.workScope ?? null,
  });
}

/** Whether the project's company is under the franchise en base (its devis at 0 %, CGI art. 293 B). */
async function vatExemptOf(em: Em, project: Project): Promise<boolean> {
  return (await loadCompany(em, project.company)).vatExempt;
}

function withTotals(estimate: Estimate, vatRate: VatRate) {
  const totals = estimateTotals([...estimate.quoteItems, ...estimate.dimensioningItems], vatRate);
  return {
    quoteItems: withBilled(estimate.quoteItems, vatRate),
    dimensioningItems: withBilled(estimate.dimensioningItems, vatRate),
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
  // Shown under the company's VAT regime (0 % under the franchise), as the next save will keep it.
  const { vatRate, ...estimate } = underVatRegime(
    { ...(saved ?? (await computedEstimate(em, project))), vatRate: first ? quoteVatRate(first) : 20 },
    await vatExemptOf(em, project),
  );
  return {
    projectId: project.id,
    origin: saved ? 'quote' : 'computed',
    quoteId: first?.id ?? null,
    status: first ? quoteStatusOf(first.status) : 'draft',
    description: first?.description ?? null,
    ...withTotals(estimate, vatRate),
    ...(first ? quoteLifeOf(first) : NO_QUOTE_LIFE),
  };
}

type ContentInput = Pick<
  QuoteUpdateInput,
  | 'name'
  | 'description'
  | 'quoteItems'
  | 'dimensioningItems'
  | 'vatRate'
  | 'plannedStart'
  | 'plannedDurationDays'
  | 'offPremises'
  | 'signaturePlace'
>;

/** Whether the input would change what the devis says (a sent devis then becomes a new version). */
function changesContent(quote: Quote, input: ContentInput): boolean {
  // canonicalJson: the database (jsonb) gives documents back with their keys reordered.
  const differs = (given: unknown, saved: unknown) =>
    given !== undefined && canonicalJson(given) !== canonicalJson(saved);
  return (
    differs(input.name, quote.name) ||
    differs(input.description, quote.description) ||
    differs(input.quoteItems, quote.quoteItems) ||
    differs(input.dimensioningItems, quote.dimensioningItems) ||
    (input.vatRate !== undefined && input.vatRate !== quoteVatRate(quote)) ||
    differs(input.plannedStart, quote.plannedStart) ||
    differs(input.plannedDurationDays, quote.plannedDurationDays) ||
    differs(input.offPremises, quote.offPremises) ||
    differs(
      input.signaturePlace === undefined ? undefined : input.signaturePlace || null,
      quote.signaturePlace ?? null,
    )
  );
}

/** Writes the given content fields and the total the server computes from the lines. */
function applyContent(quote: Quote, input: ContentInput): void {
  if (input.name !== undefined) quote.name = input.name;
  if (input.description !== undefined) quote.description = input.description;
  if (input.quoteItems !== undefined) quote.quoteItems = input.quoteItems;
  if (input.dimensioningItems !== undefined) quote.dimensioningItems = input.dimensioningItems;
  if (input.vatRate !== undefined) quote.vatRate = input.vatRate;
  if (input.plannedStart !== undefined) quote.plannedStart = input.plannedStart;
  if (input.plannedDurationDays !== undefined) quote.plannedDurationDays = input.plannedDurationDays;
  if (input.offPremises !== undefined) quote.offPremises = input.offPremises;
  if (input.signaturePlace !== undefined) quote.signaturePlace = input.signaturePlace || null;
  quote.totalCents = totalCentsOf(quote.quoteItems, quote.dimensioningItems, quoteVatRate(quote));
  quote.updatedAt = new Date();
}

/** A new draft of the project, not yet numbered. */
function newDraft(em: Em, project: Project, fields: Partial<Quote> = {}): Quote {
  return em.create(QuoteSchema, {
    id: randomUUID(),
    project: project.id,
    name: quoteName(project.name),
    description: null,
    quoteItems: [],
    dimensioningItems: [],
    totalCents: 0,
    vatRate: 20,
    status: 'draft',
    number: null,
    version: 1,
    offPremises: true,
    ...fields,
  });
}

/**
 * 'Terminer' (part 2 §4.5), in one transaction: the project is validated (validateProject: its jeton,
 * 'Terminé'), its first quote (created if there is none) gets the given lines — else keeps its own,
 * else the computed estimate — and is sent: numbered DEV-YYYY-NNNN (per company and year, gapless),
 * dated, its client kept. A sent devis finished again unchanged stays as it is; changed, it goes out as
 * its next version with the same number; an accepted one cannot change (409). Either everything is
 * written or nothing.
 */
export async function finishQuote(
  deps: Deps,
  owned: Project,
  input: Omit<QuoteFinishInput, 'projectId'>,
  userId: string,
): Promise<QuoteView> {
  const quoteId = await writeProject(deps.em, owned.id, async (tem, project) => {
    const now = new Date();
    const company = await validateProject(tem, project, userId, now);
    const [first] = await loadQuotes(tem, [project.id]);
    const fallback =
      input.quoteItems === undefined || input.dimensioningItems === undefined
        ? ((first ? savedEstimate(first) : null) ?? (await computedEstimate(tem, project)))
        : null;
    const quote = first ?? newDraft(tem, project);
    const content: ContentInput = underVatRegime(
      {
        ...input,
        quoteItems: input.quoteItems ?? fallback?.quoteItems ?? [],
        dimensioningItems: input.dimensioningItems ?? fallback?.dimensioningItems ?? [],
      },
      company.vatExempt,
      quoteVatRate(quote),
    );
    if (changesContent(quote, content)) beforeContentChange(tem, quote);
    applyContent(quote, content);
    if (quoteStatusOf(quote.status) === 'draft') await issueQuote(tem, company, quote, project, now);
    return quote.id;
  });
  const quote = await deps.em.findOneOrFail(QuoteSchema, { id: quoteId }, { refresh: true });
  return toQuoteView(quote);
}

/** A quote of the member's company, or 404 (a quote of another company's project is answered like a missing one). */
export async function findOwnedQuote({ em }: Deps, member: Member, quoteId: string) {
  if (!isUuid(quoteId)) throw quoteNotFound();
  const quote = await em.findOne(QuoteSchema, { id: quoteId });
  if (!quote) throw quoteNotFound();
  const project = await findOwnedProject(em, member, quote.project).catch(() => {
    throw quoteNotFound();
  });
  return { quote, project };
}

export function listQuotes(deps: Deps, project: Project, input: PageInput): Promise<QuoteList> {
  return readQuotePage(deps.em, project.id, input);
}

export async function getQuote(deps: Deps, member: Member, quoteId: string): Promise<QuoteView> {
  const { quote } = await findOwnedQuote(deps, member, quoteId);
  return toQuoteView(quote);
}

export async function createQuote(
  deps: Deps,
  owned: Project,
  input: QuoteCreateInput,
  userId: string,
): Promise<QuoteView> {
  const quoteId = await writeProject(deps.em, owned.id, async (tem, project) => {
    const quote = newDraft(tem, project, { name: input.name ?? quoteName(project.name) });
    applyContent(quote, underVatRegime(input, await vatExemptOf(tem, project), quoteVatRate(quote)));
    await moveQuoteTo(tem, quote, project, { target: input.status, userId, now: new Date() });
    return quote.id;
  });
  return toQuoteView(await deps.em.findOneOrFail(QuoteSchema, { id: quoteId }, { refresh: true }));
}

/**
 * Saves the given fields (the lines are one JSON document each, replaced whole), in one transaction
 * with the project locked: a content change of a sent devis makes its next version; a status change
 * follows the devis's life (sending numbers it).
 */
export async function updateQuote(deps: Deps, member: Member, input: QuoteUpdateInput): Promise<QuoteView> {
  const { quote: found, project: owned } = await findOwnedQuote(deps, member, input.id);
  const quoteId = await writeProject(deps.em, owned.id, async (tem, project) => {
    const quote = await tem.findOne(QuoteSchema, { id: found.id }, { refresh: true });
    if (!quote) throw quoteNotFound();
    const content = underVatRegime(input, await vatExemptOf(tem, project), quoteVatRate(quote));
    if (changesContent(quote, content)) {
      beforeContentChange(tem, quote);
      applyContent(quote, content);
    }
    if (input.status !== undefined)
      await moveQuoteTo(tem, quote, project, { target: input.status, userId: member.id, now: new Date() });
    project.updatedBy = member.id;
    return quote.id;
  });
  return toQuoteView(await deps.em.findOneOrFail(QuoteSchema, { id: quoteId }, { refresh: true }));
}

/** 'Dupliquer' a quote: a new draft of the same project with its lines, VAT and schedule, not numbered. */
export async function duplicateQuote(deps: Deps, member: Member, quoteId: string): Promise<QuoteView> {
  const { quote: source, project: owned } = await findOwnedQuote(deps, member, quoteId);
  const copyId = await writeProject(deps.em, owned.id, async (tem, project) => {
    // The copy follows the company's VAT regime of today.
    const vat = underVatRegime(
      {
        vatRate: quoteVatRate(source),
        quoteItems: parseSaved(quoteItemSchema, source.quoteItems),
        dimensioningItems: parseSaved(dimensioningItemSchema, source.dimensioningItems),
      },
      await vatExemptOf(tem, project),
    );
    const copy = newDraft(tem, project, {
      name: `${source.name} (copie)`.slice(0, 300),
      description: source.description ?? null,
      ...vat,
      totalCents: totalCentsOf(vat.quoteItems, vat.dimensioningItems, vat.vatRate),
      plannedStart: source.plannedStart ?? null,
      plannedDurationDays: source.plannedDurationDays ?? null,
      offPremises: source.offPremises,
    });
    project.updatedBy = member.id;
    return copy.id;
  });
  return toQuoteView(await deps.em.findOneOrFail(QuoteSchema, { id: copyId }, { refresh: true }));
}

export async function deleteQuote(deps: Deps, member: Member, quoteId: string): Promise<void> {
  const { quote, project } = await findOwnedQuote(deps, member, quoteId);
  deps.em.remove(quote);
  touchProject(project);
  project.updatedBy = member.id;
  await deps.em.flush();
}

export async function listQuoteVersions(
  deps: Deps,
  member: Member,
  quoteId: string,
): Promise<QuoteVersionView[]> {
  const { quote } = await findOwnedQuote(deps, member, quoteId);
  return (await loadQuoteVersions(deps.em, quote.id)).map((v) => ({
    version: v.version,
    number: v.number,
    status: quoteStatusOf(v.content.status),
    issuedOn: v.content.issuedOn,
    validUntil: v.content.validUntil,
    plannedStart: v.content.plannedStart ?? null,
    plannedDurationDays: v.content.plannedDurationDays ?? null,
    offPremises: v.content.offPremises ?? true,
    signaturePlace: v.content.signaturePlace ?? null,
    vatRate: v.content.vatRate,
    totalAmount: toEuros(v.content.totalCents),
    ...billedLinesOf(v.content, vatRateSchema.catch(20).parse(v.content.vatRate)),
    client: v.content.client,
    createdAt: v.createdAt.toISOString(),
  }));
}
