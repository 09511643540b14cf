import { breakersByRow, DWELLING_LINES, itemsByRoom } from '@courant/documents';
import {
  type DimensioningItem,
  type Estimate,
  formatPrice,
  labourSummary,
  type QuoteItem,
  type VatRate,
} from '@courant/domain';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isValidElement, memo, useMemo } from 'react';
import type { BoardItemsTableProps } from './estimate-line-props.ts';
import { ESTIMATE_TEXT } from './estimate-model.ts';
import { BoardItemsTable, breakerRowsForTable, QuoteItemsTable } from './estimate-tables.tsx';
import type { QuoteLineHandlers } from './line-fields.tsx';

/** 12.5 → '12,5 h'. */
export function hoursText(hours: number): string {
  return `${String(hours).replace('.', ',')}\u00a0h`;
}

function LabourLine({ label, items }: { label: string; items: readonly QuoteItem[] }) {
  const { hours, amount } = labourSummary(items);
  if (hours <= 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {`${label}\u00a0: ${hoursText(hours)} — ${formatPrice(amount)} HT`}
    </Text>
  );
}

/** The board's four tables (part 2 §2.5): which lines, and the column that tells them apart. */
const BOARD_TABLES: ReadonlyArray<
  Pick<BoardItemsTableProps, 'title' | 'extra' | 'priceHeader' | 'quantityHeader'> & {
    type: DimensioningItem['type'] | 'breakers';
  }
> = [
  {
    type: 'breakers',
    title: 'Disjoncteurs et interrupteurs différentiels',
    extra: { header: 'Calibre', render: (i) => (i.rating === undefined ? '—' : `${i.rating}\u00a0A`) },
  },
  {
    type: 'electrical_panel',
    title: 'Tableaux électriques',
    extra: { header: 'Modules', render: (i) => i.modules ?? '—' },
  },
  {
    type: 'cable',
    title: 'Câbles',
    extra: {
      header: 'Section',
      render: (i) => (i.section ? `${String(i.section).replace('.', ',')}\u00a0mm²` : 'N/A'),
    },
    priceHeader: 'Prix HT / m',
    quantityHeader: 'Longueur (m)',
  },
  {
    type: 'surge_protector',
    title: 'Parafoudres',
    extra: {
      header: 'Calibre',
      render: (i) => (i.rating === undefined || i.rating === '' ? '—' : String(i.rating)),
    },
  },
];

/**
 * Props equal for rendering: the same values, arrays of the same lines (a room's lines are regrouped on
 * each edit, the lines themselves kept), rows of the same lines, elements of the same type and props.
 */
function sameValue(a: unknown, b: unknown, depth = 2): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (isValidElement(a) || isValidElement(b)) {
    return (
      isValidElement(a) &&
      isValidElement(b) &&
      a.type === b.type &&
      a.key === b.key &&
      sameValue(a.props, b.props, depth)
    );
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth - 1),
  );
}
const sameProps = (a: object, b: object) => sameValue(a, b, 3);

const RoomTable = memo(QuoteItemsTable, sameProps);
const BoardTable = memo(BoardItemsTable, sameProps);

export interface EstimateLinesProps {
  estimate: Estimate;
  rooms: ReadonlyArray<{ id: string; name: string }>;
  vatRate: VatRate;
  quoteItemHandlers: QuoteLineHandlers;
  onBoardChange: BoardItemsTableProps['onChange'];
  onAdd: () => void;
  onDelete: (id: string) => void;
}

/**
 * Step 8's editable lines: one table per room, the dwelling's own lines, the custom lines,
 * then the board's. Memoised, as is each
 * table, so that what changes around them (the save status, the totals) does not render a hundred
 * inputs again, and an edited line renders its own table only: a nine-room estimate took ~0.6 s of CPU
 * per render, seconds on a slow phone.
 */
export const EstimateLines = memo(function EstimateLines({
  estimate,
  rooms,
  vatRate,
  quoteItemHandlers,
  onBoardChange,
  onAdd,
  onDelete,
}: EstimateLinesProps) {
  const grouped = useMemo(() => itemsByRoom(estimate.quoteItems, rooms), [estimate.quoteItems, rooms]);
  const board = estimate.dimensioningItems;
  const boardRows = useMemo(
    () =>
      BOARD_TABLES.map(({ type }) =>
        type === 'breakers'
          ? breakerRowsForTable(breakersByRow(board))
          : board.filter((i) => i.type === type).map((item) => ({ item })),
      ),
    [board],
  );

  return (
    <>
      {grouped.rooms.length === 0 ? (
        <Alert color="gray" icon={<IconAlertCircle />}>
          Aucun équipement chiffré dans les pièces.
        </Alert>
      ) : (
        grouped.rooms.map((room) => (
          <RoomTable
            key={room.roomId}
            title={room.name}
            items={room.items}
            quoteRate={vatRate}
            summary={<LabourLine label="Main d’œuvre de la pièce" items={room.items} />}
            {...quoteItemHandlers}
          />
        ))
      )}

      {grouped.dwelling.length > 0 ? (
        <RoomTable
          title={DWELLING_LINES}
          items={grouped.dwelling}
          quoteRate={vatRate}
          withKind
          summary={<LabourLine label="Main d’œuvre du logement" items={grouped.dwelling} />}
          {...quoteItemHandlers}
          onDelete={onDelete}
        />
      ) : null}

      <RoomTable
        title={ESTIMATE_TEXT.custom}
        items={grouped.custom}
        quoteRate={vatRate}
        withKind
        summary={<LabourLine label="Main d’œuvre hors pièces" items={grouped.custom} />}
        emptyText="Aucun élément personnalisé."
        {...quoteItemHandlers}
        onAdd={onAdd}
        onDelete={onDelete}
      />

      {BOARD_TABLES.map(({ type, ...table }, index) => (
        <BoardTable
          key={type}
          {...table}
          rows={boardRows[index] ?? []}
          quoteRate={vatRate}
          onChange={onBoardChange}
        />
      ))}
    </>
  );
});
