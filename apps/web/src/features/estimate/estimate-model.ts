import {
  buildEstimate,
  type DimensioningItem,
  dimensioningItemSchema,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentItem,
  type EquipmentType,
  type Estimate,
  ensureDifferentialBreakers,
  equipmentItemSchema,
  estimateTotals,
  itemForEquipmentType,
  PLATES,
  type PlateColor,
  type PlateSize,
  type QuoteItem,
  type QuoteStatus,
  quoteItemSchema,
  quoteName,
  roomSchema,
  wiringDeviceFor,
} from '@courant/domain';
import { readSavedDimensioning } from '../dimensioning/dimensioning-rows.ts';

/** The French texts of step 8 (spec part 2 §2.5, §4.4), copied exactly. */
export const ESTIMATE_TEXT = {
  total: 'Montant total estimé',
  recalculate: 'Recalculer',
  exportCsv: 'Exporter CSV',
  exportPdf: 'Exporter PDF',
  saving: 'Sauvegarde...',
  saved: 'Sauvegardé',
  custom: 'Éléments personnalisés',
  confirmTitle: 'Recalculer les estimations',
  confirmBody:
    'Toutes les modifications manuelles (prix, quantités, équipements ajoutés) seront définitivement perdues. Voulez-vous continuer ?',
  cancel: 'Annuler',
  finish: 'Terminer',
  finishing: 'Finalisation...',
} as const;

// ---------------------------------------------------------------------------------------------
// Initialisation (part 2 §4.4)
// ---------------------------------------------------------------------------------------------

interface SavedItems {
  quoteItems?: readonly unknown[] | null;
  dimensioningItems?: readonly unknown[] | null;
}

export interface SavedQuote extends SavedItems {
  id: string;
  status?: string | null;
}

export interface EstimateProject extends SavedItems {
  rooms: readonly unknown[];
  equipments: readonly unknown[];
  dimensioning_data?: unknown;
  dimensioning?: unknown;
  quotes?: ReadonlyArray<{ id: string; status?: string | null }>;
}

export type EstimateOrigin = 'quote' | 'project' | 'computed';

export interface InitialEstimate {
  estimate: Estimate;
  origin: EstimateOrigin;
  /** The quote to update; null: the first save creates one. */
  quoteId: string | null;
  status: QuoteStatus;
}

function parseAll<T>(list: readonly unknown[] | null | undefined, parse: (v: unknown) => T | null): T[] {
  return (list ?? []).flatMap((value) => {
    const parsed = parse(value);
    return parsed === null ? [] : [parsed];
  });
}

const parseQuoteItem = (v: unknown): QuoteItem | null => {
  const r = quoteItemSchema.safeParse(v);
  return r.success ? r.data : null;
};
const parseDimensioningItem = (v: unknown): DimensioningItem | null => {
  const r = dimensioningItemSchema.safeParse(v);
  return r.success ? r.data : null;
};

/** Saved lines, with the differential switches generated when the saved data has none (part 2 §4.4). */
function savedEstimate(saved: SavedItems): Estimate | null {
  const quoteItems = parseAll(saved.quoteItems, parseQuoteItem);
  const dimensioningItems = parseAll(saved.dimensioningItems, parseDimensioningItem);
  if (quoteItems.length === 0 && dimensioningItems.length === 0) return null;
  return { quoteItems, dimensioningItems: ensureDifferentialBreakers(dimensioningItems) };
}

/** The estimate computed from the project's rooms, equipment and dimensioning (part 2 §9). */
export function computeEstimate(project: EstimateProject): Estimate {
  const rooms = parseAll(project.rooms, (v) => {
    const r = roomSchema.safeParse(v);
    return r.success ? r.data : null;
  });
  const equipments = parseAll(project.equipments, (v): EquipmentItem | null => {
    const r = equipmentItemSchema.safeParse(v);
    return r.success ? r.data : null;
  });
  const dimensioning = readSavedDimensioning(project.dimensioning_data ?? project.dimensioning);
  return buildEstimate({ rooms, equipments, dimensioning });
}

function statusOf(value: string | null | undefined): QuoteStatus {
  return value === 'completed' ? 'completed' : 'draft';
}

/**
 * Part 2 §4.4: the existing saved quote first (the project's first one), then the data already on
 * the project, otherwise computed from rooms, equipment and dimensioning.
 */
export function initialEstimate(
  firstQuote: SavedQuote | null | undefined,
  project: EstimateProject,
): InitialEstimate {
  const knownQuote = firstQuote ?? project.quotes?.[0] ?? null;
  const quoteId = knownQuote?.id ?? null;
  const status = statusOf(knownQuote?.status);
  const fromQuote = firstQuote ? savedEstimate(firstQuote) : null;
  if (fromQuote) return { estimate: fromQuote, origin: 'quote', quoteId, status };
  const fromProject = savedEstimate(project);
  if (fromProject) return { estimate: fromProject, origin: 'project', quoteId, status };
  return { estimate: computeEstimate(project), origin: 'computed', quoteId, status };
}

// ---------------------------------------------------------------------------------------------
// What is saved (part 2 §3.9, §7)
// ---------------------------------------------------------------------------------------------

export interface QuoteContent {
  name: string;
  description: string | null;
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
  /** Total HT in euros, as estimateTotals gives it. */
  totalAmount: number;
}

export function quoteContent(
  projectName: string,
  description: string | null,
  estimate: Estimate,
): QuoteContent {
  return {
    name: quoteName(projectName),
    description,
    quoteItems: estimate.quoteItems,
    dimensioningItems: estimate.dimensioningItems,
    totalAmount: estimateTotals([...estimate.quoteItems, ...estimate.dimensioningItems]).totalHT,
  };
}

// ---------------------------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------------------------

/** Part 2 §5: estimate quantities have a minimum of 1 and fall back to 1 when invalid. */
export function quantityOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.round(n) : 1;
}

/** A price in euros: never negative, 2 decimals, 0 when invalid. */
export function priceOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
}

export type PlateChoice = 'none' | PlateColor;

const PLATE_SIZES = new Map<string, PlateSize>(
  Object.values(PLATES).flatMap((bySize) =>
    (Object.entries(bySize) as [PlateSize, { reference: string }][]).map(
      ([size, p]) => [p.reference, size] as const,
    ),
  ),
);

/** Part 2 §5: no plate, white or black — one of them only. */
export function plateChoiceOf(item: Pick<QuoteItem, 'plaque_blanche' | 'plaque_noir'>): PlateChoice {
  if (item.plaque_noir.trim()) return 'black';
  if (item.plaque_blanche.trim()) return 'white';
  return 'none';
}

/**
 * The item with the plate chosen: the same size in the other colour, else the plate the type's
 * selector proposes (double for a double socket or switch), else a simple plate.
 */
export function withPlate(item: QuoteItem, choice: PlateChoice): QuoteItem {
  if (choice === 'none') return { ...item, plaque_blanche: '', plaque_noir: '' };
  const current = item.plaque_noir.trim() || item.plaque_blanche.trim();
  const device = item.equipmentType ? wiringDeviceFor(item.equipmentType) : null;
  const size = PLATE_SIZES.get(current) ?? device?.selectorPlate ?? 'simple';
  const reference = PLATES[choice][size].reference;
  return {
    ...item,
    plaque_blanche: choice === 'white' ? reference : '',
    plaque_noir: choice === 'black' ? reference : '',
  };
}

/**
 * Part 2 §4.4: choosing a type resets the reference, price, box and plate (keeping a black plate
 * black); the label follows the type unless the user wrote their own.
 */
export function withEquipmentType(item: QuoteItem, type: EquipmentType): QuoteItem {
  const color = plateChoiceOf(item) === 'black' ? '#000000' : '#FFFFFF';
  const previousLabel = item.equipmentType ? EQUIPMENT_TYPE_LABELS[item.equipmentType] : null;
  const keepsLabel =
    item.intitule.trim() !== '' && item.intitule !== previousLabel && item.intitule !== 'Nouvel équipement';
  return {
    ...item,
    ...itemForEquipmentType(type, color),
    intitule: keepsLabel ? item.intitule : EQUIPMENT_TYPE_LABELS[type],
  };
}

export function replaceById<T extends { id: string }>(
  items: readonly T[],
  id: string,
  next: (item: T) => T,
): T[] {
  return items.map((item) => (item.id === id ? next(item) : item));
}

/** A fresh id for an added line (not one of the computed ids such as 'room-1-SimpleSocket-white'). */
export function newItemId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((i) => i.id));
  for (let n = taken.length + 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!ids.has(id)) return id;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the board lines (part 2 §2.5 'breakers by row with differential breakers')
// ---------------------------------------------------------------------------------------------

export interface BreakerRow {
  differential: DimensioningItem | null;
  breakers: DimensioningItem[];
}

/** Each differential switch with the breakers of its row; breakers of no known row come last. */
export function breakersByRow(items: readonly DimensioningItem[]): BreakerRow[] {
  const ddrs = items.filter((i) => i.type === 'differential_circuit_breaker');
  const breakers = items.filter((i) => i.type === 'circuit_breaker');
  const rows: BreakerRow[] = ddrs.map((differential) => ({ differential, breakers: [] }));
  const orphans: DimensioningItem[] = [];
  for (const breaker of breakers) {
    const row =
      rows.find((r) => breaker.rowId && r.differential?.rowId === breaker.rowId) ??
      rows.find((r) => r.differential?.circuitBreakerIds?.includes(breaker.id));
    if (row) row.breakers.push(breaker);
    else orphans.push(breaker);
  }
  if (orphans.length > 0) rows.push({ differential: null, breakers: orphans });
  return rows;
}

export interface RoomGroup {
  roomId: string;
  name: string;
  items: QuoteItem[];
}

/** Equipment lines per room in the rooms' order; lines of an unknown room keep their own group. */
export function itemsByRoom(
  items: readonly QuoteItem[],
  rooms: ReadonlyArray<{ id: string; name: string }>,
): { rooms: RoomGroup[]; custom: QuoteItem[] } {
  const groups = new Map<string, RoomGroup>();
  for (const room of rooms)
    groups.set(String(room.id), { roomId: String(room.id), name: room.name, items: [] });
  const custom: QuoteItem[] = [];
  for (const item of items) {
    if (item.roomId == null || item.roomId === '') {
      custom.push(item);
      continue;
    }
    let group = groups.get(item.roomId);
    if (!group) {
      group = { roomId: item.roomId, name: `Pièce ${item.roomId}`, items: [] };
      groups.set(item.roomId, group);
    }
    group.items.push(item);
  }
  return { rooms: [...groups.values()].filter((g) => g.items.length > 0), custom };
}
