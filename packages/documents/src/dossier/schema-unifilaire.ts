import type { DossierBoard, DossierCircuit, DossierRcd, SiteMeasurements } from '@courant/domain';
import { DRAWING_COLORS, type DrawingSheet, fitted, type Shape } from './drawing.ts';

/**
 * The schéma unifilaire of the dossier as a drawing model: the supply and its AGCP at the head, with the
 * main earthing terminal and the earth electrode below it; the surge protector and its disconnector; each
 * 30 mA RCD dropping from the main bus with its circuits below it (breaker, rating, off-peak contact,
 * then name, rooms, section, points and length read upwards), numbered as the dossier numbers them; the
 * spare ways last. Symbols are the usual ones of single-line diagrams (NF EN 60617): a switch with a
 * cross for a breaker, a switch over a toroid for a residual current device, a box with an arrow for a
 * surge protector, three bars for the earth.
 *
 * The strip is cut into sheets no wider than `maxWidth` (A4 landscape: several sheets for a large
 * board), an RCD never split from its circuits; the web draws it as one strip scrolled sideways.
 */

/**
 * Widths along the strip, points: a circuit's column, the gap before each RCD, the head (supply, AGCP,
 * earth), the surge protector, the spare ways, the bus coming from the previous sheet.
 */
const WIDTH = { column: 40, gap: 12, head: 118, surge: 84, spare: 52, continued: 40 } as const;
export const COLUMN = WIDTH.column;
const BUS_Y = 92;
const SUB_Y = BUS_Y + 64;
const TEXT_TOP = SUB_Y + 78;
const TEXT_LENGTH = 190;
const NUMBER_Y = TEXT_TOP + TEXT_LENGTH + 18;
export const SCHEMA_HEIGHT = NUMBER_Y + 14;
const SMALL = 6.5;
const TEXT = 7;

const ink: string = DRAWING_COLORS.ink;
const accent: string = DRAWING_COLORS.accent;
const line = (x1: number, y1: number, x2: number, y2: number, extra: Partial<Shape> = {}): Shape =>
  ({ kind: 'line', x1, y1, x2, y2, width: 0.9, color: ink, ...extra }) as Shape;
const label = (
  x: number,
  y: number,
  text: string,
  width: number,
  extra: { bold?: boolean; size?: number; color?: string; anchor?: 'start' | 'middle' | 'end' } = {},
) =>
  fitted({
    x,
    y,
    text,
    width,
    size: extra.size ?? SMALL,
    bold: extra.bold,
    anchor: extra.anchor ?? 'start',
    color: extra.color ?? ink,
  });

/** French decimal: 1.5 → '1,5'. */
function fr(value: number): string {
  return String(value).replace('.', ',');
}

/** A breaker: the conductor broken by a switch blade, a cross on its fixed contact (top at y, 26 high). */
function breakerSymbol(x: number, y: number, color = ink): Shape[] {
  return [
    line(x, y, x, y + 7, { color }),
    line(x - 3, y + 4, x + 3, y + 10, { color }),
    line(x + 3, y + 4, x - 3, y + 10, { color }),
    line(x, y + 23, x - 7, y + 9, { color }),
    line(x, y + 23, x, y + 26, { color }),
  ];
}

/** A residual current device: a switch blade over a toroid, linked by a dashed line (top at y, 36 high). */
function rcdSymbol(x: number, y: number, color = accent): Shape[] {
  return [
    line(x, y, x, y + 6, { color }),
    line(x, y + 20, x - 7, y + 7, { color }),
    line(x, y + 20, x, y + 36, { color }),
    { kind: 'ellipse', cx: x, cy: y + 28, rx: 6, ry: 2.6, stroke: color },
    line(x - 6, y + 28, x - 10, y + 28, { color, dashed: true }),
    line(x - 10, y + 28, x - 10, y + 14, { color, dashed: true }),
    line(x - 10, y + 14, x - 4, y + 14, { color, dashed: true }),
  ];
}

/** The earth: three bars getting shorter, under a stem (top at y). */
function earthSymbol(x: number, y: number): Shape[] {
  return [
    line(x, y, x, y + 8),
    line(x - 8, y + 8, x + 8, y + 8),
    line(x - 5, y + 11, x + 5, y + 11),
    line(x - 2, y + 14, x + 2, y + 14),
  ];
}

/** A normally open contact (the off-peak contactor's), top at y, 18 high. */
function contactSymbol(x: number, y: number): Shape[] {
  return [line(x, y, x, y + 5), line(x, y + 18, x - 6, y + 6), line(x, y + 18, x, y + 18)];
}

interface SchemaFacts {
  board: DossierBoard;
  measurements: Pick<
    SiteMeasurements,
    'earthResistanceOhm' | 'earthConductorMm2' | 'mainBondingMm2' | 'earthingSystem'
  >;
}

function headShapes(x0: number, { board, measurements: m }: SchemaFacts): Shape[] {
  const x = x0 + 22;
  const text = x + 14;
  const width = WIDTH.head - 38;
  const shapes: Shape[] = [
    label(x0 + 4, 10, 'Réseau public', WIDTH.head - 8, { bold: true, size: TEXT }),
    line(x, 14, x, BUS_Y),
    line(x - 4, 18, x, 23),
    line(x + 4, 18, x, 23),
    ...breakerSymbol(x, 28, accent),
    { kind: 'ellipse', cx: x, cy: 62, rx: 6, ry: 2.6, stroke: accent },
    line(x, BUS_Y, x0 + WIDTH.head, BUS_Y, { width: 1.6 }),
  ];
  const agcp = board.agcp;
  const agcpLines = agcp
    ? [
        `${agcp.rating}\u00a0A${agcp.assumed.includes('rating') ? ' (réglage)' : ''}`,
        `${agcp.sensitivityMa}\u00a0mA`,
        `${agcp.phases === 'triphase' ? 'triphasé' : 'monophasé'} ${agcp.subscribedKva}\u00a0kVA`,
      ]
    : ['à renseigner'];
  shapes.push(label(text, 34, 'AGCP', width, { bold: true, size: TEXT }));
  agcpLines.forEach((t, i) => {
    shapes.push(label(text, 43 + i * 8, t, width, { color: agcp ? ink : DRAWING_COLORS.danger }));
  });

  // Main earthing terminal and electrode, below the head.
  const terminalY = SUB_Y + 40;
  const resistance = m.earthResistanceOhm === null ? 'R à mesurer' : `R = ${fr(m.earthResistanceOhm)}\u00a0Ω`;
  shapes.push(
    { kind: 'rect', x: x - 10, y: terminalY, width: 20, height: 9, stroke: ink },
    line(x - 6, terminalY + 4.5, x + 6, terminalY + 4.5),
    label(text, terminalY + 4, 'Borne principale', width, { bold: true }),
    label(text, terminalY + 12, 'de terre', width, { bold: true }),
    line(x, terminalY + 9, x, terminalY + 70),
    ...earthSymbol(x, terminalY + 70),
    label(text, terminalY + 32, 'Conducteur de terre', width),
    label(
      text,
      terminalY + 40,
      m.earthConductorMm2 === null ? 'section à relever' : `${fr(m.earthConductorMm2)}\u00a0mm²`,
      width,
    ),
    label(text, terminalY + 76, 'Prise de terre', width, { bold: true }),
    label(text, terminalY + 84, resistance, width),
    label(text, terminalY + 92, `Schéma ${m.earthingSystem ?? 'TT'}`, width),
    line(x - 10, terminalY + 4.5, x - 18, terminalY + 4.5, { dashed: true }),
    label(x - 20, terminalY + 112, 'Liaison équipotentielle', WIDTH.head - 4),
    label(
      x - 20,
      terminalY + 120,
      `principale ${m.mainBondingMm2 === null ? '(section à relever)' : `${fr(m.mainBondingMm2)}\u00a0mm²`}`,
      WIDTH.head - 4,
    ),
  );
  return shapes;
}

function surgeShapes(x0: number, board: DossierBoard): Shape[] {
  const x = x0 + 20;
  const text = x + 12;
  const width = WIDTH.surge - 34;
  const shapes: Shape[] = [
    line(x0, BUS_Y, x0 + WIDTH.surge, BUS_Y, { width: 1.6 }),
    line(x, BUS_Y, x, BUS_Y + 8),
  ];
  board.surgeProtectors.forEach((spd, i) => {
    const sx = x + i * 14;
    if (spd.disconnectorRating !== null) {
      shapes.push(
        ...breakerSymbol(sx, BUS_Y + 8),
        label(text, BUS_Y + 22, `${spd.disconnectorRating}\u00a0A`, width),
      );
    }
    shapes.push(
      line(sx, BUS_Y + 34, sx, BUS_Y + 44),
      { kind: 'rect', x: sx - 7, y: BUS_Y + 44, width: 14, height: 22, stroke: accent },
      line(sx, BUS_Y + 48, sx, BUS_Y + 62, { color: accent }),
      line(sx - 3, BUS_Y + 58, sx, BUS_Y + 62, { color: accent }),
      line(sx + 3, BUS_Y + 58, sx, BUS_Y + 62, { color: accent }),
      line(sx, BUS_Y + 66, sx, BUS_Y + 76),
      ...earthSymbol(sx, BUS_Y + 76),
    );
  });
  const spd = board.surgeProtectors[0];
  if (spd) {
    shapes.push(
      label(text, BUS_Y + 52, 'Parafoudre', width, { bold: true }),
      label(text, BUS_Y + 60, `${spd.type} ${spd.rating}`, width),
    );
  }
  return shapes;
}

/** The RCD, its sub-bus and its circuits, from x0; `width` columns wide. */
function groupShapes(
  x0: number,
  rcd: DossierRcd,
  circuits: readonly DossierCircuit[],
  board: DossierBoard,
): Shape[] {
  const x = x0 + COLUMN / 2;
  const width = Math.max(circuits.length, 2) * COLUMN;
  const text = x + 10;
  const labelWidth = width - COLUMN / 2 - 12;
  const shapes: Shape[] = [
    line(x0 - WIDTH.gap, BUS_Y, x0 + width, BUS_Y, { width: 1.6 }),
    line(x, BUS_Y, x, BUS_Y + 10),
    ...rcdSymbol(x, BUS_Y + 10),
    line(x, BUS_Y + 46, x, SUB_Y),
    label(text, BUS_Y + 18, `ID ${rcd.number}`, labelWidth, { bold: true, size: TEXT, color: accent }),
    label(text, BUS_Y + 27, `${rcd.rating}\u00a0A ${rcd.sensitivityMa}\u00a0mA`, labelWidth),
    label(text, BUS_Y + 35, `type ${rcd.type}${rcd.poles === 4 ? ', 4P' : ''}`, labelWidth),
  ];
  if (rcd.phase) shapes.push(label(text, BUS_Y + 43, `phase ${rcd.phase}`, labelWidth));
  const last = x + (circuits.length - 1) * COLUMN;
  if (circuits.length > 1) shapes.push(line(x, SUB_Y, last, SUB_Y, { width: 1.2 }));

  const switched = new Map(board.contactors.map((k) => [k.switchedCircuit, k]));
  const coils = new Map(board.contactors.map((k) => [k.controlCircuit, k]));
  circuits.forEach((circuit, i) => {
    const cx = x + i * COLUMN;
    const right = cx + 8;
    const columnText = COLUMN - 12;
    shapes.push(
      ...breakerSymbol(cx, SUB_Y + 4),
      line(cx, SUB_Y, cx, SUB_Y + 4),
      label(right, SUB_Y + 18, `${circuit.rating}\u00a0A`, columnText),
    );
    if (circuit.poles === '3P+N') shapes.push(label(right, SUB_Y + 26, '3P+N', columnText));
    let y = SUB_Y + 30;
    if (switched.has(circuit.number)) {
      shapes.push(
        line(cx, y, cx, y + 8),
        ...contactSymbol(cx, y + 8),
        label(right, y + 18, 'HC', columnText),
      );
      y += 26;
    } else if (coils.has(circuit.number)) {
      shapes.push(
        line(cx, y, cx, y + 10),
        { kind: 'rect', x: cx - 6, y: y + 10, width: 12, height: 9, stroke: ink },
        label(right, y + 17, 'KM', columnText),
      );
      y += 19;
    }
    shapes.push(
      line(cx, y, cx, TEXT_TOP - 6),
      line(cx - 3, TEXT_TOP - 9, cx, TEXT_TOP - 6),
      line(cx + 3, TEXT_TOP - 9, cx, TEXT_TOP - 6),
    );
    shapes.push(...circuitTexts(cx, circuit));
    shapes.push(
      { kind: 'ellipse', cx, cy: NUMBER_Y - 3, rx: 8, ry: 8, stroke: ink },
      label(cx, NUMBER_Y, String(circuit.number), COLUMN - 6, {
        bold: true,
        size: circuit.number < 100 ? 8 : 6,
        anchor: 'middle',
      }),
    );
  });
  // The off-peak contactor: a dashed link from its coil to the contact it drives.
  for (const k of board.contactors) {
    const coil = circuits.findIndex((c) => c.number === k.controlCircuit);
    const contact = circuits.findIndex((c) => c.number === k.switchedCircuit);
    if (coil >= 0 && contact >= 0) {
      const y = SUB_Y + 35;
      shapes.push(
        line(x + coil * COLUMN - 6, y, x + contact * COLUMN - 4, y, {
          dashed: true,
          color: DRAWING_COLORS.muted,
        }),
      );
    }
  }
  return shapes;
}

/** The circuit's texts read upwards in its column: name (bold), rooms, then section, points and length. */
function circuitTexts(cx: number, c: DossierCircuit): Shape[] {
  const name = c.name.replace(/^circuits?\s+/i, '');
  const details = [
    c.section === null ? 'section à relever' : `${fr(c.section)}\u00a0mm²`,
    c.points === null ? null : `${c.points}\u00a0point${c.points > 1 ? 's' : ''}`,
    c.lengthM === null ? null : `≈\u00a0${c.lengthM}\u00a0m`,
  ].filter((t): t is string => t !== null);
  const bottom = TEXT_TOP + TEXT_LENGTH;
  const vertical = (dx: number, text: string, bold = false) =>
    fitted({
      x: cx + dx,
      y: bottom,
      text,
      width: TEXT_LENGTH,
      size: TEXT,
      bold,
      anchor: 'start',
      vertical: true,
      color: ink,
    });
  return [
    vertical(-8, name.charAt(0).toUpperCase() + name.slice(1), true),
    vertical(1.5, c.rooms.length > 0 ? c.rooms.join(', ') : '—'),
    vertical(11, details.join(' · ')),
  ];
}

function spareShapes(x0: number, board: DossierBoard): Shape[] {
  const x = x0 + WIDTH.spare / 2;
  return [
    line(x0 - WIDTH.gap, BUS_Y, x, BUS_Y, { width: 1.6, dashed: true }),
    line(x, BUS_Y, x, SUB_Y, { dashed: true }),
    {
      kind: 'rect',
      x: x0 + 6,
      y: SUB_Y,
      width: WIDTH.spare - 12,
      height: NUMBER_Y - SUB_Y,
      stroke: DRAWING_COLORS.muted,
      dashed: true,
    },
    fitted({
      x: x - 2,
      y: NUMBER_Y - 8,
      text: 'Réserve',
      width: NUMBER_Y - SUB_Y - 20,
      size: TEXT,
      bold: true,
      anchor: 'start',
      vertical: true,
      color: DRAWING_COLORS.muted,
    }),
    fitted({
      x: x + 8,
      y: NUMBER_Y - 8,
      text: `${board.spareModules} module${board.spareModules > 1 ? 's' : ''} libre${board.spareModules > 1 ? 's' : ''} sur ${board.capacityModules}`,
      width: NUMBER_Y - SUB_Y - 20,
      size: SMALL,
      anchor: 'start',
      vertical: true,
      color: DRAWING_COLORS.muted,
    }),
  ];
}

/** The bus coming from the previous sheet. */
function continuedShapes(x0: number, sheet: number): Shape[] {
  return [
    line(x0 + 4, BUS_Y, x0 + WIDTH.continued, BUS_Y, { width: 1.6 }),
    line(x0 + 4, BUS_Y - 4, x0 + 4, BUS_Y + 4),
    label(x0 + 4, BUS_Y - 8, `suite de la feuille ${sheet}`, 90),
  ];
}

export interface SchemaSheet extends DrawingSheet {
  /** The circuits and RCDs drawn on this sheet. */
  circuits: number[];
  rcds: number[];
}

/** The schéma's sheets (one when `maxWidth` is Infinity): see the module comment. */
export function schemaSheets(facts: SchemaFacts, maxWidth = Number.POSITIVE_INFINITY): SchemaSheet[] {
  const { board } = facts;
  const sheets: SchemaSheet[] = [];
  let sheet: SchemaSheet = {
    width: 0,
    height: SCHEMA_HEIGHT,
    shapes: headShapes(0, facts),
    circuits: [],
    rcds: [],
  };
  let x: number = WIDTH.head;
  if (board.surgeProtectors.length > 0) {
    sheet.shapes.push(...surgeShapes(x, board));
    x += WIDTH.surge;
  }
  /** Ends the sheet and starts the next one when `width` more does not fit on this one. */
  const makeRoom = (width: number) => {
    if (x + width <= maxWidth) return;
    sheet.width = x;
    sheets.push(sheet);
    sheet = {
      width: 0,
      height: SCHEMA_HEIGHT,
      shapes: continuedShapes(0, sheets.length),
      circuits: [],
      rcds: [],
    };
    x = WIDTH.continued;
  };
  for (const rcd of board.rcds) {
    const circuits = board.circuits.filter((c) => c.rcd === rcd.number);
    const width = WIDTH.gap + Math.max(circuits.length, 2) * COLUMN;
    if (sheet.rcds.length > 0) makeRoom(width);
    sheet.shapes.push(...groupShapes(x + WIDTH.gap, rcd, circuits, board));
    sheet.rcds.push(rcd.number);
    sheet.circuits.push(...circuits.map((c) => c.number));
    x += width;
  }
  makeRoom(WIDTH.gap + WIDTH.spare);
  sheet.shapes.push(...spareShapes(x + WIDTH.gap, board));
  x += WIDTH.gap + WIDTH.spare;
  sheet.width = x;
  sheets.push(sheet);
  return sheets;
}
