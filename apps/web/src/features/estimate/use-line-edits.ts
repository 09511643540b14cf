import {
  type DimensioningItem,
  type Estimate,
  type LineKind,
  newCustomItem,
  type QuoteItem,
  withLineKind,
} from '@courant/domain';
import { type Dispatch, type SetStateAction, useCallback, useMemo } from 'react';
import { newItemId, type PlateChoice, replaceById, withEquipmentType, withPlate } from './estimate-model.ts';

/**
 * The edits of step 8's lines, as stable handlers: the memoised tables (estimate-lines.tsx) render
 * again only when their lines change.
 */
export function useLineEdits(setEstimate: Dispatch<SetStateAction<Estimate | null>>) {
  const editQuoteItem = useCallback(
    (id: string, next: (item: QuoteItem) => QuoteItem) => {
      setEstimate((e) => (e ? { ...e, quoteItems: replaceById(e.quoteItems, id, next) } : e));
    },
    [setEstimate],
  );
  const editBoardItem = useCallback(
    (id: string, patch: Partial<DimensioningItem>) => {
      setEstimate((e) =>
        e
          ? { ...e, dimensioningItems: replaceById(e.dimensioningItems, id, (i) => ({ ...i, ...patch })) }
          : e,
      );
    },
    [setEstimate],
  );
  const quoteItemHandlers = useMemo(
    () => ({
      onChange: (id: string, patch: Partial<QuoteItem>) => editQuoteItem(id, (i) => ({ ...i, ...patch })),
      onType: (id: string, type: QuoteItem['equipmentType']) => {
        if (type) editQuoteItem(id, (i) => withEquipmentType(i, type));
      },
      onPlate: (id: string, choice: PlateChoice) => editQuoteItem(id, (i) => withPlate(i, choice)),
      onKind: (id: string, kind: LineKind) => editQuoteItem(id, (i) => withLineKind(i, kind)),
    }),
    [editQuoteItem],
  );
  const addCustomItem = useCallback(
    () =>
      setEstimate((e) =>
        e ? { ...e, quoteItems: [...e.quoteItems, newCustomItem(newItemId('custom', e.quoteItems))] } : e,
      ),
    [setEstimate],
  );
  const deleteQuoteItem = useCallback(
    (id: string) =>
      setEstimate((e) => (e ? { ...e, quoteItems: e.quoteItems.filter((i) => i.id !== id) } : e)),
    [setEstimate],
  );
  return { editBoardItem, quoteItemHandlers, addCustomItem, deleteQuoteItem };
}
