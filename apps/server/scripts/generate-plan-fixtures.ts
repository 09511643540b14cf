/**
 * Generates the plan fixtures of apps/server/test/fixtures/plans: three French floor plans drawn as
 * an architect's export would (walls, doors, windows, dimension figures, room labels with their
 * surfaces, a title block), each written as
 * - a vector PDF with a real text layer (DejaVu Sans embedded, so 'é' and '²' are real glyphs),
 * - scanned-looking PNGs at 150 and 300 dpi (slight rotation, blur, speckles, paper tone),
 * - and, for one plan each, a 300 dpi JPEG, an image-only "scanned" PDF, a HEIC (when Debian's
 *   heif-enc from libheif-examples is installed: no npm package encodes HEIC) and a WEBP,
 * with an expected.json of the rooms a reader finds on it.
 *
 * Run: npx tsx scripts/generate-plan-fixtures.ts (from apps/server). Output is deterministic except
 * for encoder versions; the files are committed so that tests never need this script.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RoomType } from '@courant/domain';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { degrees, LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'test', 'fixtures', 'plans');
const fontPath = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
const boldFontPath = join(
  dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSans-Bold.ttf',
);

// ---------------------------------------------------------------------------------------------
// Plan descriptions (metres, origin at the building's top-left corner, y downwards)

type Rect = [x: number, y: number, w: number, h: number];

interface LabelStyle {
  /** 'inline': name and surface on one line; 'stacked': surface on the line below the name. */
  layout: 'inline' | 'stacked';
  unit: 'm²' | 'm2' | '';
  decimal: ',' | '.';
  decimals: number;
  /** Between the name and the surface when inline. */
  joiner?: string;
  /** No space between the number and the unit ('11.2m2'). */
  tight?: boolean;
  rotate?: 90;
  /** The plan gives no surface for this room (a small 'Dgt'). */
  nameOnly?: boolean;
}

interface RoomSpec {
  name: string;
  rect: Rect;
  surface: number;
  roomType: RoomType;
  style: LabelStyle;
  /** Exterior spaces are drawn with thin dashed lines outside the walls. */
  exterior?: boolean;
  /** Counts in the habitable surface printed on the plan (not garages nor exterior spaces). */
  habitable: boolean;
  /** Label centre when not the room's centre (to keep clear of furniture and door swings). */
  labelAt?: [x: number, y: number];
}

interface Opening {
  /** 'door' swings into the room; 'window' sits in an exterior wall. */
  kind: 'door' | 'window';
  at: [x: number, y: number];
  orientation: 'h' | 'v';
  width: number;
  /** Door leaf side: +1 or -1 across the wall. */
  swing?: 1 | -1;
}

interface PlanSpec {
  id: string;
  title: string;
  orientation: 'landscape' | 'portrait';
  /** Page position of the building's origin, in mm. */
  originMm: [number, number];
  size: [w: number, h: number];
  rooms: RoomSpec[];
  openings: Opening[];
  furniture: Rect[];
  /** Printed total, or none (the reader then sums the habitable rooms). */
  total?: { label: string };
  /** Scan simulation. */
  scan: { angleDeg: number; seed: number };
}

const comma = { decimal: ',', decimals: 2, unit: 'm²' } as const;

const PLANS: PlanSpec[] = [
  {
    id: 'appartement-t3',
    title: 'Appartement T3 — Plan de niveau',
    orientation: 'landscape',
    originMm: [35, 28],
    size: [12, 8.5],
    rooms: [
      {
        name: 'Séjour/Cuisine',
        rect: [0, 0, 6.2, 5.3],
        surface: 32.45,
        roomType: 'LivingRoomWithIntegratedKitchen',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'CH.1',
        rect: [6.2, 0, 3.6, 3.2],
        labelAt: [7.5, 2.6],
        surface: 11.2,
        roomType: 'Bedroom',
        style: { layout: 'inline', unit: 'm2', decimal: '.', decimals: 1, tight: true },
        habitable: true,
      },
      {
        name: 'Dressing',
        rect: [9.8, 0, 2.2, 3.2],
        surface: 4.8,
        roomType: 'CirculationArea',
        style: { ...comma, layout: 'inline', rotate: 90 },
        habitable: true,
      },
      {
        name: 'Dgt',
        rect: [6.2, 3.2, 5.8, 1.0],
        surface: 4.95,
        roomType: 'CirculationArea',
        style: { ...comma, layout: 'inline' },
        habitable: true,
      },
      {
        name: 'Chambre 2',
        rect: [6.2, 4.2, 3.8, 4.3],
        labelAt: [8.1, 5.8],
        surface: 12.1,
        roomType: 'Bedroom',
        style: { layout: 'inline', unit: 'm²', decimal: '.', decimals: 1, joiner: ' : ' },
        habitable: true,
      },
      {
        name: 'SdB',
        rect: [10, 4.2, 2, 2.5],
        surface: 4.5,
        roomType: 'WetRoom',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 1 },
        habitable: true,
      },
      {
        name: 'WC',
        rect: [10, 6.7, 2, 1.8],
        labelAt: [11.1, 7.2],
        surface: 1.2,
        roomType: 'WC',
        style: { layout: 'inline', unit: '', decimal: ',', decimals: 2 },
        habitable: true,
      },
      {
        name: 'Entrée',
        rect: [0, 5.3, 2.8, 3.2],
        surface: 5.2,
        roomType: 'CirculationArea',
        style: { layout: 'inline', unit: 'm2', decimal: ',', decimals: 1 },
        habitable: true,
      },
      {
        name: 'Cellier',
        rect: [2.8, 5.3, 3.4, 3.2],
        surface: 3.15,
        roomType: 'Other',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'Terrasse',
        rect: [0, 8.9, 6.2, 2.0],
        surface: 12,
        roomType: 'ExteriorSpace',
        style: { layout: 'inline', unit: 'm²', decimal: ',', decimals: 0 },
        exterior: true,
        habitable: false,
      },
    ],
    openings: [
      { kind: 'door', at: [1.0, 8.5], orientation: 'h', width: 0.9, swing: -1 },
      { kind: 'door', at: [2.8, 6.2], orientation: 'v', width: 0.8, swing: 1 },
      { kind: 'door', at: [6.2, 3.4], orientation: 'v', width: 0.8, swing: -1 },
      { kind: 'door', at: [9.0, 3.2], orientation: 'h', width: 0.7, swing: -1 },
      { kind: 'door', at: [10.2, 3.2], orientation: 'h', width: 0.7, swing: -1 },
      { kind: 'door', at: [7.2, 4.2], orientation: 'h', width: 0.8, swing: 1 },
      { kind: 'door', at: [10.3, 4.2], orientation: 'h', width: 0.7, swing: 1 },
      { kind: 'door', at: [10, 7.7], orientation: 'v', width: 0.7, swing: 1 },
      { kind: 'window', at: [1.5, 0], orientation: 'h', width: 1.6 },
      { kind: 'window', at: [4.0, 0], orientation: 'h', width: 1.2 },
      { kind: 'window', at: [7.3, 0], orientation: 'h', width: 1.2 },
      { kind: 'window', at: [12, 5.0], orientation: 'v', width: 0.6 },
      { kind: 'window', at: [7.5, 8.5], orientation: 'h', width: 1.2 },
      { kind: 'window', at: [4.0, 8.5], orientation: 'h', width: 1.8 },
    ],
    furniture: [
      [8.2, 0.2, 1.4, 2.0],
      [0.2, 0.2, 2.6, 0.6],
      [6.4, 6.5, 1.6, 1.9],
    ],
    total: { label: 'Surface habitable' },
    scan: { angleDeg: 0.6, seed: 11 },
  },
  {
    id: 'maison-rdc',
    title: 'Maison individuelle — Rez-de-chaussée',
    orientation: 'landscape',
    originMm: [30, 26],
    size: [15, 9],
    rooms: [
      {
        name: 'Séjour',
        rect: [0, 0, 5.6, 5.0],
        surface: 27.6,
        roomType: 'LivingRoom',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'Cuisine',
        rect: [5.6, 0, 3.4, 3.5],
        surface: 11.85,
        roomType: 'Kitchen',
        style: { ...comma, layout: 'inline' },
        habitable: true,
      },
      {
        name: 'Bureau',
        rect: [0, 5.0, 3.2, 4.0],
        surface: 9.4,
        roomType: 'Bedroom',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 1 },
        habitable: true,
      },
      {
        name: "Hall d'entrée",
        rect: [3.2, 5.0, 2.4, 4.0],
        surface: 6.3,
        roomType: 'CirculationArea',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'Couloir',
        rect: [5.6, 3.5, 1.1, 5.5],
        labelAt: [6.15, 4.9],
        surface: 3.2,
        roomType: 'Other',
        style: { layout: 'inline', unit: 'm²', decimal: ',', decimals: 1, rotate: 90 },
        habitable: true,
      },
      {
        name: 'SdE + WC',
        rect: [6.7, 3.5, 2.3, 2.6],
        surface: 5.1,
        roomType: 'BathroomWithWC',
        style: { layout: 'stacked', unit: 'm2', decimal: ',', decimals: 2 },
        habitable: true,
      },
      {
        name: 'WC',
        rect: [6.7, 6.1, 2.3, 1.2],
        surface: 1.35,
        roomType: 'WC',
        style: { ...comma, layout: 'inline' },
        habitable: true,
      },
      {
        name: 'Buanderie',
        rect: [6.7, 7.3, 2.3, 1.7],
        surface: 4.6,
        roomType: 'CirculationArea',
        style: { layout: 'stacked', unit: 'm²', decimal: '.', decimals: 1 },
        habitable: true,
      },
      {
        name: 'Garage',
        rect: [9.0, 0, 6.0, 3.5],
        labelAt: [11.2, 1.75],
        surface: 18.6,
        roomType: 'Other',
        style: { ...comma, layout: 'inline' },
        habitable: false,
      },
      {
        name: 'Chambre 1',
        rect: [9.0, 3.5, 3.6, 5.5],
        surface: 18.95,
        roomType: 'Bedroom',
        style: { layout: 'stacked', unit: 'm²', decimal: '.', decimals: 2 },
        habitable: true,
      },
      {
        name: "Salle d'eau",
        rect: [12.6, 3.5, 2.4, 2.6],
        surface: 5.9,
        roomType: 'WetRoom',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'Atelier',
        rect: [12.6, 6.1, 2.4, 2.9],
        surface: 6.7,
        roomType: 'CirculationArea',
        style: { layout: 'stacked', unit: 'm2', decimal: ',', decimals: 1 },
        habitable: true,
      },
      {
        name: 'Terrasse',
        rect: [0, 9.4, 5.6, 3.8],
        surface: 21.5,
        roomType: 'ExteriorSpace',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 1 },
        exterior: true,
        habitable: false,
      },
    ],
    openings: [
      { kind: 'door', at: [3.8, 9.0], orientation: 'h', width: 0.9, swing: -1 },
      { kind: 'door', at: [3.2, 6.0], orientation: 'v', width: 0.8, swing: -1 },
      { kind: 'door', at: [5.6, 7.9], orientation: 'v', width: 0.8, swing: 1 },
      { kind: 'door', at: [3.9, 5.0], orientation: 'h', width: 0.9, swing: -1 },
      { kind: 'door', at: [6.7, 5.3], orientation: 'v', width: 0.6, swing: 1 },
      { kind: 'door', at: [6.7, 6.4], orientation: 'v', width: 0.6, swing: -1 },
      { kind: 'door', at: [6.7, 8.3], orientation: 'v', width: 0.6, swing: 1 },
      { kind: 'door', at: [5.8, 3.5], orientation: 'h', width: 0.8, swing: -1 },
      { kind: 'door', at: [9.0, 1.2], orientation: 'v', width: 0.8, swing: 1 },
      { kind: 'door', at: [9.0, 7.6], orientation: 'v', width: 0.8, swing: 1 },
      { kind: 'door', at: [12.6, 4.0], orientation: 'v', width: 0.7, swing: -1 },
      { kind: 'door', at: [12.6, 8.0], orientation: 'v', width: 0.7, swing: -1 },
      { kind: 'window', at: [1.2, 0], orientation: 'h', width: 1.8 },
      { kind: 'window', at: [6.6, 0], orientation: 'h', width: 1.2 },
      { kind: 'window', at: [0, 2.0], orientation: 'v', width: 1.2 },
      { kind: 'window', at: [0, 6.4], orientation: 'v', width: 1.0 },
      { kind: 'window', at: [1.0, 9.0], orientation: 'h', width: 2.2 },
      { kind: 'window', at: [10.5, 0], orientation: 'h', width: 2.6 },
      { kind: 'window', at: [9.8, 9.0], orientation: 'h', width: 1.4 },
      { kind: 'window', at: [15, 4.2], orientation: 'v', width: 0.8 },
    ],
    furniture: [
      [0.3, 0.3, 2.2, 0.9],
      [5.8, 0.2, 3.0, 0.6],
      [12.8, 0.4, 1.8, 2.7],
      [9.3, 5.2, 1.6, 2.0],
    ],
    total: { label: 'SHAB' },
    scan: { angleDeg: -0.4, seed: 23 },
  },
  {
    id: 'maison-etage',
    title: 'Maison individuelle — Étage (R+1)',
    orientation: 'portrait',
    originMm: [45, 40],
    size: [10, 9],
    rooms: [
      {
        name: 'CHAMBRE 1',
        rect: [0, 0, 4.2, 3.6],
        labelAt: [2.9, 1.6],
        surface: 14.2,
        roomType: 'Bedroom',
        style: { ...comma, layout: 'stacked' },
        habitable: true,
      },
      {
        name: 'Ch 2',
        rect: [4.2, 0, 3.4, 3.6],
        labelAt: [5.9, 2.6],
        surface: 10.75,
        roomType: 'Bedroom',
        style: { ...comma, layout: 'inline' },
        habitable: true,
      },
      {
        name: 'Placard',
        rect: [7.6, 0, 0.9, 3.6],
        surface: 0.9,
        roomType: 'Other',
        style: { layout: 'inline', unit: 'm²', decimal: ',', decimals: 2, rotate: 90 },
        habitable: true,
      },
      {
        name: 'Salle de bains',
        rect: [8.5, 0, 1.5, 3.6],
        surface: 6.05,
        roomType: 'WetRoom',
        style: { ...comma, layout: 'stacked', rotate: 90 },
        habitable: true,
      },
      {
        name: 'Palier',
        rect: [0, 3.6, 6.0, 1.4],
        surface: 5.4,
        roomType: 'CirculationArea',
        style: { layout: 'inline', unit: 'm²', decimal: ',', decimals: 2 },
        habitable: true,
      },
      {
        name: 'W.C.',
        rect: [6.0, 3.6, 1.6, 1.4],
        surface: 1.1,
        roomType: 'WC',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 2 },
        habitable: true,
      },
      {
        name: 'Chambre 3',
        rect: [0, 5.0, 4.6, 4.0],
        labelAt: [2.5, 6.3],
        surface: 9.8,
        roomType: 'Bedroom',
        style: { layout: 'inline', unit: 'm2', decimal: ',', decimals: 2, joiner: ' - ' },
        habitable: true,
      },
      {
        name: 'Dgt',
        rect: [7.6, 3.6, 2.4, 1.4],
        surface: 0,
        roomType: 'CirculationArea',
        style: { layout: 'inline', unit: '', decimal: ',', decimals: 2, nameOnly: true },
        habitable: true,
      },
      {
        name: 'Bureau',
        rect: [4.6, 5.0, 3.2, 4.0],
        surface: 11.6,
        roomType: 'Bedroom',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 1 },
        habitable: true,
      },
      {
        name: 'Rangement',
        rect: [7.8, 5.0, 2.2, 4.0],
        surface: 7.9,
        roomType: 'CirculationArea',
        style: { layout: 'stacked', unit: 'm²', decimal: ',', decimals: 1, rotate: 90 },
        habitable: true,
      },
      {
        name: 'Balcon',
        rect: [4.8, 9.3, 3.6, 1.25],
        surface: 4.5,
        roomType: 'ExteriorSpace',
        style: { layout: 'inline', unit: 'm²', decimal: '.', decimals: 1 },
        exterior: true,
        habitable: false,
      },
    ],
    openings: [
      { kind: 'door', at: [1.4, 3.6], orientation: 'h', width: 0.8, swing: -1 },
      { kind: 'door', at: [4.6, 3.6], orientation: 'h', width: 0.8, swing: -1 },
      { kind: 'door', at: [1.4, 5.0], orientation: 'h', width: 0.8, swing: 1 },
      { kind: 'door', at: [7.6, 3.8], orientation: 'v', width: 0.6, swing: 1 },
      { kind: 'door', at: [8.0, 5.0], orientation: 'h', width: 0.7, swing: 1 },
      { kind: 'door', at: [5.6, 5.0], orientation: 'h', width: 0.8, swing: 1 },
      { kind: 'door', at: [7.7, 3.6], orientation: 'h', width: 0.7, swing: -1 },
      { kind: 'door', at: [8.7, 3.6], orientation: 'h', width: 0.7, swing: -1 },
      { kind: 'door', at: [5.0, 9.0], orientation: 'h', width: 0.9, swing: -1 },
      { kind: 'window', at: [1.3, 0], orientation: 'h', width: 1.4 },
      { kind: 'window', at: [5.2, 0], orientation: 'h', width: 1.2 },
      { kind: 'window', at: [1.6, 9.0], orientation: 'h', width: 1.4 },
      { kind: 'window', at: [10, 1.2], orientation: 'v', width: 0.6 },
    ],
    furniture: [
      [0.3, 0.3, 1.6, 2.0],
      [6.0, 0.2, 1.4, 1.9],
      [0.3, 6.8, 1.4, 2.0],
    ],
    scan: { angleDeg: 0.35, seed: 37 },
  },
];

// ---------------------------------------------------------------------------------------------
// Drawing, once for every output: a painter in page millimetres (y downwards)

interface Painter {
  line(x1: number, y1: number, x2: number, y2: number, width: number, dash?: number): void;
  /** Fills with the paper colour (to open a wall for a door or a window). */
  clear(x: number, y: number, w: number, h: number): void;
  /** Arc centred on (cx, cy), angles in degrees clockwise on the page. */
  arc(cx: number, cy: number, r: number, from: number, to: number, width: number): void;
  /** Text centred on (cx, cy); rotate: counter-clockwise as the reader sees it. */
  text(str: string, cx: number, cy: number, size: number, opts?: { rotate?: number; bold?: boolean }): void;
  /** Text starting at (x, baseline y). */
  textAt(str: string, x: number, y: number, size: number, opts?: { bold?: boolean }): void;
}

const SCALE = 10; // 1:100 — one metre is 10 mm on the page
const LABEL_MM = 2.6;

function formatSurface(room: RoomSpec): string {
  const s = room.style;
  const num = room.surface.toFixed(s.decimals).replace('.', s.decimal);
  if (!s.unit) return num;
  return s.tight ? `${num}${s.unit}` : `${num} ${s.unit}`;
}

function formatTotal(value: number): string {
  return `${value.toFixed(2).replace('.', ',')} m²`;
}

export function habitableTotal(plan: PlanSpec): number {
  return Math.round(plan.rooms.filter((r) => r.habitable).reduce((sum, r) => sum + r.surface * 100, 0)) / 100;
}

function pageSize(plan: PlanSpec): [number, number] {
  return plan.orientation === 'landscape' ? [297, 210] : [210, 297];
}

function drawPlan(plan: PlanSpec, p: Painter): void {
  const [ox, oy] = plan.originMm;
  const X = (m: number) => ox + m * SCALE;
  const Y = (m: number) => oy + m * SCALE;
  const [pw, ph] = pageSize(plan);

  // Exterior spaces: thin dashed outline.
  for (const room of plan.rooms.filter((r) => r.exterior)) {
    const [x, y, w, h] = room.rect;
    p.line(X(x), Y(y), X(x + w), Y(y), 0.25, 1.2);
    p.line(X(x + w), Y(y), X(x + w), Y(y + h), 0.25, 1.2);
    p.line(X(x + w), Y(y + h), X(x), Y(y + h), 0.25, 1.2);
    p.line(X(x), Y(y + h), X(x), Y(y), 0.25, 1.2);
  }
  // Interior walls: each room's outline.
  for (const room of plan.rooms.filter((r) => !r.exterior)) {
    const [x, y, w, h] = room.rect;
    p.line(X(x), Y(y), X(x + w), Y(y), 1.0);
    p.line(X(x + w), Y(y), X(x + w), Y(y + h), 1.0);
    p.line(X(x + w), Y(y + h), X(x), Y(y + h), 1.0);
    p.line(X(x), Y(y + h), X(x), Y(y), 1.0);
  }
  // Exterior walls.
  const [bw, bh] = plan.size;
  p.line(X(0), Y(0), X(bw), Y(0), 2.2);
  p.line(X(bw), Y(0), X(bw), Y(bh), 2.2);
  p.line(X(bw), Y(bh), X(0), Y(bh), 2.2);
  p.line(X(0), Y(bh), X(0), Y(0), 2.2);

  for (const o of plan.openings) {
    const [ax, ay] = o.at;
    const len = o.width * SCALE;
    if (o.orientation === 'h') {
      p.clear(X(ax), Y(ay) - 1.3, len, 2.6);
      if (o.kind === 'window') {
        p.line(X(ax), Y(ay) - 1.1, X(ax) + len, Y(ay) - 1.1, 0.2);
        p.line(X(ax), Y(ay), X(ax) + len, Y(ay), 0.2);
        p.line(X(ax), Y(ay) + 1.1, X(ax) + len, Y(ay) + 1.1, 0.2);
      } else {
        const s = o.swing ?? 1;
        p.line(X(ax), Y(ay), X(ax), Y(ay) + s * len, 0.3);
        p.arc(X(ax), Y(ay), len, s > 0 ? 0 : -90, s > 0 ? 90 : 0, 0.15);
      }
    } else {
      p.clear(X(ax) - 1.3, Y(ay), 2.6, len);
      if (o.kind === 'window') {
        p.line(X(ax) - 1.1, Y(ay), X(ax) - 1.1, Y(ay) + len, 0.2);
        p.line(X(ax), Y(ay), X(ax), Y(ay) + len, 0.2);
        p.line(X(ax) + 1.1, Y(ay), X(ax) + 1.1, Y(ay) + len, 0.2);
      } else {
        const s = o.swing ?? 1;
        p.line(X(ax), Y(ay), X(ax) + s * len, Y(ay), 0.3);
        p.arc(X(ax), Y(ay), len, s > 0 ? 0 : 90, s > 0 ? 90 : 180, 0.15);
      }
    }
  }

  for (const [x, y, w, h] of plan.furniture) {
    p.line(X(x), Y(y), X(x + w), Y(y), 0.2);
    p.line(X(x + w), Y(y), X(x + w), Y(y + h), 0.2);
    p.line(X(x + w), Y(y + h), X(x), Y(y + h), 0.2);
    p.line(X(x), Y(y + h), X(x), Y(y), 0.2);
  }

  // Dimension lines above and to the left of the building: figures without a unit, in metres.
  const dimY = Y(0) - 9;
  p.line(X(0), dimY, X(bw), dimY, 0.15);
  const xs = [
    ...new Set(
      plan.rooms
        .filter((r) => !r.exterior && r.rect[1] === 0)
        .flatMap((r) => [r.rect[0], r.rect[0] + r.rect[2]]),
    ),
  ].sort((a, b) => a - b);
  for (const x of xs) p.line(X(x), dimY - 1.5, X(x), dimY + 1.5, 0.15);
  for (let i = 0; i + 1 < xs.length; i++) {
    const a = xs[i] ?? 0;
    const b = xs[i + 1] ?? 0;
    if (b - a >= 1.5) p.text((b - a).toFixed(2).replace('.', ','), X((a + b) / 2), dimY - 2, 2.2);
  }
  const dimX = X(0) - 9;
  p.line(dimX, Y(0), dimX, Y(bh), 0.15);
  p.line(dimX - 1.5, Y(0), dimX + 1.5, Y(0), 0.15);
  p.line(dimX - 1.5, Y(bh), dimX + 1.5, Y(bh), 0.15);
  p.text(bh.toFixed(2).replace('.', ','), dimX - 2.5, Y(bh / 2), 2.2, { rotate: 90 });

  // Room labels, centred in the room.
  for (const room of plan.rooms) {
    const [x, y, w, h] = room.rect;
    const [lx, ly] = room.labelAt ?? [x + w / 2, y + h / 2];
    const cx = X(lx);
    const cy = Y(ly);
    const surface = formatSurface(room);
    const rotate = room.style.rotate;
    if (room.style.nameOnly) {
      p.text(room.name, cx, cy, LABEL_MM, { rotate });
    } else if (room.style.layout === 'inline') {
      p.text(`${room.name}${room.style.joiner ?? ' '}${surface}`, cx, cy, LABEL_MM, { rotate, bold: false });
    } else if (rotate) {
      // Stacked and rotated: the name's line sits to the left of the surface's line.
      p.text(room.name, cx - LABEL_MM * 0.75, cy, LABEL_MM, { rotate, bold: true });
      p.text(surface, cx + LABEL_MM * 0.85, cy, LABEL_MM, { rotate });
    } else {
      p.text(room.name, cx, cy - LABEL_MM * 0.75, LABEL_MM, { bold: true });
      p.text(surface, cx, cy + LABEL_MM * 0.85, LABEL_MM);
    }
  }

  // North arrow and title block.
  p.line(pw - 25, 28, pw - 25, 16, 0.3);
  p.line(pw - 25, 16, pw - 27, 20, 0.3);
  p.line(pw - 25, 16, pw - 23, 20, 0.3);
  p.text('N', pw - 25, 12, 3, { bold: true });
  const tbW = 110;
  const tbH = 26;
  const tbX = pw - tbW - 12;
  const tbY = ph - tbH - 10;
  p.line(tbX, tbY, tbX + tbW, tbY, 0.35);
  p.line(tbX + tbW, tbY, tbX + tbW, tbY + tbH, 0.35);
  p.line(tbX + tbW, tbY + tbH, tbX, tbY + tbH, 0.35);
  p.line(tbX, tbY + tbH, tbX, tbY, 0.35);
  p.textAt(plan.title, tbX + 3, tbY + 6, 3, { bold: true });
  p.textAt('Échelle 1/100 — Cotes en mètres', tbX + 3, tbY + 12, 2.4);
  p.textAt('Indice B — 14/03/2024', tbX + 3, tbY + 17.5, 2.4);
  if (plan.total) {
    p.textAt(`${plan.total.label} : ${formatTotal(habitableTotal(plan))}`, tbX + 3, tbY + 23, 2.6, {
      bold: true,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Vector PDF (pdf-lib): every label is real text, drawn with an embedded font subset

const PT_PER_MM = 72 / 25.4;

function pdfPainter(page: PDFPage, font: PDFFont, bold: PDFFont): Painter {
  const ph = page.getHeight();
  const pt = (mm: number) => mm * PT_PER_MM;
  const black = rgb(0.08, 0.08, 0.08);
  return {
    line(x1, y1, x2, y2, width, dash) {
      page.drawLine({
        start: { x: pt(x1), y: ph - pt(y1) },
        end: { x: pt(x2), y: ph - pt(y2) },
        thickness: pt(width),
        color: black,
        lineCap: LineCapStyle.Projecting,
        dashArray: dash ? [pt(dash), pt(dash * 0.6)] : undefined,
      });
    },
    clear(x, y, w, h) {
      page.drawRectangle({ x: pt(x), y: ph - pt(y + h), width: pt(w), height: pt(h), color: rgb(1, 1, 1) });
    },
    arc(cx, cy, r, from, to, width) {
      const steps = 16;
      for (let i = 0; i < steps; i++) {
        const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
        const b = ((from + ((to - from) * (i + 1)) / steps) * Math.PI) / 180;
        page.drawLine({
          start: { x: pt(cx + r * Math.cos(a)), y: ph - pt(cy + r * Math.sin(a)) },
          end: { x: pt(cx + r * Math.cos(b)), y: ph - pt(cy + r * Math.sin(b)) },
          thickness: pt(width),
          color: black,
        });
      }
    },
    text(str, cx, cy, size, opts) {
      const f = opts?.bold ? bold : font;
      const sizePt = pt(size);
      const w = f.widthOfTextAtSize(str, sizePt) / PT_PER_MM;
      const theta = ((opts?.rotate ?? 0) * Math.PI) / 180;
      // Baseline origin of centred text, turned with the text (page y downwards).
      const lx = -w / 2;
      const ly = size * 0.35;
      const x = cx + lx * Math.cos(theta) + ly * Math.sin(theta);
      const y = cy - lx * Math.sin(theta) + ly * Math.cos(theta);
      page.drawText(str, {
        x: pt(x),
        y: ph - pt(y),
        size: sizePt,
        font: f,
        color: black,
        rotate: degrees(opts?.rotate ?? 0),
      });
    },
    textAt(str, x, y, size, opts) {
      page.drawText(str, {
        x: pt(x),
        y: ph - pt(y),
        size: pt(size),
        font: opts?.bold ? bold : font,
        color: black,
      });
    },
  };
}

async function renderPdf(plan: PlanSpec, fontBytes: Uint8Array, boldBytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(plan.title);
  doc.setCreator('Courant fixtures');
  doc.setCreationDate(new Date('2024-03-14T10:00:00Z'));
  doc.setModificationDate(new Date('2024-03-14T10:00:00Z'));
  const font = await doc.embedFont(fontBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const [w, h] = pageSize(plan);
  const page = doc.addPage([w * PT_PER_MM, h * PT_PER_MM]);
  drawPlan(plan, pdfPainter(page, font, bold));
  return doc.save({ useObjectStreams: true });
}

// ---------------------------------------------------------------------------------------------
// Raster, scanned look (@napi-rs/canvas)

function canvasPainter(ctx: SKRSContext2D, pxPerMm: number): Painter {
  const px = (mm: number) => mm * pxPerMm;
  const ink = '#1a1a1a';
  return {
    line(x1, y1, x2, y2, width, dash) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(1, px(width));
      ctx.lineCap = 'square';
      ctx.setLineDash(dash ? [px(dash), px(dash * 0.6)] : []);
      ctx.beginPath();
      ctx.moveTo(px(x1), px(y1));
      ctx.lineTo(px(x2), px(y2));
      ctx.stroke();
      ctx.setLineDash([]);
    },
    clear(x, y, w, h) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(px(x), px(y), px(w), px(h));
    },
    arc(cx, cy, r, from, to, width) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(1, px(width));
      ctx.beginPath();
      ctx.arc(px(cx), px(cy), px(r), (from * Math.PI) / 180, (to * Math.PI) / 180);
      ctx.stroke();
    },
    text(str, cx, cy, size, opts) {
      ctx.save();
      ctx.fillStyle = ink;
      ctx.font = `${opts?.bold ? 'bold ' : ''}${px(size * 1.0)}px "Fixture Sans"`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      ctx.translate(px(cx), px(cy));
      ctx.rotate((-(opts?.rotate ?? 0) * Math.PI) / 180);
      ctx.fillText(str, 0, px(size * 0.35));
      ctx.restore();
    },
    textAt(str, x, y, size, opts) {
      ctx.fillStyle = ink;
      ctx.font = `${opts?.bold ? 'bold ' : ''}${px(size)}px "Fixture Sans"`;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(str, px(x), px(y));
    },
  };
}

/** Small deterministic PRNG (mulberry32), so that the fixtures do not change between runs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function renderScan(plan: PlanSpec, dpi: number): Canvas {
  const [w, h] = pageSize(plan);
  const pxPerMm = dpi / 25.4;
  const width = Math.round(w * pxPerMm);
  const height = Math.round(h * pxPerMm);

  // The clean drawing first.
  const clean = createCanvas(width, height);
  const c = clean.getContext('2d');
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, width, height);
  drawPlan(plan, canvasPainter(c, pxPerMm));

  // Then the scanner: paper tone, a slight skew and blur, speckles.
  const scan = createCanvas(width, height);
  const s = scan.getContext('2d');
  s.fillStyle = '#f4f3ef';
  s.fillRect(0, 0, width, height);
  s.translate(width / 2, height / 2);
  s.rotate((plan.scan.angleDeg * Math.PI) / 180);
  s.translate(-width / 2, -height / 2);
  s.filter = `blur(${(dpi / 300) * 0.7}px)`;
  s.globalCompositeOperation = 'multiply';
  s.drawImage(clean, 0, 0);
  s.setTransform(1, 0, 0, 1, 0, 0);
  s.filter = 'none';
  s.globalCompositeOperation = 'source-over';
  const rand = prng(plan.scan.seed * 1000 + dpi);
  const speckles = Math.round((width * height) / 4000);
  for (let i = 0; i < speckles; i++) {
    const g = Math.round(60 + rand() * 120);
    s.fillStyle = `rgb(${g},${g},${g})`;
    const r = (0.4 + rand() * 0.9) * (dpi / 300);
    s.beginPath();
    s.arc(rand() * width, rand() * height, r, 0, Math.PI * 2);
    s.fill();
  }
  // A darker band along one edge, as a flatbed scanner leaves.
  const band = s.createLinearGradient(0, 0, width * 0.04, 0);
  band.addColorStop(0, 'rgba(0,0,0,0.18)');
  band.addColorStop(1, 'rgba(0,0,0,0)');
  s.fillStyle = band;
  s.fillRect(0, 0, width * 0.04, height);
  return scan;
}

async function imageOnlyPdf(plan: PlanSpec, jpeg: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2024-03-14T10:00:00Z'));
  doc.setModificationDate(new Date('2024-03-14T10:00:00Z'));
  const [w, h] = pageSize(plan);
  const page = doc.addPage([w * PT_PER_MM, h * PT_PER_MM]);
  const image = await doc.embedJpg(jpeg);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return doc.save({ useObjectStreams: true });
}

async function notAPlanPdf(fontBytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setCreationDate(new Date('2024-03-14T10:00:00Z'));
  doc.setModificationDate(new Date('2024-03-14T10:00:00Z'));
  const font = await doc.embedFont(fontBytes, { subset: true });
  const page = doc.addPage([595, 842]);
  const lines = [
    'Électricité Martin — Facture n° 2024-118',
    'Date : 14/03/2024',
    'Remplacement du tableau électrique 1 250,00 €',
    'Main d’œuvre 8 h 480,00 €',
    'Total HT 1 730,00 €',
  ];
  lines.forEach((line, i) => {
    page.drawText(line, { x: 60, y: 760 - i * 22, size: 12, font });
  });
  return doc.save({ useObjectStreams: true });
}

function hasHeifEnc(): boolean {
  try {
    execFileSync('heif-enc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    try {
      execFileSync('heif-enc', ['-h'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }
}

async function main(): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const fontBytes = new Uint8Array(readFileSync(fontPath));
  const boldBytes = new Uint8Array(readFileSync(boldFontPath));
  GlobalFonts.registerFromPath(fontPath, 'Fixture Sans');
  GlobalFonts.registerFromPath(boldFontPath, 'Fixture Sans');
  const heif = hasHeifEnc();
  if (!heif) console.warn('heif-enc not found (apt-get install libheif-examples): no HEIC fixture written');

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'not-a-plan.pdf'), await notAPlanPdf(fontBytes));

  for (const [index, plan] of PLANS.entries()) {
    const dir = join(outDir, plan.id);
    mkdirSync(dir, { recursive: true });
    const files: Record<string, string> = {};

    writeFileSync(join(dir, 'plan.pdf'), await renderPdf(plan, fontBytes, boldBytes));
    files.pdf = 'plan.pdf';

    const scan300 = renderScan(plan, 300);
    writeFileSync(join(dir, 'plan-300dpi.png'), await scan300.encode('png'));
    files.png300 = 'plan-300dpi.png';
    writeFileSync(join(dir, 'plan-150dpi.png'), await renderScan(plan, 150).encode('png'));
    files.png150 = 'plan-150dpi.png';

    if (index === 0) {
      const jpeg = await scan300.encode('jpeg', 72);
      writeFileSync(join(dir, 'plan-300dpi.jpg'), jpeg);
      files.jpeg300 = 'plan-300dpi.jpg';
      const scan200 = await renderScan(plan, 200).encode('jpeg', 75);
      writeFileSync(join(dir, 'scan.pdf'), await imageOnlyPdf(plan, scan200));
      files.scannedPdf = 'scan.pdf';
    }
    if (index === 1 && heif) {
      const tmp = join(tmpdir(), `plan-${plan.id}.png`);
      writeFileSync(tmp, await scan300.encode('png'));
      execFileSync('heif-enc', ['-q', '55', '-o', join(dir, 'plan-300dpi.heic'), tmp], { stdio: 'ignore' });
      rmSync(tmp);
      files.heic300 = 'plan-300dpi.heic';
    }
    if (index === 2) {
      writeFileSync(join(dir, 'plan-300dpi.webp'), await scan300.encode('webp', 70));
      files.webp300 = 'plan-300dpi.webp';
    }

    const expected = {
      plan: plan.id,
      title: plan.title,
      files,
      totalPrinted: plan.total !== undefined,
      surfaceLoiCarrez: habitableTotal(plan),
      rooms: plan.rooms.map((r) => ({
        name: r.name,
        surface: r.surface,
        roomType: r.roomType,
        rotated: r.style.rotate !== undefined,
        surfacePrinted: r.style.nameOnly !== true,
      })),
    };
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${plan.id}: ${Object.values(files).join(', ')}`);
  }
}

await main();
