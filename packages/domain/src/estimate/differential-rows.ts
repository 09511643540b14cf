import { differentialFor } from '../catalogue/board.ts';
import { PRICE_TO_CONFIRM } from '../catalogue/product.ts';
import { planRcdRows, type RcdBreakerLine, type RcdRow } from '../dimensioning/rcd-rows.ts';
import { toEuros } from '../money.ts';
import type { DimensioningItem } from './schema.ts';

// Differential switches, one per RCD row (part 2 §9 DDR rule, over the dimensioning's RCD plan)

export {
  breakerModuleUnits,
  DDR_DIVERSITY_FACTOR,
  DDR_ROW_MODULE_UNITS,
} from '../dimensioning/rcd-rows.ts';

/** A differential row of the estimate: the rows of planRcdRows (one source with notes and drawing). */
export type DifferentialRow = RcdRow;

type BreakerLine = Pick<
  DimensioningItem,
  'id' | 'type' | 'rating' | 'quantity' | 'row' | 'rcd_type' | 'full_load' | 'head' | 'poles' | 'phase'
>;

/**
 * The differential rows of the breaker lines: one per RCD group planned by the dimensioning (split
 * beyond 8 module units or 63 A), then the §9 greedy fill for breakers added by hand.
 */
export function differentialRows(items: readonly BreakerLine[]): DifferentialRow[] {
  return planRcdRows(items.filter((item) => item.type === 'circuit_breaker'));
}

/**
 * The breaker units of each differential row, each unit being its line (a line of quantity 3
 * appears 3 times): the rows of planRcdRows, for the board drawing (packages/documents).
 */
export function breakerUnitsByRow<T extends RcdBreakerLine>(lines: readonly T[]): T[][] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return planRcdRows(lines).map((row) =>
    row.units.map((id) => byId.get(id)).filter((line): line is T => line !== undefined),
  );
}

const SPLIT_TEXT = {
  modules: '\u00a0; groupe réparti\u00a0: plus de 8 modules',
  rating: '\u00a0; groupe réparti\u00a0: plus de 63\u00a0A nécessaires',
} as const;

/** One 30 mA differential switch per row, of the row's type (F stays F) and rating. */
export function generateDifferentialBreakers(items: readonly BreakerLine[]): DimensioningItem[] {
  return differentialRows(items).map((row, index) => {
    const product = differentialFor(row.type, row.rating, row.poles);
    const flag = product.priceToConfirm ? ` (${PRICE_TO_CONFIRM})` : '';
    return {
      id: `ddr-${index + 1}`,
      type: 'differential_circuit_breaker',
      intitule: `Interrupteur différentiel ${product.rating}\u00a0A 30\u00a0mA type ${product.type} – rangée ${index + 1}${flag}`,
      reference_principal: product.reference,
      prix: toEuros(product.priceCents),
      quantity: 1,
      rating: product.rating,
      rowId: row.rowId,
      circuitBreakerIds: row.circuitBreakerIds,
      rcd_type: product.type,
      // A three-phase row: 4-pole device, 4 modules.
      ...(row.poles === 4 ? { poles: '3P+N' as const } : {}),
      // Three-phase supply: the phase feeding the row.
      ...(row.phase ? { phase: row.phase } : {}),
      ...(product.priceToConfirm ? { prix_a_confirmer: true } : {}),
      description:
        `Rangée ${index + 1}\u00a0: ${row.moduleUnits} module(s), somme des calibres ${row.ratingSum}\u00a0A` +
        ` × 0,7 = ${row.adjustedRating}\u00a0A\u00a0; règle de l’aval ${row.downstreamRating}\u00a0A` +
        (row.split ? SPLIT_TEXT[row.split] : '') +
        (row.phase ? `\u00a0; phase ${row.phase}` : ''),
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
