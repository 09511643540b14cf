import { billedLine } from '../estimate/billed-lines.ts';
import type { LineUnit } from '../estimate/quantity.ts';
import {
  DEFAULT_VAT_RATE,
  type DimensioningItem,
  type LineKind,
  lineUnit,
  lineVatRate,
  type QuoteItem,
  type VatRate,
} from '../estimate/schema.ts';
import { toCents } from '../money.ts';

// The accepted devis as invoices bill it: each line with its unit price and its total HT in cents as
// the devis bills them (estimate/billed-lines.ts, whose totals per rate make the devis's bases), its
// VAT rate and its room.

export interface DevisLine {
  /** Unique within the devis ('q:…' a line of the estimate, 'd:…' a line of the board). */
  id: string;
  label: string;
  kind: LineKind;
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  totalCents: number;
  vatRate: VatRate;
  /** Null: a line in no room (the board, the options, the dwelling's lines). */
  roomId: string | null;
  roomName: string | null;
}

/** What invoicing needs of an accepted devis. */
export interface InvoicedDevis {
  id: string;
  /** 'DEV-2026-0001'. */
  number: string;
  /** The day the client accepted it, 'YYYY-MM-DD'. */
  acceptedOn: string;
  lines: DevisLine[];
}

/** What a saved devis holds that its lines come from. */
export interface DevisSource {
  quoteItems: readonly QuoteItem[];
  dimensioningItems: readonly DimensioningItem[];
  vatRate?: VatRate | null;
}

/** A line's unit price and total in cents and its rate, as the devis bills it. */
function billedCents(item: QuoteItem | DimensioningItem, quoteRate: VatRate) {
  const billed = billedLine(item, quoteRate);
  return {
    unitPriceCents: toCents(billed.unitPrice),
    totalCents: toCents(billed.total),
    vatRate: lineVatRate(item, quoteRate),
  };
}

/** The devis's lines (estimate lines, then the board's), priced as the devis prints them. */
export function devisLines(
  devis: DevisSource,
  rooms: ReadonlyArray<{ id: string; name: string }> = [],
): DevisLine[] {
  const quoteRate = devis.vatRate ?? DEFAULT_VAT_RATE;
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]));
  const estimate = devis.quoteItems.map((item): DevisLine => {
    const roomId = item.roomId ?? null;
    return {
      id: `q:${item.id}`,
      label: item.intitule.trim() || item.reference_principal || 'Ligne',
      kind: item.kind ?? 'fourniture',
      quantity: item.quantity,
      unit: lineUnit(item),
      ...billedCents(item, quoteRate),
      roomId,
      roomName: roomId === null ? null : (roomNames.get(roomId) ?? null),
    };
  });
  const board = devis.dimensioningItems.map(
    (item): DevisLine => ({
      id: `d:${item.id}`,
      label: item.intitule.trim() || item.reference_principal || 'Tableau électrique',
      kind: 'fourniture',
      quantity: item.quantity,
      unit: item.type === 'cable' ? 'm' : 'u',
      ...billedCents(item, quoteRate),
      roomId: null,
      roomName: null,
    }),
  );
  return [...estimate, ...board];
}
