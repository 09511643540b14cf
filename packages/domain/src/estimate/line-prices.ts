import { z } from 'zod';
import { applianceFor } from '../catalogue/appliances.ts';
import { wiringDeviceFor } from '../catalogue/devices.ts';
import { INSTALLATION_LINES, type InstallationLineKey } from '../catalogue/installation.ts';
import { EQUIPMENT_TYPE_LABELS, EQUIPMENT_TYPES, type EquipmentType } from '../equipment-types.ts';

// The company's own prices of the lines the catalogue leaves 'prix à saisir': an
// electrician types the GTL's price once in the settings, not on every devis.

/** A line that may lack a catalogue price: its key, label and unit, as the catalogue has them. */
export interface PriceableLine {
  key: LinePriceKey;
  label: string;
  unit: 'u' | 'm';
}

/** Room equipment types with neither a wiring device nor an appliance in the catalogue. */
export const UNPRICED_EQUIPMENT_TYPES: readonly EquipmentType[] = EQUIPMENT_TYPES.filter(
  (type) => !wiringDeviceFor(type) && !applianceFor(type),
);

const unpricedInstallationKeys = (Object.keys(INSTALLATION_LINES) as InstallationLineKey[]).filter(
  (key) => INSTALLATION_LINES[key].priceToEnter,
);

export type LinePriceKey = InstallationLineKey | EquipmentType;

/** Every line the company may price, installation lines first (their `install-<key>` line), then room appliances. */
export const PRICEABLE_LINES: readonly PriceableLine[] = [
  ...unpricedInstallationKeys.map((key) => ({
    key,
    label: INSTALLATION_LINES[key].label,
    unit: INSTALLATION_LINES[key].unit,
  })),
  ...UNPRICED_EQUIPMENT_TYPES.map((type) => ({
    key: type,
    label: EQUIPMENT_TYPE_LABELS[type],
    unit: 'u' as const,
  })),
];

export const LINE_PRICE_KEYS = PRICEABLE_LINES.map((line) => line.key) as [LinePriceKey, ...LinePriceKey[]];

export const LINE_PRICE_MESSAGE =
  'Un prix en euros HT entre 0 et 100\u00a0000, avec 2\u00a0décimales au plus';

/** A unit price in euros HT: ≥ 0, at most 2 decimals, typed as text ('12,50') or a number. */
export const linePriceSchema = z.preprocess(
  // '' is no price (coerced it would be 0 €): the settings leave an empty field out.
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') || undefined : v),
  z.coerce
    .number(LINE_PRICE_MESSAGE)
    .min(0, LINE_PRICE_MESSAGE)
    .max(100_000, LINE_PRICE_MESSAGE)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, LINE_PRICE_MESSAGE),
);

/** The company's prices by line key, euros HT; a line left out stays 'prix à saisir'. */
export const linePricesSchema = z.partialRecord(z.enum(LINE_PRICE_KEYS), linePriceSchema);
export type LinePrices = Partial<Record<LinePriceKey, number>>;

/** The company's price of a line, or undefined when it set none (or a value no price could be). */
export function ownLinePrice(prices: LinePrices | null | undefined, key: LinePriceKey): number | undefined {
  const price = prices?.[key];
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined;
}
