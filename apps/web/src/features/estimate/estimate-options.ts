import {
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  formatVatRate,
  isVatExempt,
  LINE_KIND_LABELS,
  LINE_KINDS,
  VAT_RATES,
  type VatRate,
} from '@courant/domain';
import type { PlateChoice } from './estimate-model.ts';

/** The choices of an estimate line's selects, shared by the tables (wide screens) and the cards (phones). */

export const TYPE_OPTIONS = EQUIPMENT_TYPES.map((t) => ({ value: t, label: EQUIPMENT_TYPE_LABELS[t] }));
export const KIND_OPTIONS = LINE_KINDS.map((k) => ({ value: k, label: LINE_KIND_LABELS[k] }));
export const PLATE_OPTIONS: { value: PlateChoice; label: string }[] = [
  { value: 'none', label: 'Aucune' },
  { value: 'white', label: 'Blanche' },
  { value: 'black', label: 'Noire' },
];
/** A line's VAT: the quote's rate ('Devis'), or its own. */
export const QUOTE_RATE = 'devis';
export const UNIT_TEXT = { u: '', m: 'm', h: 'h', forfait: 'forfait' } as const;

/** A line's VAT choices: the quote's rate first, then each rate; under the franchise, 0 % only. */
export function vatOptions(quoteRate: VatRate): { value: string; label: string }[] {
  const devis = { value: QUOTE_RATE, label: `Devis ${formatVatRate(quoteRate)}` };
  if (isVatExempt(quoteRate)) return [devis];
  return [devis, ...VAT_RATES.map((r) => ({ value: String(r), label: formatVatRate(r) }))];
}
