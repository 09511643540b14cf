import {
  breakerModules,
  breakerUnitsByRow,
  type Dimensioning,
  type DimensioningItem,
  generateDifferentialBreakers,
  MODULES,
  type Phase,
  quantityOf,
  type RcdType,
  requestedPanelModules,
} from '@courant/domain';

/**
 * The electrical board as a drawing sees it: panels cut into rows of modules, each 30 mA
 * differential switch (labelled with its type and rating) followed by the breakers it protects —
 * the domain's RCD rows (differentialRows), the same as the notes and the estimate's DDR lines —,
 * surge protectors and their disconnection breaker first, and the free modules. Both the SVG of
 * step 7 and the PDF estimate draw this model, so they cannot disagree.
 */

/** Rows of 13 modules unless the panel says otherwise ("4 rangées 18 modules"). */
export const DEFAULT_MODULES_PER_ROW = 13;

export type BoardDeviceKind = 'surge_protector' | 'differential' | 'breaker';

export interface BoardDevice {
  kind: BoardDeviceKind;
  /** Width in modules (17.5 mm each). */
  width: number;
  /** Short text on the device: '16 A', 'ID 40 A', 'Type 2'. */
  title: string;
  /** Full description (tooltip): the circuit, or the differential's row. */
  caption: string;
  /** Index of the differential row the device belongs to; null for surge protectors. */
  group: number | null;
  /** Differentials: the device type (A or F; an AC group is fitted with a type A). */
  rcdType?: RcdType;
  /** Differentials on a three-phase supply: the phase feeding the row. */
  phase?: Phase;
}

export interface PlacedDevice extends BoardDevice {
  /** First module (0-based) of the device in its row. */
  column: number;
}

export interface BoardRow {
  modules: number;
  devices: PlacedDevice[];
  /** Modules placed beyond the panels' capacity (the board is too small). */
  overflow: boolean;
}

export interface BoardPanel {
  title: string;
  modules: number;
  rows: BoardRow[];
}

export interface BoardLayout {
  panels: BoardPanel[];
  modulesPerRow: number;
  capacity: number;
  usedModules: number;
  freeModules: number;
  /** Free modules as a rounded percentage of the capacity. */
  freePercent: number;
  overflowModules: number;
  differentialCount: number;
  breakerCount: number;
  surgeProtectorCount: number;
  /** A sentence describing the board, for screen readers and the PDF. */
  description: string;
}

export interface BoardBreakerLine {
  id: string;
  rating: number | string | undefined;
  quantity: number;
  description: string;
  /** The RCD plan of the dimensioning; absent on data saved before boards had one. */
  row?: number;
  rcd_type?: RcdType;
  full_load?: boolean;
  /** Upstream of the RCDs (surge protector disconnector). */
  head?: boolean;
  /** '3P+N': a three-phase breaker, 4 modules wide. */
  poles?: '1P+N' | '3P+N';
  /** Three-phase supply: the phase of the breaker's RCD row. */
  phase?: Phase;
}

export interface BoardInput {
  panels: ReadonlyArray<{ title: string; modules: number }>;
  breakers: readonly BoardBreakerLine[];
  surgeProtectors: ReadonlyArray<{ type: string; rating?: string | number; quantity: number }>;
}

/** '…' after `max - 1` characters; the full text goes in a tooltip. */
export function abbreviate(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  return `${clean.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** The circuit's name as written on a module: without a leading 'Circuit', which every name repeats. */
export function moduleLabel(caption: string, max: number): string {
  const name = caption.replace(/^circuits?\s+/i, '');
  return abbreviate(name.charAt(0).toUpperCase() + name.slice(1), max);
}

function rating(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Modules per row written in a panel's type ("Tableau principal 3 rangées 13 modules"), else 13. */
export function modulesPerRowOf(title: string): number {
  const text = title.toLowerCase();
  if (!/rang/.test(text)) return DEFAULT_MODULES_PER_ROW;
  const perRow = /(\d+)\s*modules?/.exec(text)?.[1];
  const n = Number(perRow);
  return Number.isFinite(n) && n >= 1 && n <= 40 ? n : DEFAULT_MODULES_PER_ROW;
}

function asBreakerItem(line: BoardBreakerLine) {
  return {
    id: line.id,
    type: 'circuit_breaker' as const,
    rating: rating(line.rating),
    quantity: quantityOf(line.quantity),
    row: line.row,
    rcd_type: line.rcd_type,
    full_load: line.full_load,
    head: line.head,
    poles: line.poles,
    phase: line.phase,
  };
}

function breakerDevice(line: BoardBreakerLine, group: number | null): BoardDevice {
  return {
    kind: 'breaker',
    width: breakerModules(rating(line.rating), line.poles),
    title: `${rating(line.rating)}\u00a0A`,
    caption: line.description || `Disjoncteur ${rating(line.rating)}\u00a0A`,
    group,
  };
}

function devicesOf(input: BoardInput): { surge: BoardDevice[]; groups: BoardDevice[][] } {
  const surge: BoardDevice[] = [];
  for (const protector of input.surgeProtectors) {
    for (let i = 0; i < quantityOf(protector.quantity); i++) {
      const extra = protector.rating ? ` ${protector.rating}` : '';
      surge.push({
        kind: 'surge_protector',
        width: MODULES.surgeProtector,
        title: protector.type || 'Parafoudre',
        caption: `Parafoudre ${protector.type}${extra}`.trim(),
        group: null,
      });
    }
  }
  // Head breakers (surge protector disconnectors) sit with the surge protectors, before any RCD.
  for (const line of input.breakers.filter((b) => b.head)) {
    for (let i = 0; i < quantityOf(line.quantity); i++) surge.push(breakerDevice(line, null));
  }
  const ddrs = generateDifferentialBreakers(input.breakers.map(asBreakerItem));
  const groups = breakerUnitsByRow(input.breakers).map((units, index) => {
    const ddr = ddrs[index];
    const ddrRating = ddr ? rating(ddr.rating) : 0;
    const type = ddr?.rcd_type ?? 'A';
    const head: BoardDevice = {
      kind: 'differential',
      width: ddr?.poles === '3P+N' ? MODULES.fourPoleRcd : MODULES.rcd,
      title: `ID ${ddrRating}\u00a0A`,
      caption: ddr?.intitule ?? `Interrupteur différentiel 30\u00a0mA – rangée ${index + 1}`,
      group: index,
      rcdType: type,
      ...(ddr?.phase ? { phase: ddr.phase } : {}),
    };
    return [head, ...units.map((line) => breakerDevice(line, index))];
  });
  return { surge, groups };
}

function rowsOfPanel(modules: number, perRow: number): BoardRow[] {
  const rows: BoardRow[] = [];
  for (let left = modules; left > 0; left -= perRow) {
    rows.push({ modules: Math.min(perRow, left), devices: [], overflow: false });
  }
  return rows;
}

/** Lays the devices into the panels' rows: a differential with its breakers stays on one row when it fits. */
export function layoutBoard(input: BoardInput): BoardLayout {
  const { surge, groups } = devicesOf(input);
  const devices = [...surge, ...groups.flat()];
  const usedModules = devices.reduce((sum, d) => sum + d.width, 0);

  const declared = input.panels.filter((p) => Number.isFinite(p.modules) && p.modules >= 1);
  const modulesPerRow = declared[0] ? modulesPerRowOf(declared[0].title) : DEFAULT_MODULES_PER_ROW;
  const panels: BoardPanel[] =
    declared.length > 0
      ? declared.map((p) => ({
          title: p.title,
          modules: Math.round(p.modules),
          rows: rowsOfPanel(Math.round(p.modules), modulesPerRowOf(p.title)),
        }))
      : [
          {
            title: 'Tableau électrique',
            modules: Math.max(1, Math.ceil(usedModules / DEFAULT_MODULES_PER_ROW)) * DEFAULT_MODULES_PER_ROW,
            rows: rowsOfPanel(
              Math.max(1, Math.ceil(usedModules / DEFAULT_MODULES_PER_ROW)) * DEFAULT_MODULES_PER_ROW,
              DEFAULT_MODULES_PER_ROW,
            ),
          },
        ];
  const capacity = panels.reduce((sum, p) => sum + p.modules, 0);

  const allRows = panels.flatMap((p) => p.rows);
  let rowIndex = 0;
  let column = 0;
  const lastPanel = panels[panels.length - 1];
  const rowAt = (index: number): BoardRow => {
    let row = allRows[index];
    while (!row) {
      const extra: BoardRow = { modules: modulesPerRow, devices: [], overflow: true };
      allRows.push(extra);
      lastPanel?.rows.push(extra);
      row = allRows[index];
    }
    return row;
  };
  const nextRow = () => {
    rowIndex += 1;
    column = 0;
  };
  const place = (device: BoardDevice) => {
    let row = rowAt(rowIndex);
    if (column + device.width > row.modules && column > 0) {
      nextRow();
      row = rowAt(rowIndex);
    }
    row.devices.push({ ...device, column });
    column += device.width;
    if (column >= row.modules) nextRow();
  };

  const blocks = [surge, ...groups].filter((block) => block.length > 0);
  for (const block of blocks) {
    const width = block.reduce((sum, d) => sum + d.width, 0);
    const row = rowAt(rowIndex);
    // Keep a differential and its breakers together when the block fits on a fresh row.
    if (column > 0 && column + width > row.modules && width <= row.modules) nextRow();
    for (const device of block) place(device);
  }

  const overflowModules = allRows
    .filter((r) => r.overflow)
    .reduce((sum, r) => sum + r.devices.reduce((s, d) => s + d.width, 0), 0);
  const placedInside = usedModules - overflowModules;
  const freeModules = Math.max(0, capacity - placedInside);
  const freePercent = capacity > 0 ? Math.round((freeModules / capacity) * 100) : 0;
  const breakerCount = devices.filter((d) => d.kind === 'breaker').length;
  const rowCount = allRows.length;
  const parts = [
    `Tableau électrique de ${capacity} modules en ${rowCount} ${rowCount > 1 ? 'rangées' : 'rangée'}`,
    `${groups.length} interrupteur${groups.length > 1 ? 's' : ''} différentiel${groups.length > 1 ? 's' : ''} 30\u00a0mA${groups.length > 0 ? ` (${groups.map((g) => `${g[0]?.title.replace(/^ID /, '')} type ${g[0]?.rcdType ?? 'A'}${g[0]?.phase ? ` sur ${g[0].phase}` : ''}`).join(', ')})` : ''}`,
    `${breakerCount} disjoncteur${breakerCount > 1 ? 's' : ''}`,
  ];
  if (surge.length > 0) parts.push(`${surge.length} parafoudre${surge.length > 1 ? 's' : ''}`);
  parts.push(
    `${freeModules} module${freeModules > 1 ? 's' : ''} libre${freeModules > 1 ? 's' : ''} (${freePercent}\u00a0%)`,
  );
  if (overflowModules > 0) parts.push(`${overflowModules} modules en dépassement`);

  return {
    panels,
    modulesPerRow,
    capacity,
    usedModules,
    freeModules,
    freePercent,
    overflowModules,
    differentialCount: groups.length,
    breakerCount,
    surgeProtectorCount: surge.length,
    description: `${parts.join(', ')}.`,
  };
}

/** Modules across the widest row of the board: what a drawing of it must fit across (the PDF, step 7). */
export function widestRow(layout: BoardLayout): number {
  return Math.max(layout.modulesPerRow, ...layout.panels.flatMap((p) => p.rows.map((r) => r.modules)));
}

/** The board of a step 7 dimensioning: breaker ids as the estimate numbers them, panels as described. */
export function boardInputFromDimensioning(dimensioning: Dimensioning): BoardInput {
  return {
    panels: dimensioning.electrical_panels.map((p) => ({ title: p.type, modules: requestedPanelModules(p) })),
    breakers: dimensioning.circuit_breakers.map((b, index) => ({
      id: `breaker-${index + 1}`,
      rating: b.rating,
      quantity: b.quantity,
      description: b.description,
      row: b.row,
      rcd_type: b.rcd_type,
      full_load: b.full_load,
      head: b.head,
      poles: b.poles,
      phase: b.phase,
    })),
    surgeProtectors: dimensioning.surge_protectors.map((s) => ({
      type: s.type,
      rating: s.rating,
      quantity: s.quantity,
    })),
  };
}

/** The board of an estimate's lines (the PDF): panels, breakers and surge protectors as priced. */
export function boardInputFromItems(items: readonly DimensioningItem[]): BoardInput {
  return {
    panels: items
      .filter((i) => i.type === 'electrical_panel')
      .flatMap((i) =>
        Array.from({ length: quantityOf(i.quantity) }, () => ({
          title: i.intitule,
          modules: i.modules ?? 18,
        })),
      ),
    breakers: items
      .filter((i) => i.type === 'circuit_breaker')
      .map((i) => ({
        id: i.id,
        rating: i.rating,
        quantity: i.quantity,
        description: i.intitule,
        row: i.row,
        rcd_type: i.rcd_type,
        full_load: i.full_load,
        head: i.head,
        poles: i.poles,
        phase: i.phase,
      })),
    surgeProtectors: items
      .filter((i) => i.type === 'surge_protector')
      .map((i) => ({
        type: i.intitule.replace(/^Parafoudre\s+/i, '').replace(/\s*\(prix à confirmer\)$/, ''),
        rating: i.rating,
        quantity: i.quantity,
      })),
  };
}

/** One colour per differential row, shared by the SVG and the PDF so the two read the same. */
export const GROUP_COLORS = [
  '#1c7ed6',
  '#2f9e44',
  '#e67700',
  '#9c36b5',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#d9480f',
];
export const SURGE_COLOR = '#495057';

export function deviceColor(device: Pick<BoardDevice, 'group'>): string {
  return device.group === null
    ? SURGE_COLOR
    : (GROUP_COLORS[device.group % GROUP_COLORS.length] ?? SURGE_COLOR);
}
