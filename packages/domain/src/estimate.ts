import { z } from 'zod';
import {
  boxPriceCents,
  breakerForRating,
  cableFor,
  DEFAULT_PANEL_MODULES,
  DIFFERENTIAL_BREAKERS,
  differentialForAdjustedRating,
  estimatePriceCents,
  FLUSH_BOXES,
  PANELS,
  panelForModules,
  plateColorFor,
  platePriceCents,
  plateReference,
  SURGE_PROTECTOR,
  wiringDeviceFor,
} from './catalogue.ts';
import { type CableType, cableTypeSchema } from './dimensioning/dimensioning.schema.ts';
import {
  DEFAULT_COLOR,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentType,
  equipmentTypeSchema,
} from './equipment-types.ts';
import { toCents, toEuros, VAT_RATE } from './money.ts';
import type { EquipmentItem, Room } from './project.schema.ts';

// ---------------------------------------------------------------------------------------------
// Schemas (part 2 §3.8, §3.9)
// ---------------------------------------------------------------------------------------------

const reference = z.string().trim().max(200).default('');
const price = z.coerce.number().min(0, 'Le prix doit être positif').max(1_000_000);
/** Estimate quantities have a minimum of 1 and fall back to 1 when invalid (part 2 §5). */
const quantity = z.coerce.number().int().min(1).max(100_000).catch(1);

/** An equipment line of the estimate; without roomId it is a custom item (part 2 §3.8). */
export const quoteItemSchema = z.object({
  id: z.coerce.string().min(1).max(100),
  intitule: z.string().trim().max(300).default(''),
  reference_principal: reference,
  prix: price,
  plaque_blanche: reference,
  plaque_noir: reference,
  boite_encastrement: reference,
  /** mm², as typed in the estimate (custom default '1.5'). */
  section_cable: z
    .union([z.string().trim().max(20), z.number()])
    .transform((v) => String(v))
    .default(''),
  reference_cable: reference,
  /** Cable price per metre in euros, informative (not part of the line total, part 2 §9). */
  prix_au: z.coerce.number().min(0).max(100_000).default(0),
  quantity,
  roomId: z.coerce.string().max(100).nullable().optional(),
  equipmentType: equipmentTypeSchema.nullable().optional(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const DIMENSIONING_ITEM_TYPES = [
  'circuit_breaker',
  'electrical_panel',
  'cable',
  'surge_protector',
  'differential_circuit_breaker',
] as const;
export const dimensioningItemTypeSchema = z.enum(DIMENSIONING_ITEM_TYPES);
export type DimensioningItemType = z.infer<typeof dimensioningItemTypeSchema>;

/** A board line of the estimate: breaker, panel, cable, surge protector or DDR (part 2 §3.8). */
export const dimensioningItemSchema = z.object({
  id: z.coerce.string().min(1).max(100),
  type: dimensioningItemTypeSchema,
  intitule: z.string().trim().max(300).default(''),
  reference_principal: reference,
  prix: price,
  /** Pieces, or metres for a cable. */
  quantity,
  /** Amps for breakers and DDRs; free text such as '40kA' for surge protectors. */
  rating: z.union([z.number(), z.string().max(50)]).optional(),
  modules: z.coerce.number().int().min(1).max(10_000).optional(),
  section: z.coerce.number().min(0).max(1000).optional(),
  length_estimate: z.coerce.number().min(0).max(100_000).optional(),
  description: z.string().max(2000).optional(),
  rowId: z.string().max(100).optional(),
  circuitBreakerIds: z.array(z.string().max(100)).max(1000).optional(),
});
export type DimensioningItem = z.infer<typeof dimensioningItemSchema>;

export const QUOTE_STATUSES = ['draft', 'completed'] as const;
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

/** What a client sends to create or update a quote (part 2 §7). */
export const quoteContentSchema = z.object({
  name: z.string().trim().min(1).max(300),
  description: z.string().max(5000).nullable().optional(),
  quoteItems: z.array(quoteItemSchema).max(5000).default([]),
  dimensioningItems: z.array(dimensioningItemSchema).max(5000).default([]),
  /** Total HT in euros. */
  totalAmount: z.coerce.number().min(0).max(100_000_000).default(0),
  /** A missing status means draft (part 2 §4.4). */
  status: quoteStatusSchema.default('draft'),
});
export type QuoteContent = z.infer<typeof quoteContentSchema>;

/** The quote of part 2 §3.9. */
export const quoteSchema = quoteContentSchema.extend({
  id: z.coerce.string().min(1).max(100),
  projectId: z.coerce.string().min(1).max(100),
});
export type Quote = z.infer<typeof quoteSchema>;

/** 'Estimations {project name}' (part 2 §3.9). */
export function quoteName(projectName: string): string {
  return `Estimations ${projectName}`;
}

// ---------------------------------------------------------------------------------------------
// Line totals (part 2 §9, §5)
// ---------------------------------------------------------------------------------------------

/** Fields a line total reads; quote items and dimensioning items both fit. */
export interface PricedLine {
  prix: number;
  quantity: number;
  plaque_blanche?: string | null;
  plaque_noir?: string | null;
  boite_encastrement?: string | null;
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * (price + white plate + black plate + box) × quantity, in cents. Board lines carry no plate or
 * box, so this is price × quantity for them (part 2 §9); blank references add nothing (§5).
 */
export function lineTotalCents(item: PricedLine): number {
  const unitCents =
    toCents(nonNegative(item.prix)) +
    platePriceCents(item.plaque_blanche) +
    platePriceCents(item.plaque_noir) +
    boxPriceCents(item.boite_encastrement);
  return Math.round(unitCents * nonNegative(item.quantity));
}

/** A line total in euros (2 decimals). */
export function lineTotal(item: PricedLine): number {
  return toEuros(lineTotalCents(item));
}

export interface EstimateTotals {
  totalHT: number;
  tva: number;
  totalTTC: number;
}

/** Sum of all lines, VAT 20 % and total TTC, computed in cents, returned in euros (part 2 §9). */
export function estimateTotals(items: readonly PricedLine[]): EstimateTotals {
  const htCents = items.reduce((sum, item) => sum + lineTotalCents(item), 0);
  const tvaCents = Math.round(htCents * VAT_RATE);
  return { totalHT: toEuros(htCents), tva: toEuros(tvaCents), totalTTC: toEuros(htCents + tvaCents) };
}

// ---------------------------------------------------------------------------------------------
// Building the estimate (part 2 §9)
// ---------------------------------------------------------------------------------------------

/** The dimensioning as the estimate reads it: every field may be missing (part 2 §3.7). */
export interface EstimateDimensioningInput {
  circuit_breakers?: ReadonlyArray<{
    rating?: number | string | null;
    description?: string | null;
    quantity?: number | null;
  }> | null;
  electrical_panels?: ReadonlyArray<{ modules?: number | null; type?: string | null }> | null;
  cables?: ReadonlyArray<{
    cableType?: string | null;
    type?: string | null;
    section?: number | null;
    length_estimate?: number | null;
  }> | null;
  surge_protectors?: ReadonlyArray<{
    type?: string | null;
    rating?: string | number | null;
    quantity?: number | null;
    description?: string | null;
  }> | null;
}

export interface BuildEstimateInput {
  rooms: ReadonlyArray<Pick<Room, 'id'>>;
  equipments: ReadonlyArray<Pick<EquipmentItem, 'roomId' | 'type' | 'quantity' | 'metadata'>>;
  dimensioning?: EstimateDimensioningInput | null;
}

export interface Estimate {
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
}

function isEquipmentType(type: string): type is EquipmentType {
  return equipmentTypeSchema.safeParse(type).success;
}

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.round(n) : fallback;
}

/**
 * Equipment lines per room, in room order (part 2 §9): lighting points and types without a
 * catalogue reference are skipped; plates white by default, black for #000000; a double socket
 * gets its own plates and box; identical items of a room are one line with summed quantities.
 */
export function buildQuoteItems(
  rooms: BuildEstimateInput['rooms'],
  equipments: BuildEstimateInput['equipments'],
): QuoteItem[] {
  const lines = new Map<string, QuoteItem>();
  for (const room of rooms) {
    const roomId = String(room.id);
    for (const equipment of equipments) {
      if (equipment.roomId == null || String(equipment.roomId) !== roomId) continue;
      if (!isEquipmentType(equipment.type)) continue;
      const device = wiringDeviceFor(equipment.type);
      if (!device) continue;
      const count = Number(equipment.quantity);
      if (!Number.isFinite(count) || count <= 0) continue;

      const plateColor = plateColorFor(equipment.metadata?.color);
      const plate = device.estimatePlate ? plateReference(plateColor, device.estimatePlate) : '';
      const item: QuoteItem = {
        id: '',
        intitule: EQUIPMENT_TYPE_LABELS[equipment.type],
        reference_principal: device.reference,
        prix: toEuros(estimatePriceCents(device)),
        plaque_blanche: plateColor === 'white' ? plate : '',
        plaque_noir: plateColor === 'black' ? plate : '',
        boite_encastrement: FLUSH_BOXES[device.box].reference,
        section_cable: '',
        reference_cable: '',
        prix_au: 0,
        quantity: count,
        roomId,
        equipmentType: equipment.type,
      };
      const key = [
        roomId,
        item.equipmentType,
        item.reference_principal,
        item.plaque_blanche,
        item.plaque_noir,
        item.boite_encastrement,
      ].join('|');
      const existing = lines.get(key);
      if (existing) {
        existing.quantity += count;
      } else {
        item.id = `room-${roomId}-${equipment.type}-${plateColor}`;
        lines.set(key, item);
      }
    }
  }
  return [...lines.values()];
}

/** The cable kind of a dimensioning cable: cableType, else read from its type text (part 2 §3.7). */
export function cableTypeOf(cable: { cableType?: string | null; type?: string | null }): CableType {
  const parsed = cableTypeSchema.safeParse(cable.cableType);
  if (parsed.success) return parsed.data;
  const text = `${cable.cableType ?? ''} ${cable.type ?? ''}`.toLowerCase();
  if (text.includes('rj45') || text.includes('cat')) return 'RJ45';
  if (text.includes('coax')) return 'Coaxial';
  if (text.includes('préfil') || text.includes('prefil')) return 'Prefile';
  return 'R2V';
}

/**
 * Modules asked for a panel: rows × modules per row when its description states both ("2 rangées
 * de 13 modules", "Tableau principal 3 rangées 13 modules", "13 modules par rangée, 2 rangées"), else its modules field,
 * else 18 (part 2 §9 "Panel modules are computed as rows x modules per row from the description").
 */
export function requestedPanelModules(panel: { type?: string | null; modules?: number | null }): number {
  const text = (panel.type ?? '').toLowerCase();
  const rows = /(\d+)\s*rang/.exec(text)?.[1];
  const perRow =
    /(\d+)\s*modules?\s*(?:par|\/)\s*rang/.exec(text)?.[1] ??
    /rang[ée]e?s?\s*[,:]?\s*(?:de|x|×|\*)?\s*(\d+)/.exec(text)?.[1];
  if (rows && perRow) return Number(rows) * Number(perRow);
  const product = /(\d+)\s*[x×*]\s*(\d+)/.exec(text);
  if (product?.[1] && product[2]) return Number(product[1]) * Number(product[2]);
  const modules = Number(panel.modules);
  return Number.isFinite(modules) && modules > 0 ? modules : DEFAULT_PANEL_MODULES;
}

function formatSection(section: number): string {
  return String(section).replace('.', ',');
}

/**
 * Board lines from a dimensioning (part 2 §9): breakers priced by rating (unknown → 16 A at 8.50),
 * panels picked by capacity, cables priced per metre by type and section with quantity = length
 * rounded up (default 10), surge protectors at 120, then one DDR per row of breakers.
 */
export function buildDimensioningItems(
  dimensioning: EstimateDimensioningInput | null | undefined,
): DimensioningItem[] {
  if (!dimensioning) return [];
  const items: DimensioningItem[] = [];

  (dimensioning.circuit_breakers ?? []).forEach((breaker, index) => {
    const product = breakerForRating(breaker.rating);
    const rating = Number(breaker.rating);
    const known = Number.isFinite(rating) && rating > 0 ? rating : product.rating;
    items.push({
      id: `breaker-${index + 1}`,
      type: 'circuit_breaker',
      intitule: breaker.description?.trim() || `Disjoncteur ${known} A`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      quantity: positiveInt(breaker.quantity, 1),
      rating: known,
    });
  });

  (dimensioning.electrical_panels ?? []).forEach((panel, index) => {
    const product = panelForModules(requestedPanelModules(panel));
    items.push({
      id: `panel-${index + 1}`,
      type: 'electrical_panel',
      intitule: panel.type?.trim() || `Tableau ${product.capacity} modules`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      quantity: 1,
      modules: product.capacity,
      description: product.label,
    });
  });

  (dimensioning.cables ?? []).forEach((cable, index) => {
    const cableType = cableTypeOf(cable);
    const section = cableType === 'RJ45' || cableType === 'Coaxial' ? 0 : Number(cable.section) || 0;
    const product = cableFor(cableType, section);
    const length = Number(cable.length_estimate);
    const hasLength = Number.isFinite(length) && length > 0;
    items.push({
      id: `cable-${index + 1}`,
      type: 'cable',
      intitule:
        section > 0
          ? `Câble ${cableType === 'Prefile' ? 'préfilé' : cableType} ${formatSection(section)} mm²`
          : product.label,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      // Cable quantity is the length estimate rounded up, default 10 (part 2 §9).
      quantity: hasLength ? Math.ceil(length) : 10,
      section,
      length_estimate: hasLength ? length : 10,
      description: cable.type?.trim() || undefined,
    });
  });

  (dimensioning.surge_protectors ?? []).forEach((surge, index) => {
    const type = surge.type?.trim() || 'Type 2';
    items.push({
      id: `surge-${index + 1}`,
      type: 'surge_protector',
      intitule: `Parafoudre ${type}`,
      reference_principal: SURGE_PROTECTOR.reference,
      prix: toEuros(SURGE_PROTECTOR.priceCents),
      quantity: positiveInt(surge.quantity, 1),
      rating: surge.rating == null || surge.rating === '' ? undefined : surge.rating,
      description: surge.description?.trim() || undefined,
    });
  });

  return withDifferentialBreakers(items);
}

/** The whole estimate from rooms, equipment and dimensioning (part 2 §4.4, §9). */
export function buildEstimate(input: BuildEstimateInput): Estimate {
  return {
    quoteItems: buildQuoteItems(input.rooms, input.equipments),
    dimensioningItems: buildDimensioningItems(input.dimensioning),
  };
}

// ---------------------------------------------------------------------------------------------
// Differential switches (part 2 §9 DDR rule)
// ---------------------------------------------------------------------------------------------

/** Module units per DDR row (part 2 §9). */
export const DDR_ROW_MODULE_UNITS = 8;
/** Diversity factor applied to the sum of a row's ratings (part 2 §9). */
export const DDR_DIVERSITY_FACTOR = 0.7;

/** 40 A and 63 A breakers count 2 module units, others 1 (part 2 §9). */
export function breakerModuleUnits(rating: unknown): 1 | 2 {
  const n = Number(rating);
  return n === 40 || n === 63 ? 2 : 1;
}

export interface DifferentialRow {
  rowId: string;
  /** Ids of the breaker lines with at least one unit in this row, in order. */
  circuitBreakerIds: string[];
  moduleUnits: number;
  ratingSum: number;
  /** ceil(ratingSum × 0.7). */
  adjustedRating: number;
}

type BreakerLine = Pick<DimensioningItem, 'id' | 'type' | 'rating' | 'quantity'>;

/**
 * Rows of at most 8 module units, filled in order with every breaker unit (a line of quantity 3
 * is 3 breakers and may continue on the next row).
 */
export function differentialRows(items: readonly BreakerLine[]): DifferentialRow[] {
  const rows: DifferentialRow[] = [];
  let current: DifferentialRow | null = null;
  for (const item of items) {
    if (item.type !== 'circuit_breaker') continue;
    const units = breakerModuleUnits(item.rating);
    const rating = Number(item.rating);
    const ratingValue = Number.isFinite(rating) && rating > 0 ? rating : 0;
    const count = positiveInt(item.quantity, 1);
    for (let i = 0; i < count; i++) {
      if (!current || current.moduleUnits + units > DDR_ROW_MODULE_UNITS) {
        current = {
          rowId: `row-${rows.length + 1}`,
          circuitBreakerIds: [],
          moduleUnits: 0,
          ratingSum: 0,
          adjustedRating: 0,
        };
        rows.push(current);
      }
      current.moduleUnits += units;
      current.ratingSum += ratingValue;
      if (!current.circuitBreakerIds.includes(item.id)) current.circuitBreakerIds.push(item.id);
    }
  }
  for (const row of rows) {
    // Integer arithmetic first so that 0.7 × 50 gives exactly 35, not 35.00000000000001.
    row.adjustedRating = Math.ceil(Math.round(row.ratingSum * DDR_DIVERSITY_FACTOR * 1e6) / 1e6);
  }
  return rows;
}

/** One 30 mA type A differential switch per row of breakers (part 2 §9). */
export function generateDifferentialBreakers(items: readonly BreakerLine[]): DimensioningItem[] {
  return differentialRows(items).map((row, index) => {
    const product = differentialForAdjustedRating(row.adjustedRating);
    return {
      id: `ddr-${index + 1}`,
      type: 'differential_circuit_breaker',
      intitule: `Interrupteur différentiel ${product.rating} A 30 mA type A – rangée ${index + 1}`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      quantity: 1,
      rating: product.rating,
      rowId: row.rowId,
      circuitBreakerIds: row.circuitBreakerIds,
      description:
        `Rangée ${index + 1} : ${row.moduleUnits} module(s), somme des calibres ${row.ratingSum} A` +
        ` × 0,7 = ${row.adjustedRating} A`,
    };
  });
}

/**
 * The items with their DDRs regenerated: previous DDRs are dropped, each breaker gets the rowId
 * of the row holding its first unit, and the new DDRs are appended.
 */
export function withDifferentialBreakers(items: readonly DimensioningItem[]): DimensioningItem[] {
  const kept = items.filter((item) => item.type !== 'differential_circuit_breaker');
  const ddrs = generateDifferentialBreakers(kept);
  const firstRow = new Map<string, string>();
  for (const ddr of ddrs) {
    for (const id of ddr.circuitBreakerIds ?? []) {
      if (!firstRow.has(id) && ddr.rowId) firstRow.set(id, ddr.rowId);
    }
  }
  const withRows = kept.map((item): DimensioningItem => {
    const rowId = item.type === 'circuit_breaker' ? firstRow.get(item.id) : undefined;
    return rowId ? { ...item, rowId } : item;
  });
  return [...withRows, ...ddrs];
}

/** Saved board lines, with DDRs generated only when they hold none (part 2 §4.4). */
export function ensureDifferentialBreakers(items: readonly DimensioningItem[]): DimensioningItem[] {
  return items.some((item) => item.type === 'differential_circuit_breaker')
    ? [...items]
    : withDifferentialBreakers(items);
}

// ---------------------------------------------------------------------------------------------
// New items and the estimate's type selector (part 2 §4.4, §9)
// ---------------------------------------------------------------------------------------------

/** A custom item (no room): 'Nouvel équipement', price 0, quantity 1, white plate, cable 1.5 mm². */
export function newCustomItem(id: string): QuoteItem {
  const cable = cableFor('R2V', 1.5);
  return {
    id,
    intitule: 'Nouvel équipement',
    reference_principal: '',
    prix: 0,
    plaque_blanche: plateReference('white', 'simple'),
    plaque_noir: '',
    boite_encastrement: '',
    section_cable: '1.5',
    reference_cable: cable.reference,
    prix_au: toEuros(cable.priceCents),
    quantity: 1,
    roomId: null,
    equipmentType: null,
  };
}

/**
 * Default new board lines of part 2 §9: breaker 16 A at 8.50; panel 18 modules at 35; cable
 * 1.5 mm² at 0.85 × 10; surge protector 120, rating 10kA; DDR 25 A at 35 (type A, 30 mA).
 */
export const NEW_DIMENSIONING_ITEM_DEFAULTS: Record<DimensioningItemType, Omit<DimensioningItem, 'id'>> = {
  circuit_breaker: {
    type: 'circuit_breaker',
    intitule: 'Nouveau disjoncteur',
    reference_principal: breakerForRating(16).reference,
    prix: 8.5,
    quantity: 1,
    rating: 16,
  },
  electrical_panel: {
    type: 'electrical_panel',
    intitule: 'Nouveau tableau',
    reference_principal: panelForModules(18).reference,
    prix: 35,
    quantity: 1,
    modules: 18,
  },
  cable: {
    type: 'cable',
    intitule: 'Nouveau câble',
    reference_principal: cableFor('R2V', 1.5).reference,
    // 0.85 is the spec's default for a new cable line, not the 0.90 catalogue price (part 2 §9).
    prix: 0.85,
    quantity: 10,
    section: 1.5,
    length_estimate: 10,
  },
  surge_protector: {
    type: 'surge_protector',
    intitule: 'Nouveau parafoudre',
    reference_principal: SURGE_PROTECTOR.reference,
    prix: 120,
    quantity: 1,
    rating: '10kA',
    description: 'Protection contre les surtensions',
  },
  differential_circuit_breaker: {
    type: 'differential_circuit_breaker',
    intitule: 'Nouvel interrupteur différentiel',
    reference_principal: DIFFERENTIAL_BREAKERS[0]?.reference ?? '',
    prix: 35,
    quantity: 1,
    rating: 25,
    description: 'Type A, 30 mA',
  },
};

export function newDimensioningItem(type: DimensioningItemType, id: string): DimensioningItem {
  return { ...NEW_DIMENSIONING_ITEM_DEFAULTS[type], id };
}

export type EquipmentTypeSelection = Pick<
  QuoteItem,
  'equipmentType' | 'reference_principal' | 'prix' | 'boite_encastrement' | 'plaque_blanche' | 'plaque_noir'
>;

/**
 * Fields reset when a type is chosen in the estimate (part 2 §4.4): reference, price, box and
 * plate. The plate is a simple plate, or a double plate for a double socket or switch; black when
 * the colour is #000000, white otherwise. Types without a catalogue reference get no reference,
 * price 0 and no box.
 */
export function itemForEquipmentType(
  type: EquipmentType,
  color: string = DEFAULT_COLOR,
): EquipmentTypeSelection {
  const device = wiringDeviceFor(type);
  const plateColor = plateColorFor(color);
  const plate = plateReference(plateColor, device?.selectorPlate ?? 'simple');
  return {
    equipmentType: type,
    reference_principal: device?.reference ?? '',
    prix: device ? toEuros(estimatePriceCents(device)) : 0,
    boite_encastrement: device ? FLUSH_BOXES[device.box].reference : '',
    plaque_blanche: plateColor === 'white' ? plate : '',
    plaque_noir: plateColor === 'black' ? plate : '',
  };
}

/** Panel capacities the estimate can pick from (for the UI's module input hints). */
export const PANEL_CAPACITIES: readonly number[] = PANELS.map((panel) => panel.capacity);
