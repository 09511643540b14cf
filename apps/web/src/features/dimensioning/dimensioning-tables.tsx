import {
  BREAKER_RATINGS,
  CABLE_SECTIONS,
  CABLE_TYPES,
  type Cable,
  type CircuitBreaker,
  cableHasSection,
  cableTypeSchema,
  type ElectricalPanel,
  isBreakerRating,
  SURGE_PROTECTOR_TYPES,
  type SurgeProtector,
  surgeProtectorTypeSchema,
} from '@courant/domain';
import { NumberInput, Select, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import {
  DIMENSIONING_TEXT,
  type DimensioningList,
  type DimensioningRowOf,
  sectionLabel,
  withCableType,
} from './dimensioning-model.ts';
import type { EditableColumn } from './editable-rows.ts';
import { EditableTable } from './editable-table.tsx';

const RATING_OPTIONS = BREAKER_RATINGS.map((r) => ({ value: String(r), label: `${r}\u00a0A` }));
const CABLE_TYPE_OPTIONS = CABLE_TYPES.map((t) => ({ value: t, label: t }));
const SURGE_TYPE_OPTIONS = SURGE_PROTECTOR_TYPES.map((t) => ({ value: t, label: t }));

/** NumberInput's value: '' while the field is empty, which the row's save turns into the minimum. */
function numberOrNaN(value: number | string): number {
  return typeof value === 'number' ? value : Number.NaN;
}
function shown(value: number): number | string {
  return Number.isFinite(value) ? value : '';
}

function formatLength(metres: number): string {
  return `${String(metres).replace('.', ',')} m`;
}

/** The keys of T whose values are of type V. */
type KeysOf<T, V> = { [P in keyof T]: T[P] extends V ? P : never }[keyof T];

/** A free-text cell of the row's `key`. */
function textColumn<T>(
  header: string,
  key: KeysOf<T, string>,
  options: { width?: number; placeholder?: string } = {},
): EditableColumn<T> {
  return {
    header,
    width: options.width,
    view: (row) => row[key] as string,
    edit: (row, set, label) => (
      <TextInput
        size="xs"
        aria-label={label}
        placeholder={options.placeholder}
        value={row[key] as string}
        onChange={(e) => set({ ...row, [key]: e.currentTarget.value })}
      />
    ),
  };
}

/** A whole number of at least 1 (quantities, modules) in the row's `key`. */
function countColumn<T>(header: string, key: KeysOf<T, number>, width: number): EditableColumn<T> {
  return {
    header,
    width,
    view: (row) => row[key] as number,
    // Stepped with '−' and '+' (44 px on a touch screen) or typed.
    edit: (row, set, label) => (
      <QuantityStepper
        label={label}
        value={Number.isFinite(row[key]) ? (row[key] as number) : 1}
        min={1}
        size="input-xs"
        onChange={(n) => set({ ...row, [key]: n })}
      >
        <NumberInput
          size="xs"
          aria-label={label}
          min={1}
          step={1}
          allowDecimal={false}
          hideControls
          value={shown(row[key] as number)}
          onChange={(v) => set({ ...row, [key]: numberOrNaN(v) })}
        />
      </QuantityStepper>
    ),
  };
}

/**
 * A cell chosen from a list (a rating, a cable type…): `choose` answers the row with the chosen
 * value, or null for a value the list does not allow.
 */
function selectColumn<T>(
  header: string,
  width: number,
  column: {
    view: (row: T) => string;
    options: (row: T) => { value: string; label: string }[];
    value: (row: T) => string;
    choose: (row: T, value: string | null) => T | null;
    disabled?: (row: T) => boolean;
  },
): EditableColumn<T> {
  return {
    header,
    width,
    view: column.view,
    edit: (row, set, label) => (
      <Select
        size="xs"
        aria-label={label}
        disabled={column.disabled?.(row)}
        data={column.options(row)}
        value={column.value(row)}
        allowDeselect={false}
        onChange={(v) => {
          const next = column.choose(row, v);
          if (next) set(next);
        }}
      />
    ),
  };
}

/** A `choose` for a value of a domain list: the row with it (`apply`), or null for a value not in it. */
function chooseParsed<T, V>(schema: z.ZodType<V>, apply: (row: T, value: V) => T) {
  return (row: T, value: string | null): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? apply(row, parsed.data) : null;
  };
}

const breakerColumns: EditableColumn<CircuitBreaker>[] = [
  textColumn('Circuit', 'description'),
  selectColumn('Calibre', 120, {
    view: (b) => `${b.rating}\u00a0A`,
    options: () => RATING_OPTIONS,
    value: (b) => String(b.rating),
    choose: (b, v) => {
      const rating = Number(v);
      return isBreakerRating(rating) ? { ...b, rating } : null;
    },
  }),
  countColumn('Quantité', 'quantity', 150),
];

const panelColumns: EditableColumn<ElectricalPanel>[] = [
  textColumn('Type', 'type'),
  countColumn('Modules', 'modules', 150),
];

const cableColumns: EditableColumn<Cable>[] = [
  textColumn('Désignation', 'type'),
  selectColumn('Type de câble', 130, {
    view: (c) => c.cableType,
    options: () => CABLE_TYPE_OPTIONS,
    value: (c) => c.cableType,
    choose: chooseParsed(cableTypeSchema, withCableType),
  }),
  selectColumn('Section', 120, {
    view: (c) => sectionLabel(c.section),
    options: (c) => CABLE_SECTIONS[c.cableType].map((s) => ({ value: String(s), label: sectionLabel(s) })),
    value: (c) => String(c.section),
    choose: (c, v) => ({ ...c, section: Number(v ?? c.section) }),
    // Part 2 §5: Coaxial and RJ45 force the section to N/A (0) and disable the input.
    disabled: (c) => !cableHasSection(c.cableType),
  }),
  {
    header: 'Longueur estimée',
    width: 140,
    view: (c) => formatLength(c.length_estimate),
    edit: (c, set, label) => (
      <NumberInput
        size="xs"
        aria-label={label}
        min={0}
        step={0.1}
        decimalScale={1}
        decimalSeparator=","
        suffix={'\u00a0m'}
        value={shown(c.length_estimate)}
        onChange={(v) => set({ ...c, length_estimate: numberOrNaN(v) })}
      />
    ),
  },
];

const surgeColumns: EditableColumn<SurgeProtector>[] = [
  selectColumn('Type', 120, {
    view: (s) => s.type,
    options: () => SURGE_TYPE_OPTIONS,
    value: (s) => s.type,
    choose: chooseParsed(surgeProtectorTypeSchema, (s, type) => ({ ...s, type })),
  }),
  textColumn('Calibre', 'rating', { width: 110, placeholder: '40kA' }),
  countColumn('Quantité', 'quantity', 150),
  textColumn('Description', 'description'),
];

export interface DimensioningTableProps<K extends DimensioningList> {
  rows: readonly DimensioningRowOf[K][];
  onSave: (index: number, row: DimensioningRowOf[K]) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
  disabled?: boolean;
}

interface TableSpec<T> {
  title: string;
  columns: readonly EditableColumn<T>[];
  /** A row's name is this and its number ('Disjoncteur 2'). */
  rowWord: string;
  addLabel: string;
  emptyText: string;
}

const TABLES: { [K in DimensioningList]: TableSpec<DimensioningRowOf[K]> } = {
  circuit_breakers: {
    title: DIMENSIONING_TEXT.breakers,
    columns: breakerColumns,
    rowWord: 'Disjoncteur',
    addLabel: 'Ajouter un disjoncteur',
    emptyText: 'Aucun disjoncteur.',
  },
  electrical_panels: {
    title: DIMENSIONING_TEXT.panels,
    columns: panelColumns,
    rowWord: 'Tableau',
    addLabel: 'Ajouter un tableau',
    emptyText: 'Aucun tableau électrique.',
  },
  cables: {
    title: DIMENSIONING_TEXT.cables,
    columns: cableColumns,
    rowWord: 'Câble',
    addLabel: 'Ajouter un câble',
    emptyText: 'Aucun câble.',
  },
  surge_protectors: {
    title: DIMENSIONING_TEXT.surgeProtectors,
    columns: surgeColumns,
    rowWord: 'Parafoudre',
    addLabel: 'Ajouter un parafoudre',
    emptyText: 'Aucun parafoudre.',
  },
};

/** One of the board's lists (part 2 §2.4), as an editable table. */
export function DimensioningTable<K extends DimensioningList>({
  list,
  ...props
}: DimensioningTableProps<K> & { list: K }) {
  const { rowWord, ...table } = TABLES[list];
  return <EditableTable {...props} {...table} rowName={(_, i) => `${rowWord} ${i + 1}`} />;
}
