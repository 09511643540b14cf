import { PANELS } from '../catalogue/board.ts';
import type { Circuit, RcdFamily } from './circuit.ts';
import { isFullLoad } from './circuit-kinds.ts';
import type { CircuitBreaker, ElectricalPanel } from './dimensioning.schema.ts';
import { breakerModuleUnits, MAX_RCD_RATING, type RcdType, rcdNeed } from './rcd-rows.ts';

/** NF C 15-100 (A5, kept in -10): at most 8 circuits behind one 30 mA RCD, at least 2 RCDs. */
export const MAX_CIRCUITS_PER_RCD = 8;
export const MIN_RCDS = 2;

export interface RcdGroup {
  family: RcdFamily;
  /** Type A is required for cooking, washing machine and EV; F advised for variable-speed drives. */
  type: RcdType;
  circuits: Circuit[];
}

const FAMILY_ORDER: readonly RcdFamily[] = [
  'general',
  'heating',
  'typeA',
  'typeF',
  'ev',
  'outdoor',
  'outdoorF',
];
const FAMILY_TYPE: Record<RcdFamily, RcdType> = {
  general: 'AC',
  heating: 'AC',
  typeA: 'A',
  typeF: 'F',
  ev: 'A',
  outdoor: 'AC',
  // Outdoor variable-speed drives (pool pump): apart from the indoor circuits and type F.
  outdoorF: 'F',
};

function unitsOf(circuits: readonly Circuit[]): number {
  return circuits.reduce(
    (sum, c) => sum + breakerModuleUnits(c.rating, c.phases === 3 ? '3P+N' : undefined),
    0,
  );
}

/** Deals `items` round-robin into `n` lists (sizes differ by at most one). */
function deal<T>(items: readonly T[], n: number): T[][] {
  const lists: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => {
    lists[i % n]?.push(item);
  });
  return lists;
}

/**
 * Deals circuits round-robin, keeping the water heater's off-peak control circuit with its power
 * circuit (one contactor, one RCD: a trip must cut both), then evens out any list the pair pushed
 * above the 8-circuit limit.
 */
function dealCircuits(circuits: readonly Circuit[], n: number): Circuit[][] {
  const bundles: Circuit[][] = [];
  for (const circuit of circuits) {
    const last = bundles[bundles.length - 1];
    if (circuit.kind === 'waterHeaterControl' && last?.[0]?.kind === 'waterHeater' && last.length === 1) {
      last.push(circuit);
    } else {
      bundles.push([circuit]);
    }
  }
  const lists = deal(bundles, n).map((list) => list.flat());
  for (const list of lists) {
    while (list.length > MAX_CIRCUITS_PER_RCD) {
      const smallest = lists.reduce((a, b) => (b.length < a.length ? b : a));
      const index = list.findIndex((c) => c.kind !== 'waterHeater' && c.kind !== 'waterHeaterControl');
      if (smallest === list || smallest.length >= MAX_CIRCUITS_PER_RCD || index < 0) break;
      smallest.push(...list.splice(index, 1));
    }
  }
  return lists;
}

/**
 * The 30 mA differential grouping (NF C 15-100 -10, reference §c):
 * - at most 8 circuits per RCD and at least 2 RCDs per dwelling (`minRcds`: 1 for a renovation of
 *   some rooms, whose circuits join an existing board — the dwelling rule is then advice);
 * - the water heater and its off-peak control circuit under the same RCD;
 * - cooking, washing machine (the dedicated 20 A circuits) and EV under type A, the EV charger on
 *   its own RCD (NF C 15-100-7-722); heat pump / air conditioning under type F (2024 series,
 *   variable-speed drives — advised, uncertain whether required);
 * - all heating circuits under the same RCD(s); outdoor circuits not fixed to the building (gate)
 *   under an RCD separate from indoor ones;
 * - the general circuits are dealt round-robin, lighting first, so that lighting and sockets are
 *   spread over different RCDs (a single trip never leaves the dwelling dark).
 */
export function planRcdGroups(circuits: readonly Circuit[], minRcds: number = MIN_RCDS): RcdGroup[] {
  const groups: RcdGroup[] = [];
  for (const family of FAMILY_ORDER) {
    const members = circuits.filter((c) => c.family === family);
    if (members.length === 0) continue;
    // ≤ 8 circuits (norm) and ≤ 8 module units (part 2 §9 rows, 40 A and 63 A counting 2).
    let n = Math.max(
      Math.ceil(members.length / MAX_CIRCUITS_PER_RCD),
      Math.ceil(unitsOf(members) / MAX_CIRCUITS_PER_RCD),
    );
    if (family === 'general') {
      const others = FAMILY_ORDER.filter(
        (f) => f !== 'general' && circuits.some((c) => c.family === f),
      ).length;
      // Lighting and sockets on different RCDs whenever the dwelling needs 2 (a single trip never
      // leaves it dark): the EV, outdoor, type A or F RCDs do not count for that.
      const spread =
        minRcds >= 2 &&
        members.some((c) => c.kind === 'lighting') &&
        members.some((c) => c.kind !== 'lighting')
          ? 2
          : 0;
      n = Math.min(members.length, Math.max(n, minRcds - others, spread));
    }
    for (const list of dealCircuits(members, n)) {
      groups.push({ family, type: FAMILY_TYPE[family], circuits: list });
    }
  }
  // Heating may share a general RCD as long as all heating circuits stay together and the
  // 8-circuit limit holds: fewer devices, same protection.
  const heating = groups.filter((g) => g.family === 'heating');
  const [heatingGroup] = heating;
  const host = groups
    .filter((g) => g.family === 'general')
    .reduce<RcdGroup | undefined>(
      (best, g) => (!best || g.circuits.length < best.circuits.length ? g : best),
      undefined,
    );
  if (
    heating.length === 1 &&
    heatingGroup &&
    host &&
    unitsOf(host.circuits) + unitsOf(heatingGroup.circuits) <= MAX_CIRCUITS_PER_RCD &&
    // …and as long as one RCD of 63 A at most can carry both (else the row would be split anyway).
    rcdNeed(
      [...host.circuits, ...heatingGroup.circuits].map((c) => ({
        rating: c.rating,
        fullLoad: isFullLoad(c.kind),
      })),
    ) <= MAX_RCD_RATING &&
    groups.length - 1 >= minRcds
  ) {
    host.circuits = [...host.circuits, ...heatingGroup.circuits];
    groups.splice(groups.indexOf(heatingGroup), 1);
  }
  // Still fewer than 2 (only one family, one RCD's worth): split the largest group in two.
  while (groups.length < minRcds) {
    const largest = groups.reduce<RcdGroup | undefined>(
      (best, g) => (g.circuits.length >= 2 && (!best || g.circuits.length > best.circuits.length) ? g : best),
      undefined,
    );
    if (!largest) break;
    const [first = [], second = []] = dealCircuits(largest.circuits, 2);
    largest.circuits = first;
    groups.splice(groups.indexOf(largest) + 1, 0, { ...largest, circuits: second });
  }
  return groups;
}

/**
 * Breakers grouped by description and rating within each RCD group, groups in order; each line
 * carries its group (`row`, 1-based), the group's `rcd_type` and, for heating, water heater and EV,
 * `full_load` (coefficient 1 of the downstream rule). planRcdRows reads them back.
 */
export function breakersOf(groups: readonly RcdGroup[]): CircuitBreaker[] {
  const rows: CircuitBreaker[] = [];
  groups.forEach((group, index) => {
    const row: CircuitBreaker[] = [];
    for (const circuit of group.circuits) {
      const fullLoad = isFullLoad(circuit.kind);
      const poles = circuit.phases === 3 ? ('3P+N' as const) : undefined;
      const same = row.find(
        (b) =>
          b.description === circuit.description &&
          b.rating === circuit.rating &&
          b.poles === poles &&
          (b.full_load === true) === fullLoad,
      );
      if (same) same.quantity += 1;
      else
        row.push({
          description: circuit.description,
          rating: circuit.rating,
          quantity: 1,
          row: index + 1,
          rcd_type: group.type,
          ...(fullLoad ? { full_load: true } : {}),
          ...(poles ? { poles } : {}),
        });
    }
    rows.push(...row);
  });
  return rows;
}

/**
 * Module widths (17.5 mm each): breakers 1 (40 A and above 2, as 2-pole devices; 3P+N 4), RCD 2
 * (4-pole 4), SPD 2.
 */
export const MODULES = {
  breaker: 1,
  largeBreaker: 2,
  threePhaseBreaker: 4,
  rcd: 2,
  fourPoleRcd: 4,
  surgeProtector: 2,
  contactor: 1,
} as const;

export function breakerModules(rating: number, poles?: string | null): number {
  if (poles === '3P+N') return MODULES.threePhaseBreaker;
  return rating >= 40 ? MODULES.largeBreaker : MODULES.breaker;
}

/** NF C 15-100: at least 20 % of the panel's modules left free for later circuits. */
export const PANEL_RESERVE = 0.2;

export interface PanelPlan {
  rows: number;
  modulesPerRow: number;
  capacity: number;
  used: number;
  type: string;
}

/**
 * Panel layouts: every enclosure of the catalogue (1 to 4 rows of 13 or 18 modules, part 2 §3.10).
 * The cheapest one keeping ≥ 20 % free wins; at the same price the larger (more reserve).
 */
const LAYOUTS: readonly { rows: number; modulesPerRow: number; priceCents: number }[] = PANELS.map((p) => ({
  rows: p.rows,
  modulesPerRow: p.modulesPerRow,
  priceCents: p.priceCents,
}));

function usable(layout: { rows: number; modulesPerRow: number }): number {
  return Math.floor(layout.rows * layout.modulesPerRow * (1 - PANEL_RESERVE));
}

const LARGEST = LAYOUTS.reduce(
  (best, l) => (usable(l) > usable(best) ? l : best),
  LAYOUTS[0] ?? { rows: 4, modulesPerRow: 18, priceCents: 9000 },
);
export const MAX_USED_MODULES_PER_PANEL = usable(LARGEST);

function cheapestLayout(used: number): (typeof LAYOUTS)[number] {
  return LAYOUTS.filter((l) => usable(l) >= used).reduce<(typeof LAYOUTS)[number]>(
    (best, l) =>
      l.priceCents < best.priceCents ||
      (l.priceCents === best.priceCents && l.rows * l.modulesPerRow > best.rows * best.modulesPerRow)
        ? l
        : best,
    LARGEST,
  );
}

/**
 * Cheapest layout keeping ≥ 20 % free; beyond one 4 × 18 panel, the modules are shared evenly
 * between a main panel and divisional panels. The type reads "Tableau principal 3 rangées 13
 * modules" so that the estimate reads rows and modules per row back.
 */
export function planPanels(usedModules: number): PanelPlan[] {
  if (usedModules <= 0) return [];
  const panels = Math.ceil(usedModules / MAX_USED_MODULES_PER_PANEL);
  const base = Math.floor(usedModules / panels);
  const extra = usedModules % panels;
  return Array.from({ length: panels }, (_, i) => {
    const used = base + (i < extra ? 1 : 0);
    const layout = cheapestLayout(used);
    const name = i === 0 ? 'Tableau principal' : 'Tableau divisionnaire';
    const rows = `${layout.rows} ${layout.rows > 1 ? 'rangées' : 'rangée'}`;
    return {
      rows: layout.rows,
      modulesPerRow: layout.modulesPerRow,
      capacity: layout.rows * layout.modulesPerRow,
      used,
      type: `${name} ${rows} ${layout.modulesPerRow} modules`,
    };
  });
}

export function panelsOf(plans: readonly PanelPlan[]): ElectricalPanel[] {
  return plans.map((p) => ({ type: p.type, modules: p.capacity }));
}
