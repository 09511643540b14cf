import {
  type Appliance,
  applianceFor,
  ECS_APPLIANCES,
  EV_CHARGER_PRODUCTS,
} from '../catalogue/appliances.ts';
import {
  breakerForRating,
  DEFAULT_PANEL_MODULES,
  panelForModules,
  surgeProtectorFor,
} from '../catalogue/board.ts';
import { cableFor } from '../catalogue/cables.ts';
import { plateColorFor, plateReference, wiringDeviceFor } from '../catalogue/devices.ts';
import { PRICE_TO_CONFIRM } from '../catalogue/product.ts';
import { EV_CIRCUITS } from '../dimensioning/breaker-tables.ts';
import { type BreakerPoles, type CableType, cableTypeSchema } from '../dimensioning/dimensioning.schema.ts';
import type { Phase, RcdType } from '../dimensioning/rcd-rows.ts';
import { EQUIPMENT_TYPE_LABELS, type EquipmentType, equipmentTypeSchema } from '../equipment-types.ts';
import { EV_CHARGERS, type EvCharger } from '../installation/installation.schema.ts';
import { toEuros } from '../money.ts';
import { optionsOf } from '../options/options.schema.ts';
import { type EquipmentItem, optionItemTypeSchema, type Room } from '../project.schema.ts';
import { withDifferentialBreakers } from './differential-rows.ts';
import { deviceFields, plateFields } from './edits.ts';
import { buildInstallationLines } from './installation-lines.ts';
import { buildLabourLines, type LabourSettings } from './labour.ts';
import { type LinePrices, ownLinePrice } from './line-prices.ts';
import { plainLine } from './new-items.ts';
import { quantityOf } from './quantity.ts';
import type { DimensioningItem, QuoteItem } from './schema.ts';

// Building the estimate from rooms, equipment and dimensioning (part 2 §9)

/** The dimensioning as the estimate reads it: every field may be missing (part 2 §3.7). */
export interface EstimateDimensioningInput {
  circuit_breakers?: ReadonlyArray<{
    rating?: number | string | null;
    description?: string | null;
    quantity?: number | null;
    /** The breaker's RCD row (see circuitBreakerSchema); absent on older dimensionings. */
    row?: number | null;
    rcd_type?: RcdType | null;
    full_load?: boolean | null;
    head?: boolean | null;
    poles?: BreakerPoles | null;
    phase?: Phase | null;
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
  rooms: ReadonlyArray<Pick<Room, 'id'> & { name?: string }>;
  equipments: ReadonlyArray<
    Pick<EquipmentItem, 'roomId' | 'type' | 'quantity' | 'metadata'> &
      Partial<Pick<EquipmentItem, 'id' | 'name' | 'options'>>
  >;
  dimensioning?: EstimateDimensioningInput | null;
  /**
   * With it, labour per room and for the board, travel and small supplies are added, and the lines
   * without a catalogue price take the company's own prices.
   */
  labour?: LabourSettings | null;
  /**
   * Step 1's work type and scope: a whole dwelling (the default) gets its earthing, smoke detector,
   * communication panel and GTL lines; a renovation of some rooms does not.
   */
  workType?: string | null;
  workScope?: string | null;
}

export interface Estimate {
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
}

function isEquipmentType(type: string): type is EquipmentType {
  return equipmentTypeSchema.safeParse(type).success;
}

/** The fields a room equipment line gets from the catalogue: a wiring device, an appliance, or none. */
function pricedFields(
  type: EquipmentType,
  color: string | null | undefined,
  linePrices: LinePrices | null | undefined,
): Pick<
  QuoteItem,
  'reference_principal' | 'prix' | 'plaque_blanche' | 'plaque_noir' | 'boite_encastrement' | 'prixASaisir'
> & { plateColor: string } {
  const device = wiringDeviceFor(type);
  const plateColor = plateColorFor(color);
  if (device) {
    const plate = device.estimatePlate ? plateReference(plateColor, device.estimatePlate) : '';
    return { ...deviceFields(device), ...plateFields(plateColor, plate), plateColor };
  }
  const appliance = applianceFor(type);
  // An item without a catalogue price takes the company's own price, else is shown at
  // 0 € with 'prix à saisir', never dropped.
  const own = appliance ? undefined : ownLinePrice(linePrices, type);
  return {
    reference_principal: appliance?.reference ?? '',
    prix: appliance ? toEuros(appliance.priceCents) : (own ?? 0),
    plaque_blanche: '',
    plaque_noir: '',
    boite_encastrement: appliance?.box?.reference ?? '',
    ...(appliance || own !== undefined ? {} : { prixASaisir: true }),
    plateColor: 'none',
  };
}

/**
 * Equipment lines per room, in room order (part 2 §9, widened: every chosen item is priced) —
 * wiring devices with their plate (white by default, black for #000000) and box, appliances
 * (lighting points on a DCL box, heaters, water heaters, VMC) — and an item without a catalogue
 * price gets the company's own price (`linePrices`), else 0 € and 'prix à saisir'. Identical items
 * of a room are one line with summed quantities.
 */
export function buildQuoteItems(
  rooms: BuildEstimateInput['rooms'],
  equipments: BuildEstimateInput['equipments'],
  linePrices?: LinePrices | null,
): QuoteItem[] {
  const lines = new Map<string, QuoteItem>();
  for (const room of rooms) {
    const roomId = String(room.id);
    for (const equipment of equipments) {
      if (equipment.roomId == null || String(equipment.roomId) !== roomId) continue;
      if (!isEquipmentType(equipment.type)) continue;
      const count = Number(equipment.quantity);
      if (!Number.isFinite(count) || count <= 0) continue;

      const { plateColor, ...priced } = pricedFields(equipment.type, equipment.metadata?.color, linePrices);
      const item: QuoteItem = {
        id: '',
        intitule: EQUIPMENT_TYPE_LABELS[equipment.type],
        ...priced,
        section_cable: '',
        reference_cable: '',
        prix_au: 0,
        quantity: count,
        roomId,
        equipmentType: equipment.type,
        kind: 'fourniture',
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

/**
 * The EV charging variant the dimensioning planned, read from its EV breaker line; null
 * when the board has none (then the option's default, the 7,4 kW wallbox).
 */
export function evChargerOf(dimensioning: EstimateDimensioningInput | null | undefined): EvCharger | null {
  const descriptions = new Set((dimensioning?.circuit_breakers ?? []).map((b) => b.description));
  return EV_CHARGERS.find((variant) => descriptions.has(EV_CIRCUITS[variant].description)) ?? null;
}

/**
 * What a project-level option item stands for in the devis: a product, or a line to price by hand.
 * The IRVE option is the product of the charging variant the board planned, the 7,4 kW
 * wallbox when the board has no EV circuit.
 */
function optionProduct(
  item: Pick<EquipmentItem, 'type' | 'options'>,
  evCharger: EvCharger | null,
): Appliance | null {
  if (optionsOf(item, 'access_control')?.accessType === 'irve') {
    return EV_CHARGER_PRODUCTS[evCharger ?? 'wallbox_7kw'];
  }
  const ecsType = optionsOf(item, 'ecs')?.ecsType;
  return ecsType ? (ECS_APPLIANCES[ecsType] ?? null) : null;
}

/**
 * Lines for the options of step 5 (the EV charger, the water heater… are chosen, so they are
 * priced): one custom line each (no room), the product when the catalogue has one, else
 * 0 € and 'prix à saisir' (home automation, gates, intercom depend on the site and the brand).
 */
export function buildOptionLines(
  equipments: ReadonlyArray<Pick<EquipmentItem, 'id' | 'name' | 'roomId' | 'type' | 'quantity' | 'options'>>,
  evCharger: EvCharger | null = null,
): QuoteItem[] {
  return equipments.flatMap((item): QuoteItem[] => {
    if (item.roomId != null || !optionItemTypeSchema.safeParse(item.type).success) return [];
    const count = Number(item.quantity);
    if (!Number.isFinite(count) || count <= 0) return [];
    const product = optionProduct(item, evCharger);
    return [
      plainLine({
        id: item.id,
        intitule: product
          ? `${item.name} — ${product.label}${product.priceToConfirm ? ` (${PRICE_TO_CONFIRM})` : ''}`
          : item.name,
        reference_principal: product?.reference ?? '',
        prix: product ? toEuros(product.priceCents) : 0,
        quantity: Math.round(count),
        ...(product ? {} : { prixASaisir: true }),
      }),
    ];
  });
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
 * Modules asked for a panel: rows × modules per row when its description states both, in any
 * order and wording ("Tableau principal 3 rangées 13 modules", "2 rangées de 13 modules",
 * "13 modules par rangée, 2 rangées", "13 modules 2 rangées", "18 modules sur 3 rangées", "4 x 13"),
 * else its modules field, else 18 (part 2 §9 "Panel modules are computed as rows x modules per row
 * from the description").
 */
export function requestedPanelModules(panel: { type?: string | null; modules?: number | null }): number {
  const text = (panel.type ?? '').toLowerCase();
  const rows = /(\d+)\s*rang/.exec(text)?.[1];
  const perRow =
    /(\d+)\s*modules?/.exec(text)?.[1] ?? /rang[ée]e?s?\s*[,:]?\s*(?:de|x|×|\*)\s*(\d+)/.exec(text)?.[1];
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
    const product = breakerForRating(breaker.rating, breaker.poles);
    const rating = Number(breaker.rating);
    const known = Number.isFinite(rating) && rating > 0 ? rating : product.rating;
    const row = Number(breaker.row);
    items.push({
      id: `breaker-${index + 1}`,
      type: 'circuit_breaker',
      intitule: breaker.description?.trim() || `Disjoncteur ${known}\u00a0A`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      quantity: quantityOf(breaker.quantity),
      rating: known,
      ...(Number.isInteger(row) && row >= 1 ? { row } : {}),
      ...(breaker.rcd_type ? { rcd_type: breaker.rcd_type } : {}),
      ...(breaker.full_load ? { full_load: true } : {}),
      ...(breaker.head ? { head: true } : {}),
      ...(breaker.poles === '3P+N' ? { poles: breaker.poles } : {}),
      ...(breaker.phase ? { phase: breaker.phase } : {}),
      ...(product.priceToConfirm ? { prix_a_confirmer: true } : {}),
    });
  });

  (dimensioning.electrical_panels ?? []).forEach((panel, index) => {
    const product = panelForModules(requestedPanelModules(panel));
    items.push({
      id: `panel-${index + 1}`,
      type: 'electrical_panel',
      intitule: panel.type?.trim() || `Tableau ${product.capacity}\u00a0modules`,
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
          ? `Câble ${cableType === 'Prefile' ? 'préfilé' : cableType} ${formatSection(section)}\u00a0mm²`
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
    const product = surgeProtectorFor(type);
    items.push({
      id: `surge-${index + 1}`,
      type: 'surge_protector',
      intitule: `Parafoudre ${type}${product.priceToConfirm ? ` (${PRICE_TO_CONFIRM})` : ''}`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      ...(product.priceToConfirm ? { prix_a_confirmer: true } : {}),
      quantity: quantityOf(surge.quantity),
      rating: surge.rating == null || surge.rating === '' ? undefined : surge.rating,
      description: surge.description?.trim() || undefined,
    });
  });

  return withDifferentialBreakers(items);
}

/**
 * The water heater chosen at step 5 (ECS option) is the one the rooms hold: NF C 15-100 asks that it
 * be placed in a room (step 4), so when a room holds a water heater, that room's line is the option's
 * product (the thermodynamic one when chosen) and the option adds no second appliance.
 */
function withOptionWaterHeater(
  roomLines: QuoteItem[],
  optionLines: QuoteItem[],
  equipments: BuildEstimateInput['equipments'],
): { roomLines: QuoteItem[]; optionLines: QuoteItem[] } {
  const ecs = equipments.find((e) => e.roomId == null && e.type === 'ecs');
  const ecsType = ecs ? optionsOf(ecs, 'ecs')?.ecsType : undefined;
  const product = ecsType ? ECS_APPLIANCES[ecsType] : undefined;
  if (!ecs || !product || !roomLines.some((line) => line.equipmentType === 'WaterHeater')) {
    return { roomLines, optionLines };
  }
  return {
    roomLines: roomLines.map((line) =>
      line.equipmentType === 'WaterHeater'
        ? {
            ...line,
            intitule: `${EQUIPMENT_TYPE_LABELS.WaterHeater} — ${product.label}`,
            reference_principal: product.reference,
            prix: toEuros(product.priceCents),
          }
        : line,
    ),
    optionLines: optionLines.filter((line) => line.id !== ecs.id),
  };
}

/** Option items whose fitting is labour of the dwelling: the EV charger. */
function optionLabourCounts(equipments: BuildEstimateInput['equipments']): { evChargers: number } {
  const evChargers = equipments
    .filter((e) => e.roomId == null && optionsOf(e, 'access_control')?.accessType === 'irve')
    .reduce((sum, e) => sum + Math.max(0, Math.round(Number(e.quantity) || 0)), 0);
  return { evChargers };
}

/** The whole estimate from rooms, equipment and dimensioning (part 2 §4.4, §9). */
export function buildEstimate(input: BuildEstimateInput): Estimate {
  const { roomLines, optionLines } = withOptionWaterHeater(
    buildQuoteItems(input.rooms, input.equipments, input.labour?.linePrices),
    buildOptionLines(
      input.equipments.flatMap((e) =>
        e.id !== undefined && e.name !== undefined ? [{ ...e, id: e.id, name: e.name }] : [],
      ),
      evChargerOf(input.dimensioning),
    ),
    input.equipments,
  );
  const quoteItems = [
    ...roomLines,
    ...optionLines,
    ...buildInstallationLines({
      roomCount: input.rooms.length,
      dimensioning: input.dimensioning,
      workType: input.workType,
      workScope: input.workScope,
      linePrices: input.labour?.linePrices,
    }),
  ];
  const dimensioningItems = buildDimensioningItems(input.dimensioning);
  const rooms = input.rooms.map((room) => ({ id: String(room.id), name: room.name }));
  const labour = input.labour
    ? buildLabourLines(
        quoteItems,
        dimensioningItems,
        rooms,
        input.labour,
        optionLabourCounts(input.equipments),
      )
    : [];
  return { quoteItems: [...quoteItems, ...labour], dimensioningItems };
}
