import { degrees, rgb } from 'pdf-lib';
import {
  type BoardLayout,
  boardInputFromItems,
  deviceColor,
  layoutBoard,
  moduleLabel,
  type PlacedDevice,
  widestRow,
} from '../board-layout.ts';
import { COLORS, drawBox, fitText, hexColor, NBSP, type PageLayout } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

/** Heights in points, and the text sizes of the drawing. */
const { DEVICE_H, ROW_GAP, PANEL_TITLE_H, DESCRIPTION_SIZE, CAPTION_SIZE } = {
  DEVICE_H: 78,
  ROW_GAP: 14,
  PANEL_TITLE_H: 16,
  DESCRIPTION_SIZE: 8.5,
  CAPTION_SIZE: 6.5,
};
const FREE_MODULE = rgb(0.68, 0.71, 0.74);

type Panel = BoardLayout['panels'][number];
type Row = Panel['rows'][number];

/** Where the drawing's modules go: centred, each at most 34 points wide. */
interface Grid {
  left: number;
  moduleW: number;
}

function panelHeight(panel: Panel): number {
  return PANEL_TITLE_H + panel.rows.length * (DEVICE_H + ROW_GAP);
}

/** The height of the whole drawing: its panels, their rows and the description under them. */
function drawingHeight(l: PageLayout, board: BoardLayout): number {
  const description = l.wrap(board.description, { size: DESCRIPTION_SIZE }).length;
  return (
    board.panels.reduce((sum, panel) => sum + panelHeight(panel), 0) + description * (DESCRIPTION_SIZE + 3.5)
  );
}

/** The text under a device's rating: a differential's type (and phase), an SPD's rating, the circuit. */
function captionOf(d: PlacedDevice): string {
  if (d.kind === 'differential') return `type ${d.rcdType ?? 'A'} 30${NBSP}mA${d.phase ? ` ${d.phase}` : ''}`;
  return d.kind === 'surge_protector' ? d.title : d.caption;
}

/** One device on its rail: its outline in its row's colour, its rating, and its caption. */
function drawDevice(l: PageLayout, grid: Grid, d: PlacedDevice, top: number): void {
  const color = hexColor(deviceColor(d));
  const x = grid.left + d.column * grid.moduleW;
  const width = d.width * grid.moduleW;
  drawBox(
    l,
    { x: x + 1, top, width: width - 2, height: DEVICE_H },
    { fill: COLORS.white, border: color, borderWidth: 1 },
  );
  drawBox(l, { x: x + 1, top, width: width - 2, height: 7 }, { fill: color });
  const title = d.kind === 'surge_protector' ? 'SPD' : d.title;
  const size = Math.min(8, (width - 4) / Math.max(1, l.bold.widthOfTextAtSize(title, 1)));
  const titleX = x + (width - l.bold.widthOfTextAtSize(title, size)) / 2;
  l.page.drawText(title, { x: titleX, y: top - 18, size, font: l.bold, color: COLORS.ink });
  const caption = captionOf(d);
  const font = l.regular;
  if (d.kind === 'breaker') {
    // The circuit's name runs up the module, as on the labels of a real board.
    const text = fitText(moduleLabel(caption, 40), font, CAPTION_SIZE, DEVICE_H - 30);
    const at = { x: x + width / 2 + CAPTION_SIZE / 3, y: top - DEVICE_H + 5 };
    l.page.drawText(text, { ...at, size: CAPTION_SIZE, font, color: COLORS.ink, rotate: degrees(90) });
  } else {
    const text = fitText(caption, font, CAPTION_SIZE, width - 4);
    const at = { x: x + (width - font.widthOfTextAtSize(text, CAPTION_SIZE)) / 2, y: top - 30 };
    l.page.drawText(text, { ...at, size: CAPTION_SIZE, font, color: COLORS.muted });
  }
}

/** A row of the panel: its DIN rail, the free modules dashed, the devices, and a warning past capacity. */
function drawRow(l: PageLayout, grid: Grid, row: Row): void {
  l.ensure(DEVICE_H + ROW_GAP);
  const top = l.y;
  const { left, moduleW } = grid;
  const railTop = top - DEVICE_H / 2 + 3;
  drawBox(
    l,
    { x: left - 4, top: railTop, width: row.modules * moduleW + 8, height: 6 },
    { fill: COLORS.rule },
  );
  const occupied = new Set<number>();
  for (const d of row.devices) for (let m = 0; m < d.width; m++) occupied.add(d.column + m);
  for (let m = 0; m < row.modules; m++) {
    if (occupied.has(m)) continue;
    drawBox(
      l,
      { x: left + m * moduleW + 2, top: top - 3, width: moduleW - 4, height: DEVICE_H - 6 },
      { fill: COLORS.white, border: FREE_MODULE, borderWidth: 0.6, dashArray: [3, 2] },
    );
  }
  for (const d of row.devices) drawDevice(l, grid, d, top);
  if (row.overflow) {
    l.rightText('Hors capacité du tableau', left + row.modules * moduleW, { size: 7, color: COLORS.danger });
  }
  l.y = top - DEVICE_H - ROW_GAP;
}

/**
 * The board drawn from the same layout as step 7's SVG, under its heading, all on one page (a new
 * page when it does not fit where it would start); a drawing taller than a page starts on a page of
 * its own and keeps each panel whole. Only for a devis with breakers or a panel.
 */
export function drawBoardDrawing({ layout: l, input }: DevisContext): void {
  const items = input.dimensioningItems;
  if (!items.some((i) => i.type === 'circuit_breaker' || i.type === 'electrical_panel')) return;
  const board = layoutBoard(boardInputFromItems(items));
  l.heading('Schéma du tableau électrique', 13, drawingHeight(l, board));
  const perRow = widestRow(board);
  const moduleW = Math.min(34, (l.width - 20) / perRow);
  const grid = { left: l.left + (l.width - perRow * moduleW) / 2, moduleW };
  for (const panel of board.panels) {
    l.keepTogether(panelHeight(panel));
    l.ensure(PANEL_TITLE_H + DEVICE_H + ROW_GAP);
    l.text(panel.title, grid.left, { size: 9.5, bold: true });
    l.down(PANEL_TITLE_H);
    for (const row of panel.rows) drawRow(l, grid, row);
  }
  l.paragraph(board.description, { size: DESCRIPTION_SIZE, color: COLORS.muted });
}
