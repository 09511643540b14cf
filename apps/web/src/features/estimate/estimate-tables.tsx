import type { BreakerRow } from '@courant/documents';
import {
  type DimensioningItem,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  equipmentTypeSchema,
  formatPrice,
  lineTotal,
  priceOf,
  type QuoteItem,
  quantityOf,
} from '@courant/domain';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type PlateChoice, plateChoiceOf } from './estimate-model.ts';

const TYPE_OPTIONS = EQUIPMENT_TYPES.map((t) => ({ value: t, label: EQUIPMENT_TYPE_LABELS[t] }));
const PLATE_OPTIONS: { value: PlateChoice; label: string }[] = [
  { value: 'none', label: 'Aucune' },
  { value: 'white', label: 'Blanche' },
  { value: 'black', label: 'Noire' },
];

interface LiveNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  value: number;
  /** Called with every valid number typed, and with the normalised value when the field is left. */
  onCommit: (value: number) => void;
  normalise: (value: unknown) => number;
}

/**
 * A number field that saves while typing but lets the user clear it for a moment: an empty or
 * invalid field falls back (to 1 for quantities, part 2 §5) only when it is left.
 */
export function LiveNumberInput({ value, onCommit, normalise, ...props }: LiveNumberInputProps) {
  const [raw, setRaw] = useState<number | string>(value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setRaw(value);
  }, [value]);
  return (
    <NumberInput
      size="xs"
      hideControls
      {...props}
      value={raw}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(v) => {
        setRaw(v);
        // With fixed decimals Mantine gives '12.50' as a string: it is a number all the same.
        const n = typeof v === 'number' ? v : String(v).trim() === '' ? Number.NaN : Number(v);
        if (Number.isFinite(n) && normalise(n) === n) onCommit(n);
      }}
      onBlur={() => {
        focused.current = false;
        const next = normalise(raw);
        setRaw(next);
        if (next !== value) onCommit(next);
      }}
    />
  );
}

function Money({ amount, strong = false }: { amount: number; strong?: boolean }) {
  return (
    <Text size="sm" ta="right" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
      {formatPrice(amount)}
    </Text>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export interface QuoteItemsTableProps {
  title: string;
  items: readonly QuoteItem[];
  onChange: (id: string, patch: Partial<QuoteItem>) => void;
  onType: (id: string, type: QuoteItem['equipmentType']) => void;
  onPlate: (id: string, choice: PlateChoice) => void;
  onDelete?: (id: string) => void;
  onAdd?: () => void;
  emptyText?: string;
}

/** Equipment lines of a room, or the custom lines (part 2 §2.5): every field can be edited. */
export function QuoteItemsTable({
  title,
  items,
  onChange,
  onType,
  onPlate,
  onDelete,
  onAdd,
  emptyText,
}: QuoteItemsTableProps) {
  return (
    <Section
      title={title}
      action={
        onAdd ? (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            Ajouter un élément
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? 'Aucun élément.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing={6} horizontalSpacing={6} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={164}>Type</Table.Th>
                <Table.Th>Intitulé</Table.Th>
                <Table.Th w={96}>Référence</Table.Th>
                <Table.Th w={80}>Prix HT</Table.Th>
                <Table.Th w={108}>Plaque</Table.Th>
                <Table.Th w={84}>Boîte</Table.Th>
                <Table.Th w={68}>Quantité</Table.Th>
                <Table.Th w={84} ta="right">
                  Total HT
                </Table.Th>
                {onDelete ? (
                  <Table.Th w={40}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const name = item.intitule || 'Élément';
                const plate = plateChoiceOf(item);
                const plateRef = item.plaque_noir || item.plaque_blanche;
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={`Type (${name})`}
                        placeholder="Type"
                        data={TYPE_OPTIONS}
                        value={item.equipmentType ?? null}
                        searchable
                        allowDeselect={false}
                        onChange={(v) => {
                          const parsed = equipmentTypeSchema.safeParse(v);
                          if (parsed.success) onType(item.id, parsed.data);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Intitulé (${name})`}
                        value={item.intitule}
                        onChange={(e) => onChange(item.id, { intitule: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Référence (${name})`}
                        value={item.reference_principal}
                        onChange={(e) => onChange(item.id, { reference_principal: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <LiveNumberInput
                        aria-label={`Prix (${name})`}
                        value={item.prix}
                        min={0}
                        decimalScale={2}
                        fixedDecimalScale
                        decimalSeparator=","
                        normalise={priceOf}
                        onCommit={(prix) => onChange(item.id, { prix })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={plateRef || 'Sans plaque'} openDelay={400}>
                        <Select
                          size="xs"
                          aria-label={`Plaque (${name})`}
                          data={PLATE_OPTIONS}
                          value={plate}
                          allowDeselect={false}
                          onChange={(v) => {
                            const choice = PLATE_OPTIONS.find((o) => o.value === v)?.value;
                            if (choice) onPlate(item.id, choice);
                          }}
                        />
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Boîte (${name})`}
                        value={item.boite_encastrement}
                        onChange={(e) => onChange(item.id, { boite_encastrement: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <LiveNumberInput
                        aria-label={`Quantité (${name})`}
                        value={item.quantity}
                        min={1}
                        allowDecimal={false}
                        normalise={quantityOf}
                        onCommit={(quantity) => onChange(item.id, { quantity })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Money amount={lineTotal(item)} />
                    </Table.Td>
                    {onDelete ? (
                      <Table.Td>
                        <Tooltip label="Supprimer">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Supprimer ${name}`}
                            onClick={() => onDelete(item.id)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

export interface BoardItemsTableProps {
  title: string;
  /** Rows in display order; a `heading` row starts a group (a differential switch and its breakers). */
  rows: ReadonlyArray<{ item: DimensioningItem; heading?: boolean; indent?: boolean }>;
  extra: { header: string; render: (item: DimensioningItem) => ReactNode };
  quantityHeader?: string;
  priceHeader?: string;
  onChange: (id: string, patch: Partial<DimensioningItem>) => void;
}

/** Board lines: price and quantity editable, the total of each line as the estimate computes it. */
export function BoardItemsTable({
  title,
  rows,
  extra,
  quantityHeader = 'Quantité',
  priceHeader = 'Prix HT',
  onChange,
}: BoardItemsTableProps) {
  if (rows.length === 0) return null;
  return (
    <Section title={title}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing={6} horizontalSpacing={6} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Désignation</Table.Th>
              <Table.Th w={110}>Référence</Table.Th>
              <Table.Th w={96}>{extra.header}</Table.Th>
              <Table.Th w={96}>{priceHeader}</Table.Th>
              <Table.Th w={88}>{quantityHeader}</Table.Th>
              <Table.Th w={100} ta="right">
                Total HT
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ item, heading, indent }) => (
              <Table.Tr key={item.id} bg={heading ? 'var(--mantine-color-gray-0)' : undefined}>
                <Table.Td pl={indent ? 24 : undefined}>
                  <Text size="sm" fw={heading ? 600 : 400}>
                    {item.intitule}
                  </Text>
                  {heading && item.description ? (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {item.reference_principal || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{extra.render(item)}</Text>
                </Table.Td>
                <Table.Td>
                  <LiveNumberInput
                    aria-label={`Prix (${item.intitule})`}
                    value={item.prix}
                    min={0}
                    decimalScale={2}
                    fixedDecimalScale
                    decimalSeparator=","
                    normalise={priceOf}
                    onCommit={(prix) => onChange(item.id, { prix })}
                  />
                </Table.Td>
                <Table.Td>
                  <LiveNumberInput
                    aria-label={`Quantité (${item.intitule})`}
                    value={item.quantity}
                    min={1}
                    allowDecimal={false}
                    normalise={quantityOf}
                    onCommit={(quantity) => onChange(item.id, { quantity })}
                  />
                </Table.Td>
                <Table.Td>
                  <Money amount={lineTotal(item)} strong={heading} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** Breakers under the differential switch of their row (part 2 §2.5). */
export function breakerRowsForTable(rows: readonly BreakerRow[]): BoardItemsTableProps['rows'] {
  return rows.flatMap((row) => [
    ...(row.differential ? [{ item: row.differential, heading: true }] : []),
    ...row.breakers.map((item) => ({ item, indent: row.differential !== null })),
  ]);
}
