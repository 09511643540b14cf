import type { Dimensioning } from '@courant/domain';
import {
  type BoardLayout,
  boardInputFromDimensioning,
  deviceColor,
  layoutBoard,
  moduleLabel,
  type PlacedDevice,
  widestRow,
} from '../board-layout.ts';
import { DRAWING_COLORS, type DrawingSheet, fitted, type Shape } from './drawing.ts';

/**
 * The board of the dossier: the devis's board drawing model (board-layout.ts: the same panels, rows,
 * RCDs and breakers as step 7 and the devis) with the dossier's circuit numbers on the breakers, drawn
 * as shapes; and the board labels (étiquettes) cut from the same rows at the real module width.
 */

/** A device of the board with the number of its circuit (breakers under an RCD). */
export interface NumberedDevice extends PlacedDevice {
  circuit: number | null;
  /** The RCD's number for a differential. */
  rcd: number | null;
}

/**
 * The devices of each row of each panel, numbered: the breakers under the RCDs take 1, 2, 3… in the
 * order the layout places them, which is the order of the RCD rows (breakerUnitsByRow), so the numbers
 * are the dossier's (checked by the dossier's agreement test).
 */
export function numberedRows(
  layout: BoardLayout,
): { panel: string; modules: number; devices: NumberedDevice[] }[] {
  let circuit = 0;
  return layout.panels.flatMap((panel) =>
    panel.rows.map((row) => ({
      panel: panel.title,
      modules: row.modules,
      devices: row.devices.map((d) => ({
        ...d,
        circuit: d.kind === 'breaker' && d.group !== null ? ++circuit : null,
        rcd: d.kind === 'differential' && d.group !== null ? d.group + 1 : null,
      })),
    })),
  );
}

/** The board drawing model of a saved dimensioning (the devis's). */
export function dossierBoardLayout(dimensioning: Dimensioning): BoardLayout {
  return layoutBoard(boardInputFromDimensioning(dimensioning));
}

const DEVICE_HEIGHT = 74;
const ROW_GAP = 14;
const TITLE = 16;

/** What a device says on the drawing and on its label: its number, its rating and what it protects. */
export function deviceTexts(d: NumberedDevice): { head: string; rating: string; name: string } {
  switch (d.kind) {
    case 'differential':
      return {
        head: `ID\u00a0${d.rcd ?? ''}`,
        rating: d.title.replace(/^ID /, ''),
        name: `30\u00a0mA type ${d.rcdType ?? 'A'}${d.phase ? ` ${d.phase}` : ''}`,
      };
    case 'surge_protector':
      return { head: 'SPD', rating: d.title, name: 'Parafoudre' };
    default:
      return {
        head: d.circuit === null ? '' : String(d.circuit),
        rating: d.title,
        name: moduleLabel(d.caption, 60),
      };
  }
}

/**
 * The panels as drawn in the dossier, `width` points across at most: one block per row of modules (the
 * first row of a panel under its title), so that a page break falls between rows.
 */
export function boardDrawing(layout: BoardLayout, width: number): DrawingSheet[] {
  const moduleWidth = Math.min(34, width / widestRow(layout));
  const blocks: DrawingSheet[] = [];
  let panel = '';
  for (const row of numberedRows(layout)) {
    const shapes: Shape[] = [];
    let top = 0;
    if (row.panel !== panel) {
      panel = row.panel;
      shapes.push(fitted({ x: 0, y: 10, text: panel, width, size: 9, bold: true, anchor: 'start' }));
      top = TITLE;
    }
    shapes.push({
      kind: 'rect',
      x: -4,
      y: top + DEVICE_HEIGHT / 2 - 3,
      width: row.modules * moduleWidth + 8,
      height: 6,
      fill: DRAWING_COLORS.band,
    });
    const used = new Set(row.devices.flatMap((d) => Array.from({ length: d.width }, (_, i) => d.column + i)));
    for (let m = 0; m < row.modules; m++) {
      if (used.has(m)) continue;
      shapes.push({
        kind: 'rect',
        x: m * moduleWidth + 2,
        y: top + 3,
        width: moduleWidth - 4,
        height: DEVICE_HEIGHT - 6,
        fill: '#ffffff',
        stroke: '#adb5bd',
        dashed: true,
      });
    }
    for (const d of row.devices)
      shapes.push(...deviceShapes(d, d.column * moduleWidth, top, d.width * moduleWidth));
    blocks.push({ width: widestRow(layout) * moduleWidth, height: top + DEVICE_HEIGHT + ROW_GAP, shapes });
  }
  return blocks;
}

/** A device as drawn on its rail: its colour band, number, rating and name. */
function deviceShapes(d: NumberedDevice, x: number, top: number, w: number): Shape[] {
  const color = deviceColor(d);
  const texts = deviceTexts(d);
  return [
    { kind: 'rect', x: x + 1, y: top, width: w - 2, height: DEVICE_HEIGHT, fill: '#ffffff', stroke: color },
    { kind: 'rect', x: x + 1, y: top, width: w - 2, height: 7, fill: color },
    fitted({
      x: x + w / 2,
      y: top + 17,
      text: texts.head,
      width: w - 4,
      size: 8,
      bold: true,
      anchor: 'middle',
    }),
    fitted({ x: x + w / 2, y: top + 26, text: texts.rating, width: w - 4, size: 6.5, anchor: 'middle' }),
    d.kind === 'breaker'
      ? fitted({
          x: x + w / 2 + 2.5,
          y: top + DEVICE_HEIGHT - 4,
          text: texts.name,
          width: DEVICE_HEIGHT - 36,
          size: 6.5,
          anchor: 'start',
          vertical: true,
        })
      : fitted({
          x: x + w / 2,
          y: top + 35,
          text: texts.name,
          width: w - 4,
          size: 6,
          anchor: 'middle',
          color: DRAWING_COLORS.muted,
        }),
  ];
}

/** 17,5 mm, a module's width, in points. */
export const MODULE_WIDTH = (17.5 / 25.4) * 72;
const LABEL_HEIGHT = (14 / 25.4) * 72;
const STRIP_GAP = 14;

/**
 * The board labels: one per RCD, breaker and surge protector, in the board's rows and order, each as
 * wide as its device (17,5 mm a module) and 14 mm high, with its number, rating, name and the rooms of
 * its circuit (`roomsOf`, by circuit number); a row wider than `width` goes on in the next strip.
 */
export function labelStrips(
  layout: BoardLayout,
  width: number,
  roomsOf: ReadonlyMap<number, readonly string[]> = new Map(),
): DrawingSheet {
  const shapes: Shape[] = [];
  let y = 0;
  for (const row of numberedRows(layout)) {
    let x = 0;
    for (const d of row.devices) {
      const w = d.width * MODULE_WIDTH;
      if (x > 0 && x + w > width) {
        x = 0;
        y += LABEL_HEIGHT + STRIP_GAP;
      }
      const texts = deviceTexts(d);
      const rooms = d.circuit === null ? [] : (roomsOf.get(d.circuit) ?? []);
      shapes.push(
        { kind: 'rect', x, y, width: w, height: LABEL_HEIGHT, stroke: DRAWING_COLORS.muted, dashed: true },
        { kind: 'rect', x, y, width: w, height: 4, fill: deviceColor(d) },
        fitted({
          x: x + 3,
          y: y + 13,
          text: texts.head,
          width: w / 2 - 3,
          size: 8,
          bold: true,
          anchor: 'start',
        }),
        fitted({ x: x + w - 3, y: y + 13, text: texts.rating, width: w / 2 - 3, size: 6.5, anchor: 'end' }),
        ...nameLines(
          rooms.length > 0 ? `${texts.name} ${rooms.join(', ')}` : texts.name,
          x + 3,
          y + 22,
          w - 6,
        ),
      );
      x += w;
    }
    y += LABEL_HEIGHT + STRIP_GAP;
  }
  return { width, height: Math.max(0, y - STRIP_GAP), shapes };
}

/** A name on two lines of a label at most: the words that fit, then the rest cut with '…'. */
function nameLines(name: string, x: number, y: number, width: number): Shape[] {
  const words = name.split(' ');
  let first = '';
  while (words.length > 0) {
    const next = first ? `${first} ${words[0]}` : (words[0] ?? '');
    if (fitted({ x, y, text: next, width, size: 6, anchor: 'start' }).text !== next && first) break;
    first = next;
    words.shift();
  }
  const shapes: Shape[] = [fitted({ x, y, text: first, width, size: 6, anchor: 'start' })];
  if (words.length > 0)
    shapes.push(fitted({ x, y: y + 8, text: words.join(' '), width, size: 6, anchor: 'start' }));
  return shapes;
}
