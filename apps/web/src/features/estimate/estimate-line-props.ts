import type { DimensioningItem, QuoteItem } from '@courant/domain';
import type { ReactNode } from 'react';
import type { BoardLineOptions, QuoteLineOptions } from './line-fields.tsx';

export interface QuoteItemsTableProps extends QuoteLineOptions {
  title: string;
  items: readonly QuoteItem[];
  onAdd?: () => void;
  emptyText?: string;
  /** Shown under the title: the room's labour (hours and amount). */
  summary?: ReactNode;
}

export interface BoardItemsTableProps extends Omit<BoardLineOptions, 'quantityHeader' | 'priceHeader'> {
  title: string;
  /** Rows in display order; a `heading` row starts a group (a differential switch and its breakers). */
  rows: ReadonlyArray<{ item: DimensioningItem; heading?: boolean; indent?: boolean }>;
  extra: { header: string; render: (item: DimensioningItem) => ReactNode };
  quantityHeader?: string;
  priceHeader?: string;
}

export type BoardLinesProps = BoardItemsTableProps & BoardLineOptions;
