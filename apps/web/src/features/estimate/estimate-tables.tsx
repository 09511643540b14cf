import type { BreakerRow } from '@courant/documents';
import {
  boxPriceCents,
  type DimensioningItem,
  equipmentTypeSchema,
  formatPrice,
  isMeasuredUnit,
  type LineKind,
  lineTotal,
  lineUnit,
  type NumberInput,
  parseNumberInput,
  platePriceCents,
  type QuoteItem,
  takesPlate,
  toEuros,
  unitPrice,
  type VatRate,
} from '@courant/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePhone } from '../../ui/use-phone.ts';
import { BoardItemCards, QuoteItemCards } from './estimate-cards.tsx';
import { type PlateChoice, plateChoiceOf } from './estimate-model.ts';
import { KIND_OPTIONS, PLATE_OPTIONS, TYPE_OPTIONS, UNIT_TEXT } from './estimate-options.ts';
import { LineVatSelect } from './line-vat-select.tsx';

/** 8.2 → '8,20'; 2.5 → '2,5'; 3 → '3' (what a number field shows when it is not being typed in). */
export function frenchNumber(value: number, kind: NumberFieldKind): string {
  if (kind === 'price') return value.toFixed(2).replace('.', ',');
  return String(value).replace('.', ',');
}

export type NumberFieldKind = Parameters<typeof parseNumberInput>[1];

interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> {
  value: number;
  kind: NumberFieldKind;
  /** Called with every valid number typed; an invalid text changes nothing and says why in place. */
  onCommit: (value: number) => void;
}

/**
 * A number typed the French way or not (issue 16 'Number input'): '8,20', '8.20' and numpad input
 * alike, read by the domain's parseNumberInput. A valid number is saved while typing; anything else
 * shows its French message under the field and leaves the saved value as it was.
 */
export function NumberField({ value, kind, onCommit, ...props }: NumberFieldProps) {
  const [raw, setRaw] = useState(frenchNumber(value, kind));
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) {
      setRaw(frenchNumber(value, kind));
      setError(null);
    }
  }, [value, kind]);
  const read = (text: string): NumberInput => parseNumberInput(text, kind);
  return (
    <TextInput
      size="xs"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={raw}
      error={error}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setRaw(text);
        const parsed = read(text);
        setError(parsed.ok ? null : parsed.message);
        if (parsed.ok && parsed.value !== value) onCommit(parsed.value);
      }}
      onBlur={() => {
        focused.current = false;
        const parsed = read(raw);
        // A valid number is shown in its French form; an invalid text stays, with its message.
        if (parsed.ok) setRaw(frenchNumber(parsed.value, kind));
      }}
    />
  );
}

function Money({ amount, strong = false, label }: { amount: number; strong?: boolean; label?: string }) {
  return (
    <Text
      size="sm"
      ta="right"
      lh="30px"
      fw={strong ? 700 : 500}
      style={{ whiteSpace: 'nowrap' }}
      aria-label={label}
    >
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

/** A part's price under its field (issue 16: the plate and the box are shown as parts of the unit price). */
function PartPrice({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
      {`+ ${formatPrice(toEuros(cents))}`}
    </Text>
  );
}

export interface QuoteItemsTableProps {
  title: string;
  items: readonly QuoteItem[];
  /** The quote's VAT rate, which a line without its own follows. */
  quoteRate: VatRate;
  onChange: (id: string, patch: Partial<QuoteItem>) => void;
  onType: (id: string, type: QuoteItem['equipmentType']) => void;
  onPlate: (id: string, choice: PlateChoice) => void;
  onKind: (id: string, kind: LineKind) => void;
  onDelete?: (id: string) => void;
  onAdd?: () => void;
  emptyText?: string;
  /** Shown under the title: the room's labour (hours and amount). */
  summary?: ReactNode;
  /** The custom lines' table lets the user choose each line's kind (issue 16). */
  withKind?: boolean;
}

/**
 * Equipment lines of a room, or the custom lines (part 2 §2.5, issue 16): the price typed is the
 * device's (or the hour's), the P.U. HT is what one unit costs with its plate and box, and
 * P.U. HT × quantity = total HT. Each line has a kind, and a VAT rate (the quote's unless set).
 */
export function QuoteItemsTable(props: QuoteItemsTableProps) {
  // Issue 20: one card per line on a phone (estimate-cards.tsx).
  if (usePhone()) return <QuoteItemCards {...props} />;
  return <WideQuoteItemsTable {...props} />;
}

function WideQuoteItemsTable({
  title,
  items,
  quoteRate,
  onChange,
  onType,
  onPlate,
  onKind,
  onDelete,
  onAdd,
  emptyText,
  summary,
  withKind = false,
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
      {summary}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? 'Aucun élément.'}
        </Text>
      ) : (
        // Issue 20: at 1280 px (sidebar open) the table has about 930 px; the nature goes above the
        // type in one column so that the name keeps its room and the totals stay on screen.
        <Table.ScrollContainer minWidth={920}>
          <Table verticalSpacing={6} horizontalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{withKind ? 'Nature / type' : 'Type'}</Table.Th>
                <Table.Th miw={170}>Intitulé</Table.Th>
                <Table.Th w={78}>Référence</Table.Th>
                <Table.Th w={80}>Prix HT</Table.Th>
                <Table.Th w={84}>Plaque</Table.Th>
                <Table.Th w={72}>Boîte</Table.Th>
                <Table.Th w={68}>Quantité</Table.Th>
                <Table.Th w={72} ta="right">
                  P.U. HT
                </Table.Th>
                <Table.Th w={84}>TVA</Table.Th>
                <Table.Th w={80} ta="right">
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
                const kind = item.kind ?? 'fourniture';
                const unit = lineUnit(item);
                const supplies = kind === 'fourniture';
                const plated = takesPlate(item);
                const plate = plateChoiceOf(item);
                const plateRef = item.plaque_noir || item.plaque_blanche;
                return (
                  <Table.Tr key={item.id} style={{ verticalAlign: 'top' }}>
                    <Table.Td>
                      {withKind ? (
                        <Select
                          size="xs"
                          mb={4}
                          aria-label={`Nature (${name})`}
                          data={KIND_OPTIONS}
                          value={kind}
                          allowDeselect={false}
                          onChange={(v) => {
                            const next = KIND_OPTIONS.find((o) => o.value === v)?.value;
                            if (next) onKind(item.id, next);
                          }}
                        />
                      ) : null}
                      {supplies ? (
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
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {/* Issue 20: a long name wraps (at 1280 px the column is narrow) rather than being cut. */}
                      <Textarea
                        size="xs"
                        autosize
                        minRows={1}
                        aria-label={`Intitulé (${name})`}
                        value={item.intitule}
                        // One line in the devis: a typed line break becomes a space.
                        onChange={(e) =>
                          onChange(item.id, { intitule: e.currentTarget.value.replace(/\s*\n\s*/g, ' ') })
                        }
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
                      <NumberField
                        aria-label={`Prix (${name})`}
                        kind="price"
                        value={item.prix}
                        rightSection={unit === 'h' ? <Text size="xs">/h</Text> : null}
                        onCommit={(prix) => onChange(item.id, { prix, prixASaisir: false })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {plated || plate !== 'none' ? (
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
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                      <PartPrice
                        cents={platePriceCents(item.plaque_blanche) + platePriceCents(item.plaque_noir)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {supplies ? (
                        <TextInput
                          size="xs"
                          aria-label={`Boîte (${name})`}
                          value={item.boite_encastrement}
                          onChange={(e) => onChange(item.id, { boite_encastrement: e.currentTarget.value })}
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                      <PartPrice cents={boxPriceCents(item.boite_encastrement)} />
                    </Table.Td>
                    <Table.Td>
                      <NumberField
                        aria-label={`Quantité (${name})`}
                        kind={isMeasuredUnit(unit) ? 'measure' : 'pieces'}
                        value={item.quantity}
                        rightSection={UNIT_TEXT[unit] ? <Text size="xs">{UNIT_TEXT[unit]}</Text> : null}
                        rightSectionWidth={unit === 'forfait' ? 48 : undefined}
                        onCommit={(quantity) => onChange(item.id, { quantity })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Money amount={unitPrice(item)} label={`P.U. HT (${name})`} />
                      {item.prixASaisir ? (
                        <Text size="xs" c="var(--mantine-color-orange-light-color)" ta="right">
                          prix à saisir
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <LineVatSelect
                        name={name}
                        value={item.vatRate}
                        quoteRate={quoteRate}
                        onChange={(vatRate) => onChange(item.id, { vatRate })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Money amount={lineTotal(item)} label={`Total HT (${name})`} />
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
  /** The quote's rate, which a line without its own takes. */
  quoteRate: VatRate;
  onChange: (id: string, patch: Partial<DimensioningItem>) => void;
}

/** Board lines: price and quantity editable, the total of each line as the estimate computes it. */
export function BoardItemsTable(props: BoardItemsTableProps) {
  // Issue 20: one card per line on a phone (estimate-cards.tsx).
  if (usePhone()) return <BoardItemCards {...props} />;
  return <WideBoardItemsTable {...props} />;
}

function WideBoardItemsTable({
  title,
  rows,
  extra,
  quantityHeader = 'Quantité',
  priceHeader = 'Prix HT',
  quoteRate,
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
              <Table.Th w={124}>TVA</Table.Th>
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
                  <NumberField
                    aria-label={`Prix (${item.intitule})`}
                    kind="price"
                    value={item.prix}
                    onCommit={(prix) => onChange(item.id, { prix })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberField
                    aria-label={`Quantité (${item.intitule})`}
                    kind="pieces"
                    value={item.quantity}
                    onCommit={(quantity) => onChange(item.id, { quantity })}
                  />
                </Table.Td>
                <Table.Td>
                  <LineVatSelect
                    name={item.intitule}
                    value={item.vatRate}
                    quoteRate={quoteRate}
                    onChange={(vatRate) => onChange(item.id, { vatRate })}
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
