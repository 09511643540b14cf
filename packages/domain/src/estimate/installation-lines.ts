import {
  EARTHING_CONDUCTOR_METRES,
  INSTALLATION_LINES,
  type InstallationLineKey,
  type InstallationProduct,
  ictaDiameterFor,
} from '../catalogue/installation.ts';
import { PRICE_TO_CONFIRM } from '../catalogue/product.ts';
import { WATER_HEATER_CONTROL } from '../dimensioning/circuit.ts';
import { toEuros } from '../money.ts';
import { effectiveWorkScope } from '../project.schema.ts';
import { DWELLING_LABOUR_IDS } from './labour.ts';
import { type LinePrices, ownLinePrice } from './line-prices.ts';
import { plainLine } from './new-items.ts';
import { quantityOf } from './quantity.ts';
import type { QuoteItem } from './schema.ts';

// The lines every quote of a dwelling carries besides rooms and board

export interface InstallationLinesInput {
  /** The board the estimate prices (breaker lines and cables are read). */
  dimensioning?: {
    circuit_breakers?: ReadonlyArray<{ description?: string | null; quantity?: number | null }> | null;
    cables?: ReadonlyArray<{
      cableType?: string | null;
      section?: number | null;
      length_estimate?: number | null;
    }> | null;
  } | null;
  /** Rooms of the project: a project without any is no dwelling yet and gets no dwelling lines. */
  roomCount: number;
  /** Step 1: a renovation of some rooms ('pieces_renovees') keeps the dwelling's earthing, GTL… */
  workType?: string | null;
  workScope?: string | null;
  /** The company's own prices of the lines the catalogue leaves 'prix à saisir' (line-prices.ts). */
  linePrices?: LinePrices | null;
}

const DWELLING_IDS = new Set<string>(Object.values(DWELLING_LABOUR_IDS));

/**
 * A line of the dwelling as a whole, which the estimate makes itself: the installation's supplies
 * (`install-…`, below), the options' equipment (`option-…`, options/option-items.ts), the board's
 * labour, travel and small supplies (labour.ts). The other lines without a room are the user's own
 * ('Éléments personnalisés').
 */
export function isDwellingLine(item: Pick<QuoteItem, 'id' | 'roomId'>): boolean {
  if (item.roomId != null && item.roomId !== '') return false;
  return /^(install|option)-/.test(item.id) || DWELLING_IDS.has(item.id);
}

function line(key: InstallationLineKey, quantity: number, prices: LinePrices | null | undefined): QuoteItem {
  const product: InstallationProduct = INSTALLATION_LINES[key];
  // A line the catalogue leaves unpriced takes the company's own price when it set one.
  const own = product.priceToEnter ? ownLinePrice(prices, key) : undefined;
  return plainLine({
    id: `install-${key}`,
    intitule: product.priceToConfirm ? `${product.label} (${PRICE_TO_CONFIRM})` : product.label,
    reference_principal: product.reference,
    prix: own ?? toEuros(product.priceCents),
    quantity,
    unit: product.unit,
    ...(product.priceToEnter && own === undefined ? { prixASaisir: true } : {}),
  });
}

function positive(n: unknown): number {
  const v = Number(n);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

/**
 * The supplies a dwelling's quote needs besides the rooms' equipment and the board's protections:
 * - an off-peak contactor per water-heater control circuit of the board (its module is counted
 *   in the panel already);
 * - for a whole dwelling (construction, or a renovation of the whole dwelling): the earthing (one
 *   1 m rod, its clamp, the test link, 10 m of 16 mm² earthing conductor — to adapt to the measure),
 *   one smoke detector (the legal minimum), the communication panel and the GTL; a renovation of
 *   some rooms keeps the dwelling's own;
 * - ICTA conduit for every R2V, RJ45 and coaxial run of the board, by diameter (pre-wired ICTA
 *   already is one), rounded up to the metre.
 * Lines without a catalogue price take the company's own price, else are 0 € with 'prix à saisir'; sourced prices not set by the spec
 * say 'prix à confirmer'. Pure: the same project gives the same lines.
 */
export function buildInstallationLines(input: InstallationLinesInput): QuoteItem[] {
  const lines: QuoteItem[] = [];
  const prices = input.linePrices;
  const breakers = input.dimensioning?.circuit_breakers ?? [];
  const contactors = breakers
    .filter((b) => b.description === WATER_HEATER_CONTROL)
    .reduce((sum, b) => sum + quantityOf(b.quantity), 0);
  if (contactors > 0) lines.push(line('off-peak-contactor', contactors, prices));

  if (input.roomCount > 0 && effectiveWorkScope(input.workType, input.workScope) === 'logement_complet') {
    lines.push(
      line('earth-rod', 1, prices),
      line('earth-rod-clamp', 1, prices),
      line('earth-test-link', 1, prices),
      line('earthing-conductor', EARTHING_CONDUCTOR_METRES, prices),
      line('smoke-detector', 1, prices),
      line('communication-panel', 1, prices),
      line('gtl', 1, prices),
    );
  }

  const conduits = new Map<16 | 20 | 25 | 'communication', number>();
  for (const cable of input.dimensioning?.cables ?? []) {
    const length = positive(cable.length_estimate);
    if (length === 0) continue;
    const key =
      cable.cableType === 'RJ45' || cable.cableType === 'Coaxial'
        ? 'communication'
        : cable.cableType === 'R2V' || cable.cableType == null
          ? ictaDiameterFor(positive(cable.section))
          : null;
    if (key !== null) conduits.set(key, (conduits.get(key) ?? 0) + length);
  }
  for (const diameter of [16, 20, 25] as const) {
    const length = conduits.get(diameter);
    if (length) lines.push(line(`icta-${diameter}`, Math.ceil(length), prices));
  }
  const communication = conduits.get('communication');
  if (communication) lines.push(line('icta-communication', Math.ceil(communication), prices));
  return lines;
}
