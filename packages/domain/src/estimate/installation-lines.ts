import {
  COMMUNICATION_CONDUIT,
  COMMUNICATION_PANEL,
  EARTH_ROD,
  EARTH_ROD_CLAMP,
  EARTH_TEST_LINK,
  EARTHING_CONDUCTOR,
  EARTHING_CONDUCTOR_METRES,
  GTL,
  ICTA_CONDUITS,
  type InstallationProduct,
  ictaDiameterFor,
  OFF_PEAK_CONTACTOR,
  SMOKE_DETECTOR,
} from '../catalogue/installation.ts';
import { PRICE_TO_CONFIRM } from '../catalogue/product.ts';
import { WATER_HEATER_CONTROL } from '../dimensioning/circuits.ts';
import { toEuros } from '../money.ts';
import { effectiveWorkScope } from '../project.schema.ts';
import { DWELLING_LABOUR_IDS } from './labour.ts';
import { plainLine } from './new-items.ts';
import type { QuoteItem } from './schema.ts';

// The lines every quote of a dwelling carries besides rooms and board (issue 15)

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

function line(key: string, product: InstallationProduct, quantity: number): QuoteItem {
  return plainLine({
    id: `install-${key}`,
    intitule: product.priceToConfirm ? `${product.label} (${PRICE_TO_CONFIRM})` : product.label,
    reference_principal: product.reference,
    prix: toEuros(product.priceCents),
    quantity,
    unit: product.unit,
    ...(product.priceToEnter ? { prixASaisir: true } : {}),
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
 * Lines without a catalogue price are 0 € with 'prix à saisir'; sourced prices not set by the spec
 * say 'prix à confirmer'. Pure: the same project gives the same lines.
 */
export function buildInstallationLines(input: InstallationLinesInput): QuoteItem[] {
  const lines: QuoteItem[] = [];
  const breakers = input.dimensioning?.circuit_breakers ?? [];
  const contactors = breakers
    .filter((b) => b.description === WATER_HEATER_CONTROL)
    .reduce((sum, b) => sum + Math.max(1, Math.round(positive(b.quantity))), 0);
  if (contactors > 0) lines.push(line('off-peak-contactor', OFF_PEAK_CONTACTOR, contactors));

  if (input.roomCount > 0 && effectiveWorkScope(input.workType, input.workScope) === 'logement_complet') {
    lines.push(
      line('earth-rod', EARTH_ROD, 1),
      line('earth-rod-clamp', EARTH_ROD_CLAMP, 1),
      line('earth-test-link', EARTH_TEST_LINK, 1),
      line('earthing-conductor', EARTHING_CONDUCTOR, EARTHING_CONDUCTOR_METRES),
      line('smoke-detector', SMOKE_DETECTOR, 1),
      line('communication-panel', COMMUNICATION_PANEL, 1),
      line('gtl', GTL, 1),
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
    if (length) lines.push(line(`icta-${diameter}`, ICTA_CONDUITS[diameter], Math.ceil(length)));
  }
  const communication = conduits.get('communication');
  if (communication) lines.push(line('icta-communication', COMMUNICATION_CONDUIT, Math.ceil(communication)));
  return lines;
}
