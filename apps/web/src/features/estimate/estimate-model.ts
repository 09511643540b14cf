import {
  type DimensioningItem,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentType,
  type Estimate,
  formatDate,
  itemForEquipmentType,
  PLATES,
  type PlateColor,
  type PlateSize,
  type QuoteItem,
  quoteName,
  quoteNumberLabel,
  type VatRate,
  wiringDeviceFor,
} from '@courant/domain';

/** The French texts of step 8 (spec part 2 §2.5, §4.4), copied exactly. */
export const ESTIMATE_TEXT = {
  total: 'Montant total estimé',
  recalculate: 'Recalculer',
  exportCsv: 'Exporter CSV',
  exportParts: 'Liste de pièces CSV',
  exportPdf: 'Exporter PDF',
  custom: 'Éléments personnalisés',
  confirmTitle: 'Recalculer les estimations',
  confirmBody:
    'Toutes les modifications manuelles (prix, quantités, équipements ajoutés) seront définitivement perdues. Voulez-vous continuer\u00a0?',
  cancel: 'Annuler',
  finish: 'Terminer',
  finishing: 'Finalisation…',
} as const;

/** What quotes.finish answers that the confirmation reads. */
export interface SentDevis {
  number: string | null;
  version: number;
  validUntil: string | null;
}

/**
 * The toast after 'Terminer' or 'Valider le projet': the devis as step 8 and the PDF name
 * it ('Devis DEV-2026-0001 envoyé', its version from the second), the project finished, the jeton
 * spent the first time and how long the devis holds.
 */
export function finishNotice(sent: SentDevis, spentJeton: boolean): { title: string; message: string } {
  const devis = sent.number ? `Devis ${quoteNumberLabel(sent.number, sent.version)}` : 'Devis';
  const validity = sent.validUntil ? ` Valable jusqu’au ${formatDate(sent.validUntil)}.` : '';
  return {
    title: `${devis} envoyé`,
    message: `Projet terminé${spentJeton ? ' (1 jeton utilisé)' : ''}.${validity}`,
  };
}

// ---------------------------------------------------------------------------------------------
// What is saved (part 2 §3.9, §7)
// ---------------------------------------------------------------------------------------------

export interface QuoteContent {
  name: string;
  description: string | null;
  quoteItems: QuoteItem[];
  dimensioningItems: DimensioningItem[];
  /** The quote's VAT rate; a line may carry its own. The server computes the totals from the lines. */
  vatRate: VatRate;
}

export function quoteContent(
  projectName: string,
  description: string | null,
  estimate: Estimate,
  vatRate: VatRate = 20,
): QuoteContent {
  return {
    name: quoteName(projectName),
    description,
    quoteItems: estimate.quoteItems,
    dimensioningItems: estimate.dimensioningItems,
    vatRate,
  };
}

// ---------------------------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------------------------

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
