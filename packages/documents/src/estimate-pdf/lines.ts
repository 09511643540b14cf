import {
  type DimensioningItem,
  formatPrice,
  isPriceToEnter,
  lineTotal,
  lineUnit,
  PRICE_TO_ENTER,
  type QuoteItem,
} from '@courant/domain';
import { breakersByRow, DWELLING_LINES, itemsByRoom } from '../estimate-groups.ts';
import { HEIGHTS, NBSP, type PageLayout, Table, type TableColumn, type TableRow } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

const COLUMNS: readonly TableColumn[] = [
  { header: 'Désignation', width: 205 },
  { header: 'Références', width: 120, muted: true },
  { header: 'Qté', width: 45, align: 'right' },
  { header: 'P.U. HT', width: 70, align: 'right' },
  { header: 'Total HT', align: 'right' },
];

/** The line's catalogue references: the device, its plates and its box. */
function references(item: QuoteItem): string {
  return [item.reference_principal, item.plaque_blanche, item.plaque_noir, item.boite_encastrement]
    .map((r) => r.trim())
    .filter(Boolean)
    .join(' + ');
}

function quantityText(quantity: number, unit = ''): string {
  return `${String(quantity).replace('.', ',')}${unit}`;
}

const UNIT_SUFFIX = { u: '', m: `${NBSP}m`, h: `${NBSP}h`, forfait: '' } as const;

function quoteRow(item: QuoteItem): TableRow {
  const unitPrice = lineTotal({ ...item, quantity: 1 });
  return {
    cells: [
      item.intitule || 'Équipement',
      references(item) || '—',
      quantityText(item.quantity, UNIT_SUFFIX[lineUnit(item)]),
      // An item the catalogue has no price for says so rather than pass for free.
      isPriceToEnter(item)
        ? PRICE_TO_ENTER
        : // Labour shows its hourly rate (reference/devis.md: 'with its hourly rate and hours').
          `${formatPrice(unitPrice)}${lineUnit(item) === 'h' ? `${NBSP}/h` : ''}`,
      formatPrice(lineTotal(item)),
    ],
  };
}

/** A board line; a breaker under its row's differential switch is indented. */
function boardRow(item: DimensioningItem, indent = false): TableRow {
  return {
    cells: [
      `${indent ? '   ' : ''}${item.intitule}`,
      item.reference_principal || '—',
      quantityText(item.quantity, item.type === 'cable' ? UNIT_SUFFIX.m : ''),
      formatPrice(item.prix),
      formatPrice(lineTotal(item)),
    ],
  };
}

/** A subheading and its table of lines; the subheading is kept with the header and the first row. */
function drawGroup(l: PageLayout, title: string, rows: readonly TableRow[]): void {
  const table = new Table(l, COLUMNS);
  const first = rows[0] ? table.rowHeight(rows[0]) : HEIGHTS.oneLineRow;
  l.subheading(title, first);
  table.header(first);
  for (const row of rows) table.row(row);
}

/** Equipment per room in the rooms' order, then the dwelling's own lines, then the custom lines. */
export function drawLinesByRoom({ layout: l, input }: DevisContext): void {
  const grouped = itemsByRoom(input.quoteItems, input.rooms);
  const groups = [
    ...grouped.rooms.map((room) => ({ title: room.name, items: room.items })),
    { title: DWELLING_LINES, items: grouped.dwelling },
    { title: 'Éléments personnalisés', items: grouped.custom },
  ]
    .filter((group) => group.items.length > 0)
    .map((group) => ({ title: group.title, rows: group.items.map(quoteRow) }));
  const [first] = groups;
  if (!first) return;
  const firstRow = first.rows[0] ? new Table(l, COLUMNS).rowHeight(first.rows[0]) : HEIGHTS.oneLineRow;
  l.heading('Équipements par pièce', 13, HEIGHTS.subheading + HEIGHTS.tableHeader + firstRow);
  for (const group of groups) drawGroup(l, group.title, group.rows);
}

const BOARD_GROUPS: ReadonlyArray<readonly [string, DimensioningItem['type']]> = [
  ['Tableaux électriques', 'electrical_panel'],
  ['Câbles', 'cable'],
  ['Parafoudres', 'surge_protector'],
];

/** The board's lines: protections row by row (breakers under their differential), panels, cables, SPDs. */
export function drawBoardLines({ layout: l, input }: DevisContext): void {
  const items = input.dimensioningItems;
  if (items.length === 0) return;
  l.heading('Tableau électrique');
  const protections = breakersByRow(items).flatMap((row) => [
    ...(row.differential ? [boardRow(row.differential)] : []),
    ...row.breakers.map((breaker) => boardRow(breaker, row.differential !== null)),
  ]);
  if (protections.length > 0) drawGroup(l, 'Protections par rangée', protections);
  for (const [title, type] of BOARD_GROUPS) {
    const rows = items.filter((i) => i.type === type).map((item) => boardRow(item));
    if (rows.length > 0) drawGroup(l, title, rows);
  }
}
