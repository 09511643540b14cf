import {
  estimatePriceCents,
  FLUSH_BOXES,
  type PlateColor,
  plateColorFor,
  plateReference,
  type WiringDevice,
  wiringDeviceFor,
} from '../catalogue/devices.ts';
import { DEFAULT_COLOR, type EquipmentType } from '../equipment-types.ts';
import { toEuros } from '../money.ts';
import { normaliseQuantity } from './quantity.ts';
import { type LineKind, lineUnit, type QuoteItem } from './schema.ts';

// What a typed value becomes when a line of the estimate is edited (part 2 §4.4, §5)

/** Part 2 §5: a cable length in metres is never negative, step 0.1; 0 when invalid. */
export function cableLengthOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 10) / 10 : 0;
}

/** Part 2 §5: a price in euros is never negative; 2 decimals; 0 when invalid. */
export function priceOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
}

export type NumberInput = { ok: true; value: number } | { ok: false; message: string };

/**
 * A number as typed in the estimate: '8,20', '8.20' and numpad input alike, spaces
 * allowed ('1 250,50'). A price has at most 2 decimals and is not negative; a quantity is a whole
 * number, or one decimal for metres and hours. Anything else is refused with a French message.
 */
export function parseNumberInput(text: string, kind: 'price' | 'pieces' | 'measure'): NumberInput {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const pattern = kind === 'price' ? /^\d+(\.\d{0,2})?$/ : kind === 'measure' ? /^\d+(\.\d?)?$/ : /^\d+$/;
  if (cleaned === '' || !pattern.test(cleaned)) {
    const message =
      kind === 'price'
        ? 'Prix invalide\u00a0: un nombre positif, 2 décimales au plus (ex. 8,20)'
        : kind === 'measure'
          ? 'Quantité invalide\u00a0: un nombre positif, 1 décimale au plus (ex. 2,5)'
          : 'Quantité invalide\u00a0: un nombre entier (ex. 3)';
    return { ok: false, message };
  }
  const value = Number(cleaned);
  if (kind !== 'price' && value <= 0) return { ok: false, message: 'La quantité doit être supérieure à 0' };
  return { ok: true, value };
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
    ...(device ? deviceFields(device) : { reference_principal: '', prix: 0, boite_encastrement: '' }),
    ...plateFields(plateColor, plate),
  };
}

/** A wiring device's catalogue fields on an estimate line: its reference, its price and its flush box. */
export function deviceFields(
  device: WiringDevice,
): Pick<QuoteItem, 'reference_principal' | 'prix' | 'boite_encastrement'> {
  return {
    reference_principal: device.reference,
    prix: toEuros(estimatePriceCents(device)),
    boite_encastrement: FLUSH_BOXES[device.box].reference,
  };
}

/** A plate reference in the plate column of its colour, the other one empty. */
export function plateFields(
  plateColor: PlateColor,
  plate: string,
): Pick<QuoteItem, 'plaque_blanche' | 'plaque_noir'> {
  return {
    plaque_blanche: plateColor === 'white' ? plate : '',
    plaque_noir: plateColor === 'black' ? plate : '',
  };
}

/**
 * A line given a kind: supplies keep their device, plate and box; labour, travel and
 * anything else are no wiring device, so they lose the equipment type, plate and box, and take the
 * unit of their kind (hours for labour, a flat fee for travel). The quantity is read again in the
 * new unit by normaliseQuantity (2,5 h stays 2,5; as pieces it becomes 3).
 */
export function withLineKind(item: QuoteItem, kind: LineKind): QuoteItem {
  const unit = lineUnit({ kind });
  if (kind === 'fourniture') {
    return { ...item, kind, unit, quantity: normaliseQuantity(item.quantity, unit) };
  }
  return {
    ...item,
    kind,
    unit,
    equipmentType: null,
    plaque_blanche: '',
    plaque_noir: '',
    boite_encastrement: '',
    quantity: normaliseQuantity(item.quantity, unit),
  };
}

/** Whether a line can carry a plate: a wiring device (socket, switch…) supplied, nothing else. */
export function takesPlate(item: Pick<QuoteItem, 'equipmentType' | 'kind'>): boolean {
  if (item.kind && item.kind !== 'fourniture') return false;
  return item.equipmentType ? wiringDeviceFor(item.equipmentType) !== null : false;
}
