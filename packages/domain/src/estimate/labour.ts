import type { EquipmentType } from '../equipment-types.ts';
import { toEuros } from '../money.ts';
import type { LinePrices } from './line-prices.ts';
import { plainLine } from './new-items.ts';
import type { DimensioningItem, DimensioningItemType, QuoteItem } from './schema.ts';
import { lineTotalCents } from './totals.ts';

// Labour, travel and sundries of a devis

/**
 * Temps de pose per unit, in minutes, for a renovation in an occupied dwelling: cutting in, pulling
 * the cable from the board, fitting and connecting. A product choice of Courant, in line with the
 * unit times French electricians' price guides give (20–45 min a socket, 1 h a heater, 2–3 h a water
 * heater or a VMC unit, 3 h an EV charger); each company and each quote can change them.
 */
export const DEFAULT_LABOUR_MINUTES: Record<EquipmentType, number> = {
  SimpleSocket: 30,
  DoubleSocket: 35,
  WaterproofSocket: 40,
  NetworkSocket: 35,
  TVSocket: 35,
  OvenSocket: 45,
  ExtractorSocket: 30,
  Dedicated20ASocket: 40,
  SimpleSwitch: 25,
  DoubleSwitch: 30,
  DimmerSwitch: 30,
  LightingPoint: 40,
  InertiaRadiator: 60,
  Convector: 45,
  WaterHeater: 150,
  AirConditioning: 240,
  FloorHeating: 240,
  DuctedHeatPump: 480,
  SimpleFlowVMC: 180,
  DoubleFlowVMC: 360,
};

/**
 * Minutes per board line (each breaker or switch wired, the panel fitted, the surge protector wired,
 * per metre of cable: 0 by default, the rooms' times include pulling their cables); each company can
 * change them in its settings like the equipment's.
 */
export const DEFAULT_BOARD_LABOUR_MINUTES: Record<DimensioningItemType, number> = {
  circuit_breaker: 15,
  differential_circuit_breaker: 20,
  electrical_panel: 120,
  surge_protector: 30,
  cable: 0,
};

/** The board lines' names in the company's 'Temps de pose' settings, with the unit the time is for. */
export const BOARD_LABOUR_LABELS: Record<DimensioningItemType, string> = {
  electrical_panel: 'Tableau (coffret)',
  differential_circuit_breaker: 'Interrupteur différentiel',
  circuit_breaker: 'Disjoncteur',
  surge_protector: 'Parafoudre',
  cable: 'Câble, par mètre',
};

/** The board's line types in the settings' order: the panel, then what goes in it, then the cable. */
export const BOARD_LABOUR_TYPES = Object.keys(BOARD_LABOUR_LABELS) as DimensioningItemType[];

/** Labour items that are options of the dwelling rather than room equipment (step 5). */
export const OPTION_LABOUR_TYPES = ['EvCharger'] as const;
export type OptionLabourType = (typeof OPTION_LABOUR_TYPES)[number];
/** An item with a fitting time in the company's settings: room equipment or a dwelling option. */
export type LabourItemType = EquipmentType | OptionLabourType;

/** Minutes to fit an option's product: an EV charger on its wall, connected and tested (3 h). */
export const DEFAULT_OPTION_LABOUR_MINUTES: Record<OptionLabourType, number> = { EvCharger: 180 };
export const OPTION_LABOUR_LABELS: Record<OptionLabourType, string> = {
  EvCharger: 'Borne de recharge (IRVE)',
};

/** Company defaults until a company sets its own (hourly rate, travel, sundries). */
export interface LabourSettings {
  /** Euros HT per hour. */
  hourlyRate: number;
  /** Flat travel fee in euros HT; 0 leaves the line out. */
  travel: number;
  /** Small supplies (fixings, connectors, sleeving) as a percentage of the supplies. */
  suppliesPercent: number;
  /** Minutes per unit by equipment type (and dwelling option: the EV charger), over the defaults. */
  minutes?: Partial<Record<LabourItemType, number>>;
  /** Minutes per board line (per piece, per metre of cable) by type, over the defaults. */
  boardMinutes?: Partial<Record<DimensioningItemType, number>>;
  /** The company's own prices of the lines without a catalogue price (line-prices.ts). */
  linePrices?: LinePrices;
}

export const DEFAULT_LABOUR_SETTINGS: LabourSettings = { hourlyRate: 45, travel: 0, suppliesPercent: 5 };

/** Hours with one decimal, rounded up (a started tenth of an hour is worked). */
export function hoursOf(minutes: number): number {
  return Math.ceil(Math.round(minutes) / 6) / 10;
}

function ownOr(own: number | undefined, fallback: number): number {
  return own !== undefined && Number.isFinite(own) && own >= 0 ? own : fallback;
}

/** Minutes of fitting one unit of a type, with the settings' overrides. */
export function labourMinutes(type: EquipmentType, settings: Pick<LabourSettings, 'minutes'>): number {
  return ownOr(settings.minutes?.[type], DEFAULT_LABOUR_MINUTES[type]);
}

/** Minutes of one board line's unit (a piece, a metre of cable), with the settings' overrides. */
export function boardLabourMinutes(
  type: DimensioningItemType,
  settings: Pick<LabourSettings, 'boardMinutes'>,
): number {
  return ownOr(settings.boardMinutes?.[type], DEFAULT_BOARD_LABOUR_MINUTES[type]);
}

function labourLine(
  id: string,
  intitule: string,
  hours: number,
  rate: number,
  roomId: string | null,
): QuoteItem {
  return plainLine({ id, intitule, prix: rate, quantity: hours, roomId, kind: 'main_oeuvre', unit: 'h' });
}

/** Ids of the lines of the whole dwelling the labour makes: the board's labour, travel, small supplies. */
export const DWELLING_LABOUR_IDS = {
  board: 'labour-board',
  evCharger: 'labour-ev-charger',
  travel: 'travel',
  sundries: 'sundries',
} as const;

/**
 * One labour line per room (its equipment's fitting time × the hourly rate, shown with its hours as
 * the arrêté of 24 January 2017 asks) and one for the board, then travel and small supplies.
 */
export function buildLabourLines(
  quoteItems: readonly QuoteItem[],
  dimensioningItems: readonly DimensioningItem[],
  rooms: ReadonlyArray<{ id: string; name?: string }>,
  settings: LabourSettings,
  options: { evChargers: number } = { evChargers: 0 },
): QuoteItem[] {
  const lines: QuoteItem[] = [];
  for (const room of rooms) {
    const roomId = String(room.id);
    const minutes = quoteItems
      .filter((item) => item.roomId === roomId && item.equipmentType && item.kind !== 'main_oeuvre')
      .reduce(
        (sum, item) => sum + labourMinutes(item.equipmentType as EquipmentType, settings) * item.quantity,
        0,
      );
    if (minutes <= 0) continue;
    const label = room.name ? `Main d’œuvre — pose ${room.name}` : 'Main d’œuvre — pose';
    lines.push(labourLine(`labour-${roomId}`, label, hoursOf(minutes), settings.hourlyRate, roomId));
  }
  const boardMinutes = dimensioningItems.reduce(
    (sum, item) => sum + boardLabourMinutes(item.type, settings) * item.quantity,
    0,
  );
  if (boardMinutes > 0) {
    lines.push(
      labourLine(
        DWELLING_LABOUR_IDS.board,
        'Main d’œuvre — tableau électrique',
        hoursOf(boardMinutes),
        settings.hourlyRate,
        null,
      ),
    );
  }
  const ownEv = settings.minutes?.EvCharger;
  const evMinutes =
    options.evChargers *
    (ownEv !== undefined && Number.isFinite(ownEv) && ownEv >= 0
      ? ownEv
      : DEFAULT_OPTION_LABOUR_MINUTES.EvCharger);
  if (evMinutes > 0) {
    lines.push(
      labourLine(
        DWELLING_LABOUR_IDS.evCharger,
        "Main d'œuvre — pose de la borne de recharge",
        hoursOf(evMinutes),
        settings.hourlyRate,
        null,
      ),
    );
  }
  if (settings.travel > 0) {
    lines.push({
      ...labourLine(DWELLING_LABOUR_IDS.travel, 'Déplacement', 1, settings.travel, null),
      kind: 'deplacement',
      unit: 'forfait',
    });
  }
  const suppliesCents = [...quoteItems, ...dimensioningItems]
    .filter((item) => !('kind' in item) || item.kind === undefined || item.kind === 'fourniture')
    .reduce((sum, item) => sum + lineTotalCents(item), 0);
  const sundriesCents = Math.round((suppliesCents * settings.suppliesPercent) / 100);
  if (sundriesCents > 0) {
    lines.push({
      ...labourLine(
        DWELLING_LABOUR_IDS.sundries,
        `Petites fournitures (${String(settings.suppliesPercent).replace('.', ',')}\u00a0% des fournitures)`,
        1,
        toEuros(sundriesCents),
        null,
      ),
      kind: 'fourniture',
      unit: 'forfait',
    });
  }
  return lines;
}

/** The labour of a set of lines: its hours and its amount HT. */
export function labourSummary(
  items: ReadonlyArray<Pick<QuoteItem, 'kind' | 'quantity' | 'prix'> & Partial<QuoteItem>>,
): { hours: number; amount: number } {
  const labour = items.filter((item) => item.kind === 'main_oeuvre');
  const tenths = labour.reduce((sum, item) => sum + Math.round(item.quantity * 10), 0);
  const cents = labour.reduce(
    (sum, item) => sum + lineTotalCents({ prix: item.prix, quantity: item.quantity }),
    0,
  );
  return { hours: tenths / 10, amount: toEuros(cents) };
}
