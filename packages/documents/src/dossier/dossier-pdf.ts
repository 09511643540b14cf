import {
  ATTESTATION_BOXES,
  type ConsuelDossier,
  circuitList,
  type Dimensioning,
  DOSSIER_STATUS_HINTS,
  DOSSIER_STATUS_LABELS,
  formatDate,
  MEASUREMENT_FIELDS,
  type MeasurementField,
  measurementText,
  SELF_CHECK_STATUS_LABELS,
} from '@courant/domain';
import {
  A4_LANDSCAPE,
  A4_PORTRAIT,
  COLORS,
  drawBox,
  drawPageFooters,
  labelled,
  PageLayout,
  type PdfFonts,
  Table,
} from '../layout/index.ts';
import { boardDrawing, dossierBoardLayout, labelStrips } from './board-drawing.ts';
import type { DrawingSheet } from './drawing.ts';
import { drawShapes } from './pdf-drawing.ts';
import { schemaSheets } from './schema-unifilaire.ts';

/**
 * The dossier technique of the Consuel as a PDF (pdf-lib, over the documents' layout primitives): a
 * cover with the site, the installer, the attestation's facts and the dossier's state; the schéma
 * unifilaire on A4 landscape sheets; the circuit table; the board drawing; the self-check sheet with
 * the measurements and the RCD tests; the board labels. Pure apart from pdf-lib: the caller passes
 * the dossier (the domain's), the saved board, the fonts and the date.
 */

export interface DossierPdfInput {
  dossier: ConsuelDossier;
  /** The saved board the dossier was made from (the board drawing and the labels draw it). */
  dimensioning: Dimensioning | null;
  date: Date;
  fonts: PdfFonts;
}

/** 'dossier-consuel-2026-12-07.pdf'. */
export function dossierFileName(day: string): string {
  return `dossier-consuel-${day}.pdf`;
}

const STATUS_COLOR = { pret: COLORS.accent, incomplet: COLORS.muted, non_conforme: COLORS.danger } as const;

/** French decimal: 1.5 → '1,5'. */
const fr = (value: number) => String(value).replace('.', ',');

function cover(layout: PageLayout, d: ConsuelDossier): void {
  const a = d.attestation;
  layout.text('Dossier technique de l’installation électrique', layout.left, { size: 18, bold: true });
  layout.down(26);
  layout.text(`${d.projectName} — ${formatDate(d.date)}`, layout.left, { size: 11, color: COLORS.muted });
  layout.down(24);

  const hint = layout.wrap(DOSSIER_STATUS_HINTS[d.status], { size: 9.5 }, layout.width - 24);
  const boxHeight = 26 + hint.length * 13;
  drawBox(
    layout,
    { x: layout.left, top: layout.y, width: layout.width, height: boxHeight },
    { border: STATUS_COLOR[d.status], borderWidth: 1.2 },
  );
  layout.down(8);
  layout.text(labelled('État du dossier', DOSSIER_STATUS_LABELS[d.status]), layout.left + 12, {
    size: 12,
    bold: true,
    color: STATUS_COLOR[d.status],
  });
  layout.down(18);
  layout.lines(DOSSIER_STATUS_HINTS[d.status], {
    x: layout.left + 12,
    width: layout.width - 24,
    size: 9.5,
    leading: 13,
  });
  layout.down(12);

  layout.heading('Attestation de conformité', 13, 80);
  const attestation = [
    ['Formulaire', a.form.title],
    ['Cases à cocher', a.boxes.map((box) => `${box} — ${ATTESTATION_BOXES[box]}`).join('\u202f; ')],
    ['Validité', a.form.validity],
    [
      'Installateur',
      `${a.installer.name}, ${a.installer.address} — SIRET ${a.installer.siret || 'à renseigner'}`,
    ],
    ['Demandeur', `${a.requester.name}, ${a.requester.address}`],
    [
      'Maître d’ouvrage',
      a.client ? `${a.client.name}, ${a.client.address}` : 'à renseigner (client du projet)',
    ],
    ['Adresse de l’installation', a.siteAddress ?? 'à renseigner (adresse du chantier du client)'],
  ] as const;
  layout.facts(attestation, factsLabelWidth(layout, attestation));
  layout.down(4);
  layout.paragraph(a.form.scope, { size: 8.5, color: COLORS.muted });

  const b = d.board;
  layout.heading('Installation', 13, 60);
  const installation = [
    [
      'AGCP',
      b.agcp
        ? `${b.agcp.rating}\u00a0A, ${b.agcp.sensitivityMa}\u00a0mA (${b.agcp.phases === 'triphase' ? 'triphasé' : 'monophasé'} ${b.agcp.subscribedKva}\u00a0kVA)`
        : 'à renseigner',
    ],
    [
      'Circuits',
      `${b.circuits.length} circuits sous ${b.rcds.length} interrupteurs différentiels 30\u00a0mA`,
    ],
    [
      'Parafoudre',
      b.surgeProtectors.length > 0
        ? b.surgeProtectors.map((s) => `${s.type} ${s.rating}`).join(', ')
        : 'aucun',
    ],
    ['Tableau', `${b.capacityModules} modules, ${b.spareModules} libres`],
    ['Surface habitable', `${fr(Math.round(d.facts.habitableSurface * 100) / 100)}\u00a0m²`],
  ] as const;
  layout.facts(installation, factsLabelWidth(layout, installation));

  remarks(
    layout,
    'Points non conformes',
    d.findings.map((f) => `${f.label} — ${f.detail} (${f.clause})`),
    COLORS.danger,
  );
  remarks(
    layout,
    'Points à renseigner',
    d.missing.map((m) => `${m.label} — ${m.detail}`),
    COLORS.ink,
  );
  remarks(layout, 'À savoir', d.warnings, COLORS.muted);
}

function remarks(
  layout: PageLayout,
  title: string,
  lines: readonly string[],
  color: typeof COLORS.ink,
): void {
  if (lines.length === 0) return;
  layout.heading(title, 12, 30);
  for (const line of lines) {
    layout.lines(`• ${line}`, { size: 9, leading: 12, color, breakable: true });
    layout.down(2);
  }
}

/** The schéma on A4 landscape sheets, each under its title. */
function schema(layout: PageLayout, d: ConsuelDossier): void {
  const width = A4_LANDSCAPE.width - 2 * A4_LANDSCAPE.margin;
  const sheets = schemaSheets({ board: d.board, measurements: d.measurements }, width);
  sheets.forEach((sheet, i) => {
    layout.newPage(A4_LANDSCAPE);
    layout.text(`Schéma unifilaire — feuille ${i + 1} / ${sheets.length}`, layout.left, {
      size: 12,
      bold: true,
      color: COLORS.accent,
    });
    layout.rightText(
      'Disjoncteurs courbe C · ID\u00a0: interrupteur différentiel · HC\u00a0: contact heures creuses',
      layout.right,
      {
        size: 7.5,
        color: COLORS.muted,
      },
    );
    layout.down(22);
    drawShapes(layout, sheet.shapes, layout.left, layout.y);
  });
}

function circuitTable(layout: PageLayout, d: ConsuelDossier): void {
  layout.newPage(A4_PORTRAIT);
  layout.heading('Tableau des circuits');
  const table = new Table(layout, [
    { header: 'N°', width: 22, align: 'right' },
    { header: 'Circuit', width: 118 },
    { header: 'Pièces' },
    { header: 'Points', width: 34, align: 'right' },
    { header: 'Disjoncteur', width: 76 },
    { header: 'Section', width: 44, align: 'right' },
    { header: 'Diff.', width: 32, align: 'right' },
    { header: 'Longueur', width: 46, align: 'right' },
  ]);
  table.header();
  for (const c of d.board.circuits) {
    table.row({
      cells: [
        String(c.number),
        c.name,
        c.rooms.join(', ') || '—',
        c.points === null ? '—' : String(c.points),
        `${c.rating}\u00a0A courbe ${c.curve}${c.poles === '3P+N' ? ' 3P+N' : ''}`,
        c.section === null ? 'à relever' : `${fr(c.section)}\u00a0mm²`,
        `ID\u00a0${c.rcd}`,
        c.lengthM === null ? '—' : `≈\u00a0${c.lengthM}\u00a0m`,
      ],
    });
  }
  layout.subheading('Interrupteurs différentiels');
  const rcds = new Table(layout, [
    { header: 'Diff.', width: 40 },
    { header: 'Calibre', width: 60, align: 'right' },
    { header: 'Sensibilité', width: 70, align: 'right' },
    { header: 'Type', width: 50 },
    { header: 'Circuits' },
  ]);
  rcds.header();
  for (const r of d.board.rcds) {
    rcds.row({
      cells: [
        `ID\u00a0${r.number}`,
        `${r.rating}\u00a0A${r.poles === 4 ? ' 4P' : ''}`,
        `${r.sensitivityMa}\u00a0mA`,
        `${r.type}${r.phase ? ` (${r.phase})` : ''}`,
        circuitList(r.circuits.map((number) => ({ number }))),
      ],
    });
  }
}

/** Blocks of a drawing placed one under the other, a page break between blocks when need be. */
function drawBlocks(layout: PageLayout, blocks: readonly DrawingSheet[]): void {
  for (const block of blocks) {
    layout.keepTogether(block.height);
    const x = layout.left + Math.max(0, (layout.width - block.width) / 2);
    drawShapes(layout, block.shapes, x, layout.y);
    layout.down(block.height);
  }
}

function board(layout: PageLayout, dimensioning: Dimensioning): void {
  const blocks = boardDrawing(dossierBoardLayout(dimensioning), layout.width - 20);
  layout.heading('Tableau de répartition', 13, blocks[0]?.height ?? 0);
  drawBlocks(layout, blocks);
}

/** The width `facts` needs for its labels ('Label :'), so no label runs into its value. */
function factsLabelWidth(layout: PageLayout, rows: readonly (readonly [string, string])[]): number {
  return Math.max(...rows.map(([label]) => layout.textWidth(`${label}\u00a0:`, { size: 9.5 }))) + 12;
}

const MEASURED: readonly MeasurementField[] = [
  'measuredOn',
  'earthingSystem',
  'earthResistanceOhm',
  'earthConductorMm2',
  'earthConductorBare',
  'mainBondingMm2',
  'insulationMOhm',
  'continuity',
  'polarity',
  'smokeAlarm',
  'gtlWidthMm',
  'gtlDepthMm',
];

function measurementsAndSelfCheck(layout: PageLayout, d: ConsuelDossier): void {
  layout.newPage(A4_PORTRAIT);
  layout.heading('Mesures et constats sur site', 13, 60);
  const rows = MEASURED.map(
    (field) => [MEASUREMENT_FIELDS[field].label, measurementText(field, d.measurements)] as const,
  );
  layout.facts(rows, factsLabelWidth(layout, rows));
  layout.subheading('Essais des interrupteurs différentiels');
  const tests = new Table(layout, [
    { header: 'Diff.', width: 50 },
    { header: 'Calibre', width: 90 },
    { header: 'Déclenche', width: 90 },
    { header: 'Temps à IΔn' },
  ]);
  tests.header();
  for (const r of d.board.rcds) {
    const test = d.measurements.rcdTests.find((t) => t.rcd === r.number);
    tests.row({
      cells: [
        `ID\u00a0${r.number}`,
        `${r.rating}\u00a0A ${r.sensitivityMa}\u00a0mA type ${r.type}`,
        test?.trips == null ? 'non essayé' : test.trips ? 'oui' : 'non',
        test?.timeMs == null ? 'non mesuré' : `${test.timeMs}\u00a0ms`,
      ],
    });
  }

  layout.heading('Fiche d’autocontrôle');
  const sheet = new Table(layout, [
    { header: 'Point de contrôle' },
    { header: 'Référence', width: 130, muted: true },
    { header: 'État', width: 70 },
  ]);
  sheet.header();
  for (const item of d.selfCheck) {
    const state = item.status === null ? 'à renseigner' : SELF_CHECK_STATUS_LABELS[item.status];
    const by = item.source === 'saisie' ? ' (installateur)' : '';
    const note = item.note ? ` Remarque\u00a0: ${item.note}` : '';
    sheet.row({
      cells: [
        `${item.label}\u00a0— ${item.detail}${note}`,
        item.clause,
        `${state}${by}${item.blocking ? '' : ' (non bloquant)'}`,
      ],
    });
  }
}

/** The labels sheet, on a new A4 landscape page unless `onThisPage` (the labels' own document). */
function labels(layout: PageLayout, d: ConsuelDossier, dimensioning: Dimensioning, onThisPage = false): void {
  if (!onThisPage) layout.newPage(A4_LANDSCAPE);
  layout.text('Étiquettes du tableau', layout.left, { size: 12, bold: true, color: COLORS.accent });
  layout.rightText('À découper\u00a0: 17,5\u00a0mm par module, dans l’ordre des rangées', layout.right, {
    size: 7.5,
    color: COLORS.muted,
  });
  layout.down(22);
  const rooms = new Map(d.board.circuits.map((c) => [c.number, c.rooms]));
  const strips = labelStrips(dossierBoardLayout(dimensioning), layout.width, rooms);
  drawShapes(layout, strips.shapes, layout.left, layout.y);
  layout.down(strips.height);
}

export async function buildDossierPdf(input: DossierPdfInput): Promise<Uint8Array> {
  const { dossier } = input;
  const layout = await PageLayout.open({
    title: `Dossier technique — ${dossier.projectName}`,
    author: dossier.attestation.installer.name,
    date: input.date,
    fonts: input.fonts,
  });
  cover(layout, dossier);
  schema(layout, dossier);
  circuitTable(layout, dossier);
  if (input.dimensioning) board(layout, input.dimensioning);
  measurementsAndSelfCheck(layout, dossier);
  if (input.dimensioning) labels(layout, dossier, input.dimensioning);
  drawPageFooters(
    layout,
    `Dossier technique — ${dossier.projectName} — ${dossier.attestation.installer.name}`,
  );
  return layout.save();
}

/** 'etiquettes-tableau-2026-12-07.pdf'. */
export function labelsFileName(day: string): string {
  return `etiquettes-tableau-${day}.pdf`;
}

/** The board labels alone, on A4 landscape (to print on label paper without the whole dossier). */
export async function buildLabelsPdf(
  input: DossierPdfInput & { dimensioning: Dimensioning },
): Promise<Uint8Array> {
  const { dossier } = input;
  const layout = await PageLayout.open({
    title: `Étiquettes du tableau — ${dossier.projectName}`,
    author: dossier.attestation.installer.name,
    date: input.date,
    fonts: input.fonts,
    format: A4_LANDSCAPE,
  });
  labels(layout, dossier, input.dimensioning, true);
  drawPageFooters(layout, `Étiquettes du tableau — ${dossier.projectName}`);
  return layout.save();
}
