import {
  CLIENT_KIND_LABELS,
  clientMentions,
  type DimensioningItem,
  estimateTotals,
  formatAddress,
  formatDate,
  formatPrice,
  formatSurface,
  formatVatRate,
  hasReducedRate,
  isPriceToEnter,
  isVatExempt,
  lineTotal,
  lineUnit,
  PRICE_TO_ENTER,
  type QuoteItem,
  quoteNumberLabel,
  REDUCED_VAT_MENTION,
  VAT_EXEMPT_MENTION,
  type VatRate,
  vatRateLabel,
  WITHDRAWAL_INFORMATION,
  WORK_TYPE_LABELS,
  type WorkType,
  withdrawalFormLines,
  workSiteAddress,
} from '@courant/domain';
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import {
  type BoardLayout,
  boardInputFromItems,
  deviceColor,
  layoutBoard,
  moduleLabel,
  widestRow,
} from './board-layout.ts';
import { breakersByRow, DWELLING_LINES, itemsByRoom } from './estimate-groups.ts';
import type { PdfCompanySource, PdfDevisFacts, PdfProjectSource } from './estimate-pdf-input.ts';
import type { PdfFonts } from './layout/page-layout.ts';
import { oneLine as clean, fitText as fit, wrapText as wrap } from './layout/text.ts';

/**
 * The estimate as a PDF the installer can send (pdf-lib; the server and the browser run this same code): company and
 * SIRET, the project, the lines per room and for the board, totals HT / TVA 20 % / TTC (the same
 * estimateTotals as the screen), the date, and the board drawn from the same layout as step 7's SVG.
 * Pure apart from pdf-lib: the caller passes the fonts (a TTF with é, € and ²) and the date.
 */

export interface EstimatePdfInput {
  company: PdfCompanySource;
  /** The project's facts, its surface as a number of m². */
  project: Omit<PdfProjectSource, 'surfaceLoiCarrez'> & { surface?: number | null };
  rooms: ReadonlyArray<{ id: string; name: string }>;
  quoteItems: readonly QuoteItem[];
  dimensioningItems: readonly DimensioningItem[];
  /** The quote's VAT rate; a line may carry its own (default 20 %). */
  vatRate?: VatRate;
  /** Number, dates and client of the devis (issue 16); absent: an unnumbered estimate. */
  devis?: PdfDevisFacts;
  date: Date;
  fonts: PdfFonts;
}

/** 'estimation-2026-11-22.pdf': the CSV's name with .pdf. */
export function pdfFileName(csvName: string): string {
  return csvName.replace(/\.csv$/i, '.pdf');
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 40;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const FOOTER_H = 28;
/** The height a page holds between its top margin and its footer. */
const PAGE_BODY_H = PAGE_H - 2 * MARGIN - FOOTER_H;
/** Heights of the pieces the writer draws, so that a heading is kept with what follows it. */
const TABLE_HEADER_H = 19;
const SUBHEADING_H = 24;
const ONE_LINE_ROW_H = 16;
const INK = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.45, 0.48, 0.52);
const RULE = rgb(0.85, 0.87, 0.89);
const BAND = rgb(0.95, 0.96, 0.97);
const ACCENT = rgb(0.11, 0.49, 0.84);

function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: readonly Column[] = [
  { header: 'Désignation', width: 205, align: 'left' },
  { header: 'Références', width: 120, align: 'left' },
  { header: 'Qté', width: 45, align: 'right' },
  { header: 'P.U. HT', width: 70, align: 'right' },
  { header: 'Total HT', width: CONTENT_W - 205 - 120 - 45 - 70, align: 'right' },
];

interface Row {
  cells: [string, string, string, string, string];
  muted?: boolean;
}

const ROW_SIZE = 8.5;

/** A heading's height: 8 points above, the text, 6 below. */
function headingHeight(size: number): number {
  return 8 + size + 6;
}

class Writer {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = PAGE_H - MARGIN;
    return this.page;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_H) this.newPage();
  }

  /**
   * Keeps a block of `height` on one page: a new page when it does not fit here, none when it could
   * not fit on any page (it then runs on from here).
   */
  keepTogether(height: number) {
    if (height <= PAGE_BODY_H) this.ensure(height);
  }

  text(
    text: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {},
  ) {
    const size = options.size ?? 10;
    this.page.drawText(clean(text), {
      x,
      y: this.y - size,
      size,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  rightText(
    text: string,
    right: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.font ?? this.regular;
    this.text(text, right - font.widthOfTextAtSize(clean(text), size), { ...options, size, font });
  }

  /**
   * A heading kept on the page of what follows it (`next` points high: by default a subheading, a
   * table header and one row), never left alone at the bottom of a page.
   */
  heading(text: string, size = 13, next = SUBHEADING_H + TABLE_HEADER_H + ONE_LINE_ROW_H) {
    this.keepTogether(headingHeight(size) + next);
    this.ensure(headingHeight(size) + Math.min(next, ONE_LINE_ROW_H));
    this.y -= 8;
    this.text(text, MARGIN, { size, font: this.bold, color: ACCENT });
    this.y -= size + 6;
  }

  /** A subheading kept with its table's header and `next` points (by default one row). */
  subheading(text: string, next = ONE_LINE_ROW_H) {
    this.ensure(SUBHEADING_H + TABLE_HEADER_H + next);
    this.y -= 8;
    this.text(text, MARGIN, { size: 10.5, font: this.bold });
    this.y -= 16;
  }

  paragraph(text: string, size = 9.5, color = INK) {
    for (const line of wrap(text, this.regular, size, CONTENT_W)) {
      this.ensure(size + 4);
      this.text(line, MARGIN, { size, color });
      this.y -= size + 3.5;
    }
  }

  /** A table's header kept with `next` points (by default one row). */
  tableHeader(next = ONE_LINE_ROW_H) {
    this.ensure(TABLE_HEADER_H + next);
    this.page.drawRectangle({ x: MARGIN, y: this.y - 16, width: CONTENT_W, height: 16, color: BAND });
    let x = MARGIN;
    this.y -= 3;
    for (const column of COLUMNS) {
      if (column.align === 'right')
        this.rightText(column.header, x + column.width - 4, { size: 8.5, font: this.bold });
      else this.text(column.header, x + 4, { size: 8.5, font: this.bold });
      x += column.width;
    }
    this.y -= 13;
  }

  rowLines(row: Row): string[][] {
    return row.cells.map((cell, i) => wrap(cell, this.regular, ROW_SIZE, (COLUMNS[i]?.width ?? 50) - 8));
  }

  /** The height a row takes, its cells wrapped. */
  rowHeight(row: Row): number {
    return Math.max(...this.rowLines(row).map((l) => l.length)) * (ROW_SIZE + 2.5) + 5;
  }

  tableRow(row: Row) {
    const size = ROW_SIZE;
    const lines = this.rowLines(row);
    const height = this.rowHeight(row);
    if (this.y - height < MARGIN + FOOTER_H) {
      this.newPage();
      this.tableHeader();
    }
    this.y -= 3;
    const top = this.y;
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      this.y = top;
      for (const line of lines[i] ?? []) {
        const color = row.muted || i === 1 ? MUTED : INK;
        if (column.align === 'right') this.rightText(line, x + column.width - 4, { size, color });
        else this.text(line, x + 4, { size, color });
        this.y -= size + 2.5;
      }
      x += column.width;
    });
    this.y = top - height + 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_W, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

function references(item: QuoteItem): string {
  return [item.reference_principal, item.plaque_blanche, item.plaque_noir, item.boite_encastrement]
    .map((r) => r.trim())
    .filter(Boolean)
    .join(' + ');
}

function quantityText(quantity: number, unit = ''): string {
  return `${String(quantity).replace('.', ',')}${unit}`;
}

const UNIT_SUFFIX = { u: '', m: '\u00a0m', h: '\u00a0h', forfait: '' } as const;

function quoteRow(item: QuoteItem): Row {
  const unitPrice = lineTotal({ ...item, quantity: 1 });
  return {
    cells: [
      item.intitule || 'Équipement',
      references(item) || '—',
      quantityText(item.quantity, UNIT_SUFFIX[lineUnit(item)]),
      // An item the catalogue has no price for says so rather than pass for free (issue 16).
      isPriceToEnter(item)
        ? PRICE_TO_ENTER
        : // Labour shows its hourly rate (reference/devis.md: 'with its hourly rate and hours').
          `${formatPrice(unitPrice)}${lineUnit(item) === 'h' ? '\u00a0/h' : ''}`,
      formatPrice(lineTotal(item)),
    ],
  };
}

function boardRow(item: DimensioningItem, indent = false): Row {
  const unit = item.type === 'cable' ? ' m' : '';
  return {
    cells: [
      `${indent ? '   ' : ''}${item.intitule}`,
      item.reference_principal || '—',
      quantityText(item.quantity, unit),
      formatPrice(item.prix),
      formatPrice(lineTotal(item)),
    ],
  };
}

const DEVICE_H = 78;
const ROW_GAP = 14;
const PANEL_TITLE_H = 16;
const DESCRIPTION_SIZE = 8.5;

function panelHeight(panel: BoardLayout['panels'][number]): number {
  return PANEL_TITLE_H + panel.rows.length * (DEVICE_H + ROW_GAP);
}

/** The height of the whole board drawing: its panels, their rows and the description under them. */
function boardDrawingHeight(w: Writer, layout: BoardLayout): number {
  const description = wrap(layout.description, w.regular, DESCRIPTION_SIZE, CONTENT_W).length;
  return (
    layout.panels.reduce((sum, panel) => sum + panelHeight(panel), 0) + description * (DESCRIPTION_SIZE + 3.5)
  );
}

/**
 * The board drawing under its heading, all on one page (a new page when it does not fit where it
 * would start); a drawing taller than a page starts on a page of its own and keeps each panel whole.
 */
function drawBoardSection(w: Writer, layout: BoardLayout) {
  w.heading('Schéma du tableau électrique', 13, boardDrawingHeight(w, layout));
  drawBoard(w, layout);
}

function drawBoard(w: Writer, layout: BoardLayout) {
  const perRow = widestRow(layout);
  const moduleW = Math.min(34, (CONTENT_W - 20) / perRow);
  const deviceH = DEVICE_H;
  const rowGap = ROW_GAP;
  const left = MARGIN + (CONTENT_W - perRow * moduleW) / 2;

  for (const panel of layout.panels) {
    w.keepTogether(panelHeight(panel));
    w.ensure(PANEL_TITLE_H + deviceH + rowGap);
    w.text(panel.title, left, { size: 9.5, font: w.bold });
    w.y -= PANEL_TITLE_H;
    for (const row of panel.rows) {
      w.ensure(deviceH + rowGap);
      const top = w.y;
      const bottom = top - deviceH;
      // DIN rail
      w.page.drawRectangle({
        x: left - 4,
        y: bottom + deviceH / 2 - 3,
        width: row.modules * moduleW + 8,
        height: 6,
        color: RULE,
      });
      const occupied = new Set<number>();
      for (const d of row.devices) for (let m = 0; m < d.width; m++) occupied.add(d.column + m);
      for (let m = 0; m < row.modules; m++) {
        if (occupied.has(m)) continue;
        w.page.drawRectangle({
          x: left + m * moduleW + 2,
          y: bottom + 3,
          width: moduleW - 4,
          height: deviceH - 6,
          borderColor: rgb(0.68, 0.71, 0.74),
          borderWidth: 0.6,
          borderDashArray: [3, 2],
          color: rgb(1, 1, 1),
        });
      }
      for (const d of row.devices) {
        const color = hex(deviceColor(d));
        const x = left + d.column * moduleW;
        const width = d.width * moduleW;
        w.page.drawRectangle({
          x: x + 1,
          y: bottom,
          width: width - 2,
          height: deviceH,
          color: rgb(1, 1, 1),
          borderColor: color,
          borderWidth: 1,
        });
        w.page.drawRectangle({ x: x + 1, y: top - 7, width: width - 2, height: 7, color });
        const title = d.kind === 'surge_protector' ? 'SPD' : d.title;
        const size = Math.min(8, (width - 4) / Math.max(1, w.bold.widthOfTextAtSize(title, 1)));
        w.page.drawText(title, {
          x: x + (width - w.bold.widthOfTextAtSize(title, size)) / 2,
          y: top - 18,
          size,
          font: w.bold,
          color: INK,
        });
        // A differential reads its type (and phase on a three-phase supply) under its rating (issue 15).
        const caption =
          d.kind === 'differential'
            ? `type ${d.rcdType ?? 'A'} 30\u00a0mA${d.phase ? ` ${d.phase}` : ''}`
            : d.kind === 'surge_protector'
              ? d.title
              : d.caption;
        const captionSize = 6.5;
        if (d.kind === 'breaker') {
          // The circuit's name runs up the module, as on the labels of a real board.
          w.page.drawText(fit(moduleLabel(caption, 40), w.regular, captionSize, deviceH - 30), {
            x: x + width / 2 + captionSize / 3,
            y: bottom + 5,
            size: captionSize,
            font: w.regular,
            color: INK,
            rotate: degrees(90),
          });
        } else {
          const text = fit(caption, w.regular, captionSize, width - 4);
          w.page.drawText(text, {
            x: x + (width - w.regular.widthOfTextAtSize(text, captionSize)) / 2,
            y: top - 30,
            size: captionSize,
            font: w.regular,
            color: MUTED,
          });
        }
      }
      if (row.overflow)
        w.rightText('Hors capacité du tableau', left + row.modules * moduleW, {
          size: 7,
          color: rgb(0.79, 0.16, 0.16),
        });
      w.y = bottom - rowGap;
    }
  }
  w.paragraph(layout.description, DESCRIPTION_SIZE, MUTED);
}

const LOGO_MAX_W = 160;
const LOGO_MAX_H = 56;

/**
 * The company's logo (a PNG or JPEG data URL, checked by its first bytes when it was uploaded), or
 * null: a picture pdf-lib cannot read leaves the devis without a logo rather than without a PDF.
 */
async function embedLogo(doc: PDFDocument, dataUrl: string | null | undefined): Promise<PDFImage | null> {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl ?? '');
  if (!match?.[2]) return null;
  try {
    return match[1] === 'png' ? await doc.embedPng(match[2]) : await doc.embedJpg(match[2]);
  } catch {
    return null;
  }
}

export async function buildEstimatePdf(input: EstimatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(input.fonts.regular, { subset: true });
  const bold = await doc.embedFont(input.fonts.bold, { subset: true });
  const dateText = formatDate(input.date.toISOString());
  const title = `Estimation ${clean(input.project.name)}`;
  doc.setTitle(title);
  doc.setAuthor(clean(input.company.name) || 'Courant');
  doc.setCreator('Courant');
  doc.setCreationDate(input.date);
  doc.setLanguage('fr-FR');

  const w = new Writer(doc, regular, bold);

  // Header: the company's logo, then its name on the left and the date on the right.
  const logo = await embedLogo(doc, input.company.logo);
  if (logo) {
    const scale = Math.min(1, LOGO_MAX_W / logo.width, LOGO_MAX_H / logo.height);
    const height = logo.height * scale;
    w.page.drawImage(logo, { x: MARGIN, y: w.y - height + 10, width: logo.width * scale, height });
    w.y -= height + 10;
  }
  w.text(clean(input.company.name) || 'Entreprise', MARGIN, { size: 15, font: bold });
  w.rightText(`Date\u00a0: ${dateText}`, MARGIN + CONTENT_W, { size: 10 });
  w.y -= 20;
  if (clean(input.company.siret)) {
    w.text(`SIRET\u00a0: ${clean(input.company.siret)}`, MARGIN, { size: 9.5, color: MUTED });
    w.y -= 13;
  }
  const c = input.company;
  const identity = [
    [clean(c.legalForm), c.capital ? `au capital de ${formatPrice(c.capital)}` : '']
      .filter(Boolean)
      .join(' '),
    clean(c.address),
    [clean(c.postalCode), clean(c.city)].filter(Boolean).join(' '),
    [clean(c.phone), clean(c.email)].filter(Boolean).join(' — '),
    clean(c.registration),
    c.vatNumber ? `TVA intracommunautaire\u00a0: ${clean(c.vatNumber)}` : '',
  ].filter(Boolean);
  for (const line of identity) {
    for (const part of wrap(line, regular, 9.5, CONTENT_W)) {
      w.text(part, MARGIN, { size: 9.5, color: MUTED });
      w.y -= 13;
    }
  }
  if (c.insurer || c.insurancePolicy) {
    const insurance = `Assurance décennale\u00a0: ${[clean(c.insurer), clean(c.insurerContact), c.insurancePolicy ? `police n° ${clean(c.insurancePolicy)}` : '', c.insuranceCoverage ? `couverture\u00a0: ${clean(c.insuranceCoverage)}` : ''].filter(Boolean).join(', ')}`;
    for (const part of wrap(insurance, regular, 9, CONTENT_W)) {
      w.text(part, MARGIN, { size: 9, color: MUTED });
      w.y -= 12;
    }
  }
  w.y -= 10;
  const devis = input.devis;
  // A long project name wraps on the page (issue 16: it ran off the page).
  for (const line of wrap(title, bold, 18, CONTENT_W)) {
    w.text(line, MARGIN, { size: 18, font: bold, color: ACCENT });
    w.y -= 22;
  }
  w.y -= 4;
  if (devis?.number) {
    w.text(`Devis n° ${quoteNumberLabel(devis.number, devis.version)}`, MARGIN, { size: 12, font: bold });
    w.y -= 16;
  }
  const dates = [
    devis?.issuedOn ? `Date d’émission\u00a0: ${formatDate(devis.issuedOn)}` : '',
    devis?.validUntil ? `Valable jusqu’au ${formatDate(devis.validUntil)}` : '',
    devis?.plannedStart ? `Début des travaux prévu le ${formatDate(devis.plannedStart)}` : '',
    devis?.plannedDurationDays
      ? `Durée estimée\u00a0: ${devis.plannedDurationDays} jour${devis.plannedDurationDays > 1 ? 's' : ''}`
      : '',
  ].filter(Boolean);
  if (dates.length > 0) w.paragraph(dates.join(' — '), 9.5);
  // The client (reference/devis.md: name and address; the work site when it differs).
  const client = devis?.client ?? null;
  if (client) {
    w.heading('Client', 11);
    const site = workSiteAddress(client);
    const clientLines = [
      `${clean(client.name)} (${CLIENT_KIND_LABELS[client.kind]})`,
      formatAddress(client) ? `Adresse\u00a0: ${formatAddress(client)}` : '',
      site ? `Adresse du chantier\u00a0: ${site}` : '',
      [clean(client.phone), clean(client.email)].filter(Boolean).join(' — '),
    ].filter(Boolean);
    for (const line of clientLines) w.paragraph(line, 9.5);
    w.y -= 4;
  }
  const quoteRate = input.vatRate ?? 20;
  // A company under the franchise en base charges no VAT: every line at 0 %, and the devis says why.
  const exempt = isVatExempt(quoteRate);
  w.text(
    exempt
      ? `Montants en euros. ${VAT_EXEMPT_MENTION}.`
      : `Montants en euros hors taxes, TVA ${formatVatRate(quoteRate)} sauf mention contraire.`,
    MARGIN,
    { size: 9, color: MUTED },
  );
  w.y -= 14;

  // The project.
  w.heading('Projet');
  const p = input.project;
  const facts: [string, string][] = [
    ['Nom', clean(p.name)],
    ['Type de projet', clean(p.typeProjet)],
    [
      'Type de travaux',
      p.typeTravaux ? (WORK_TYPE_LABELS[p.typeTravaux as WorkType] ?? clean(p.typeTravaux)) : '',
    ],
    ['Code postal', clean(p.codePostal)],
    ['Nombre de personnes', p.numberOfPeople ? String(p.numberOfPeople) : ''],
    // To the hundredth, as every screen shows it (91,55 m², not 91,6).
    ['Surface', p.surface ? formatSurface(p.surface, 2) : ''],
    ['Description', clean(p.description)],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    const lines = wrap(value, regular, 9.5, CONTENT_W - 130);
    for (const [i, line] of lines.entries()) {
      w.ensure(14);
      if (i === 0) w.text(`${label}\u00a0:`, MARGIN, { size: 9.5, color: MUTED });
      w.text(line, MARGIN + 130, { size: 9.5 });
      w.y -= 13;
    }
  }

  // Equipment per room, then the dwelling's lines, then custom lines.
  const grouped = itemsByRoom(input.quoteItems, input.rooms);
  const groups = [
    ...grouped.rooms.map((room) => ({ title: room.name, items: room.items })),
    { title: DWELLING_LINES, items: grouped.dwelling },
    { title: 'Éléments personnalisés', items: grouped.custom },
  ].filter((group) => group.items.length > 0);
  const firstRowHeight = (lines: readonly QuoteItem[]) =>
    lines[0] ? w.rowHeight(quoteRow(lines[0])) : ONE_LINE_ROW_H;
  if (groups[0]) {
    w.heading('Équipements par pièce', 13, SUBHEADING_H + TABLE_HEADER_H + firstRowHeight(groups[0].items));
  }
  for (const group of groups) {
    w.subheading(group.title, firstRowHeight(group.items));
    w.tableHeader(firstRowHeight(group.items));
    for (const item of group.items) w.tableRow(quoteRow(item));
  }

  // The board.
  const items = input.dimensioningItems;
  if (items.length > 0) {
    w.heading('Tableau électrique');
    const rows = breakersByRow(items);
    if (rows.length > 0) {
      w.subheading('Protections par rangée');
      w.tableHeader();
      for (const row of rows) {
        if (row.differential) w.tableRow(boardRow(row.differential));
        for (const breaker of row.breakers) w.tableRow(boardRow(breaker, row.differential !== null));
      }
    }
    const sections: [string, DimensioningItem['type']][] = [
      ['Tableaux électriques', 'electrical_panel'],
      ['Câbles', 'cable'],
      ['Parafoudres', 'surge_protector'],
    ];
    for (const [label, type] of sections) {
      const lines = items.filter((i) => i.type === type);
      if (lines.length === 0) continue;
      w.subheading(label);
      w.tableHeader();
      for (const item of lines) w.tableRow(boardRow(item));
    }
  }

  // Totals: the same function as the screen.
  const allLines = [...input.quoteItems, ...input.dimensioningItems];
  const totals = estimateTotals(allLines, quoteRate);
  const totalLines: [string, number, boolean][] = [
    ['Total HT', totals.totalHT, false],
    ...totals.byRate.flatMap((r): [string, number, boolean][] =>
      totals.byRate.length > 1
        ? [
            [`Base HT à ${formatVatRate(r.rate)}`, r.baseHT, false],
            [vatRateLabel(r.rate), r.tva, false],
          ]
        : [[vatRateLabel(r.rate), r.tva, false]],
    ),
    ['Total TTC', totals.totalTTC, true],
  ];
  const boxH = totalLines.length * 17 + 11;
  w.ensure(boxH + 20);
  w.y -= 14;
  const boxW = 230;
  const boxX = MARGIN + CONTENT_W - boxW;
  w.page.drawRectangle({
    x: boxX,
    y: w.y - boxH,
    width: boxW,
    height: boxH,
    color: BAND,
    borderColor: RULE,
    borderWidth: 0.8,
  });
  w.y -= 8;
  for (const [label, amount, strong] of totalLines) {
    const font = strong ? bold : regular;
    w.text(label, boxX + 10, { size: strong ? 11 : 10, font });
    w.rightText(formatPrice(amount), boxX + boxW - 10, { size: strong ? 11 : 10, font });
    w.y -= 17;
  }
  w.y -= 12;
  if (exempt) {
    w.text(VAT_EXEMPT_MENTION, MARGIN + CONTENT_W - boxW, { size: 9.5, font: bold });
    w.y -= 16;
  }
  if (hasReducedRate(allLines, quoteRate)) {
    w.paragraph(REDUCED_VAT_MENTION, 8.5);
    w.y -= 6;
  }

  // Conditions (reference/devis.md): validity, deposit, late payment, mediator.
  const validUntil = c.validityDays
    ? formatDate(new Date(input.date.getTime() + c.validityDays * 86_400_000).toISOString())
    : '';
  const mentions = clientMentions({ kind: client?.kind ?? null, offPremises: devis?.offPremises ?? true });
  const conditions = [
    devis?.validUntil
      ? `Devis gratuit, valable jusqu’au ${formatDate(devis.validUntil)}.`
      : c.validityDays
        ? `Devis gratuit, valable ${c.validityDays} jours (jusqu’au ${validUntil}).`
        : '',
    c.depositPercent
      ? `Acompte de ${String(c.depositPercent).replace('.', ',')}\u00a0% à la signature, solde à la fin des travaux.`
      : '',
    mentions.latePayment ? clean(c.latePaymentMention) : '',
    mentions.mediator ? clean(c.mediatorMention) : '',
    mentions.withdrawal ? WITHDRAWAL_INFORMATION : '',
  ].filter(Boolean);
  if (conditions.length > 0) {
    w.heading('Conditions', 11);
    for (const line of conditions) w.paragraph(line, 8.5);
  }
  // The client's acceptance (reference/devis.md), kept together on one page.
  w.ensure(96);
  w.heading('Acceptation du client', 11);
  w.paragraph('Mention manuscrite\u00a0: « Devis reçu avant l’exécution des travaux — Bon pour accord »', 9);
  w.y -= 8;
  w.text(devis?.signaturePlace ? `Fait à ${clean(devis.signaturePlace)}, le\u00a0:` : 'Date\u00a0:', MARGIN, {
    size: 9.5,
  });
  w.text('Signature du client\u00a0:', MARGIN + CONTENT_W / 2, { size: 9.5 });
  w.y -= 50;

  // The board drawing, from the same layout as the SVG of step 7.
  if (items.some((i) => i.type === 'circuit_breaker' || i.type === 'electrical_panel')) {
    drawBoardSection(w, layoutBoard(boardInputFromItems(items)));
  }

  // The detachable withdrawal form (Code de la consommation L221-5, R221-1), on a page of its own.
  if (mentions.withdrawal) {
    w.newPage();
    w.page.drawLine({
      start: { x: MARGIN, y: w.y + 8 },
      end: { x: PAGE_W - MARGIN, y: w.y + 8 },
      thickness: 0.8,
      color: MUTED,
      dashArray: [4, 3],
    });
    w.heading('Formulaire de rétractation', 13);
    const address = [clean(c.address), [clean(c.postalCode), clean(c.city)].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    for (const line of withdrawalFormLines({
      name: clean(c.name),
      address,
      email: clean(c.email),
    })) {
      w.paragraph(line, 9.5);
      w.y -= 10;
    }
  }

  // Footer on every page.
  const count = w.pages.length;
  w.pages.forEach((page, i) => {
    const footer = [
      clean(input.company.name) || 'Courant',
      devis?.number ? `Devis ${devis.number}` : title,
      dateText,
    ].join(' — ');
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 12 },
      end: { x: PAGE_W - MARGIN, y: MARGIN + 12 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(fit(footer, regular, 7.5, CONTENT_W - 80), {
      x: MARGIN,
      y: MARGIN,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
    const pageText = `Page ${i + 1} / ${count}`;
    page.drawText(pageText, {
      x: PAGE_W - MARGIN - regular.widthOfTextAtSize(pageText, 7.5),
      y: MARGIN,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
