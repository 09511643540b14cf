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
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import {
  DIMENSIONING_TEXT,
  type DimensioningList,
  type DimensioningRowOf,
  sectionLabel,
  withCableType,
} from './dimensioning-model.ts';
import { type EditableColumn, EditableTable } from './editable-table.tsx';

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
    // Issue 20: stepped with '−' and '+' (44 px on a touch screen) or typed.
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

const breakerColumns: EditableColumn<CircuitBreaker>[] = [
  textColumn('Circuit', 'description'),
  {
    header: 'Calibre',
    width: 120,
    view: (b) => `${b.rating}\u00a0A`,
    edit: (b, set, label) => (
      <Select
        size="xs"
        aria-label={label}
        data={RATING_OPTIONS}
        value={String(b.rating)}
        allowDeselect={false}
        onChange={(v) => {
          const rating = Number(v);
          if (isBreakerRating(rating)) set({ ...b, rating });
        }}
      />
    ),
  },
  countColumn('Quantité', 'quantity', 150),
];

const panelColumns: EditableColumn<ElectricalPanel>[] = [
  textColumn('Type', 'type'),
  countColumn('Modules', 'modules', 150),
];

const cableColumns: EditableColumn<Cable>[] = [
  textColumn('Désignation', 'type'),
  {
    header: 'Type de câble',
    width: 130,
    view: (c) => c.cableType,
    edit: (c, set, label) => (
      <Select
        size="xs"
        aria-label={label}
        data={CABLE_TYPE_OPTIONS}
        value={c.cableType}
        allowDeselect={false}
        onChange={(v) => {
          const parsed = cableTypeSchema.safeParse(v);
          if (parsed.success) set(withCableType(c, parsed.data));
        }}
      />
    ),
  },
  {
    header: 'Section',
    width: 120,
    view: (c) => sectionLabel(c.section),
    edit: (c, set, label) => (
      <Select
        size="xs"
        aria-label={label}
        // Part 2 §5: Coaxial and RJ45 force the section to N/A (0) and disable the input.
        disabled={!cableHasSection(c.cableType)}
        data={CABLE_SECTIONS[c.cableType].map((s) => ({ value: String(s), label: sectionLabel(s) }))}
        value={String(c.section)}
        allowDeselect={false}
        onChange={(v) => set({ ...c, section: Number(v ?? c.section) })}
      />
    ),
  },
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
        suffix=" m"
        value={shown(c.length_estimate)}
        onChange={(v) => set({ ...c, length_estimate: numberOrNaN(v) })}
      />
    ),
  },
];

const surgeColumns: EditableColumn<SurgeProtector>[] = [
  {
    header: 'Type',
    width: 120,
    view: (s) => s.type,
    edit: (s, set, label) => (
      <Select
        size="xs"
        aria-label={label}
        data={SURGE_TYPE_OPTIONS}
        value={s.type}
        allowDeselect={false}
        onChange={(v) => {
          const parsed = surgeProtectorTypeSchema.safeParse(v);
          if (parsed.success) set({ ...s, type: parsed.data });
        }}
      />
    ),
  },
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

export function BreakersTable(props: DimensioningTableProps<'circuit_breakers'>) {
  return (
    <EditableTable
      {...props}
      title={DIMENSIONING_TEXT.breakers}
      columns={breakerColumns}
      rowName={(_, i) => `Disjoncteur ${i + 1}`}
      addLabel="Ajouter un disjoncteur"
      emptyText="Aucun disjoncteur."
    />
  );
}

export function PanelsTable(props: DimensioningTableProps<'electrical_panels'>) {
  return (
    <EditableTable
      {...props}
      title={DIMENSIONING_TEXT.panels}
      columns={panelColumns}
      rowName={(_, i) => `Tableau ${i + 1}`}
      addLabel="Ajouter un tableau"
      emptyText="Aucun tableau électrique."
    />
  );
}

export function CablesTable(props: DimensioningTableProps<'cables'>) {
  return (
    <EditableTable
      {...props}
      title={DIMENSIONING_TEXT.cables}
      columns={cableColumns}
      rowName={(_, i) => `Câble ${i + 1}`}
      addLabel="Ajouter un câble"
      emptyText="Aucun câble."
    />
  );
}

export function SurgeProtectorsTable(props: DimensioningTableProps<'surge_protectors'>) {
  return (
    <EditableTable
      {...props}
      title={DIMENSIONING_TEXT.surgeProtectors}
      columns={surgeColumns}
      rowName={(_, i) => `Parafoudre ${i + 1}`}
      addLabel="Ajouter un parafoudre"
      emptyText="Aucun parafoudre."
    />
  );
}
