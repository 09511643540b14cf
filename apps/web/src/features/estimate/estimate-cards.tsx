import {
  boxPriceCents,
  equipmentTypeSchema,
  formatPrice,
  isMeasuredUnit,
  lineTotal,
  lineUnit,
  platePriceCents,
  takesPlate,
  toEuros,
  unitPrice,
} from '@courant/domain';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import { plateChoiceOf } from './estimate-model.ts';
import { KIND_OPTIONS, PLATE_OPTIONS, TYPE_OPTIONS, UNIT_TEXT } from './estimate-options.ts';
import {
  type BoardItemsTableProps,
  NumberField,
  type NumberFieldKind,
  type QuoteItemsTableProps,
} from './estimate-tables.tsx';
import { LineVatSelect } from './line-vat-select.tsx';

/**
 * Issue 20: the estimate's lines on a phone (below 600 px), one card per line — name, unit price,
 * quantity stepped or typed, total and actions on the first screen of the card, the rest of the line
 * (type, reference, plate, box, VAT) behind 'Détails'. The same fields and names as the tables.
 */

function CardsSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text component="h3" fw={700} size="lg">
            {title}
          </Text>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** 'P.U. HT 12,40 €' and 'Total HT 37,20 €' side by side, the total in bold. */
function Amounts({ name, unit, total }: { name: string; unit: number; total: number }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {'P.U. HT '}
        <Text span size="sm" c="var(--mantine-color-text)" aria-label={`P.U. HT (${name})`}>
          {formatPrice(unit)}
        </Text>
      </Text>
      <Text size="sm">
        {'Total HT '}
        <Text span fw={700} aria-label={`Total HT (${name})`} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(total)}
        </Text>
      </Text>
    </Group>
  );
}

/** A quantity: '−', the number typed, '+'. Measured units step by one too. */
function QuantityField({
  name,
  value,
  kind,
  unit,
  onCommit,
}: {
  name: string;
  value: number;
  kind: NumberFieldKind;
  unit?: string;
  onCommit: (value: number) => void;
}) {
  return (
    <Box>
      <Text size="sm" fw={500} mb={2}>
        Quantité
      </Text>
      <QuantityStepper label={`Quantité (${name})`} value={value} min={1} onChange={onCommit}>
        <NumberField
          size="sm"
          aria-label={`Quantité (${name})`}
          kind={kind}
          value={value}
          rightSection={unit ? <Text size="xs">{unit}</Text> : null}
          rightSectionWidth={unit === 'forfait' ? 56 : undefined}
          onCommit={onCommit}
        />
      </QuantityStepper>
    </Box>
  );
}

/** The equipment lines of a room, or the custom lines, as cards. */
export function QuoteItemCards({
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
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <CardsSection
      title={title}
      action={
        onAdd ? (
          <Button variant="light" size="sm" onClick={onAdd}>
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
        <Stack gap="sm" role="list" aria-label={title}>
          {items.map((item) => {
            const name = item.intitule || 'Élément';
            const kind = item.kind ?? 'fourniture';
            const unit = lineUnit(item);
            const supplies = kind === 'fourniture';
            const plate = plateChoiceOf(item);
            const detailsOpen = open.has(item.id);
            const parts = platePriceCents(item.plaque_blanche) + platePriceCents(item.plaque_noir);
            const box = boxPriceCents(item.boite_encastrement);
            return (
              <Paper
                key={item.id}
                role="listitem"
                aria-label={name}
                data-phone-row
                withBorder
                radius="sm"
                p="sm"
                bg="var(--mantine-color-gray-0)"
              >
                <Stack gap={8}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {onDelete ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Supprimer ${name}`}
                        onClick={() => onDelete(item.id)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    ) : null}
                  </Group>
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <Box w={112} style={{ flexShrink: 0 }}>
                      <NumberField
                        size="sm"
                        label="Prix HT"
                        aria-label={`Prix (${name})`}
                        kind="price"
                        value={item.prix}
                        rightSection={unit === 'h' ? <Text size="xs">/h</Text> : null}
                        onCommit={(prix) => onChange(item.id, { prix, prixASaisir: false })}
                      />
                    </Box>
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <QuantityField
                        name={name}
                        value={item.quantity}
                        kind={isMeasuredUnit(unit) ? 'measure' : 'pieces'}
                        unit={UNIT_TEXT[unit]}
                        onCommit={(quantity) => onChange(item.id, { quantity })}
                      />
                    </Box>
                  </Group>
                  {item.prixASaisir ? (
                    <Text size="xs" c="var(--mantine-color-orange-light-color)">
                      prix à saisir
                    </Text>
                  ) : null}
                  <Amounts name={name} unit={unitPrice(item)} total={lineTotal(item)} />
                  <Button
                    variant="subtle"
                    size="sm"
                    justify="space-between"
                    rightSection={detailsOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                    aria-expanded={detailsOpen}
                    onClick={() => toggle(item.id)}
                  >
                    Détails
                  </Button>
                  {detailsOpen ? (
                    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                      {withKind ? (
                        <Select
                          size="sm"
                          label="Nature"
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
                          size="sm"
                          label="Type"
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
                      ) : null}
                      <TextInput
                        size="sm"
                        label="Intitulé"
                        aria-label={`Intitulé (${name})`}
                        value={item.intitule}
                        onChange={(e) => onChange(item.id, { intitule: e.currentTarget.value })}
                        style={{ gridColumn: '1 / -1' }}
                      />
                      <TextInput
                        size="sm"
                        label="Référence"
                        aria-label={`Référence (${name})`}
                        value={item.reference_principal}
                        onChange={(e) => onChange(item.id, { reference_principal: e.currentTarget.value })}
                      />
                      <LineVatSelect
                        size="sm"
                        label="TVA"
                        name={name}
                        value={item.vatRate}
                        quoteRate={quoteRate}
                        onChange={(vatRate) => onChange(item.id, { vatRate })}
                      />
                      {takesPlate(item) || plate !== 'none' ? (
                        <Select
                          size="sm"
                          label="Plaque"
                          aria-label={`Plaque (${name})`}
                          description={parts > 0 ? `+ ${formatPrice(toEuros(parts))}` : undefined}
                          data={PLATE_OPTIONS}
                          value={plate}
                          allowDeselect={false}
                          onChange={(v) => {
                            const choice = PLATE_OPTIONS.find((o) => o.value === v)?.value;
                            if (choice) onPlate(item.id, choice);
                          }}
                        />
                      ) : null}
                      {supplies ? (
                        <TextInput
                          size="sm"
                          label="Boîte"
                          aria-label={`Boîte (${name})`}
                          description={box > 0 ? `+ ${formatPrice(toEuros(box))}` : undefined}
                          value={item.boite_encastrement}
                          onChange={(e) => onChange(item.id, { boite_encastrement: e.currentTarget.value })}
                        />
                      ) : null}
                    </SimpleGrid>
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </CardsSection>
  );
}

/** Board lines as cards: the differential switch heads its breakers, which are indented under it. */
export function BoardItemCards({
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
    <CardsSection title={title}>
      <Stack gap="xs" role="list" aria-label={title}>
        {rows.map(({ item, heading, indent }) => {
          const shownExtra = extra.render(item);
          return (
            <Paper
              key={item.id}
              role="listitem"
              aria-label={item.intitule}
              data-phone-row
              withBorder
              radius="sm"
              p="sm"
              ml={indent ? 'sm' : 0}
              bg={heading ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)'}
            >
              <Stack gap={8}>
                <div>
                  <Text fw={heading ? 700 : 600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.intitule}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[item.reference_principal, `${extra.header}\u00a0: ${String(shownExtra ?? '—')}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {heading && item.description ? (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  ) : null}
                </div>
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Box w={112} style={{ flexShrink: 0 }}>
                    <NumberField
                      size="sm"
                      label={priceHeader}
                      aria-label={`Prix (${item.intitule})`}
                      kind="price"
                      value={item.prix}
                      onCommit={(prix) => onChange(item.id, { prix })}
                    />
                  </Box>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} mb={2}>
                      {quantityHeader}
                    </Text>
                    <QuantityStepper
                      label={`Quantité (${item.intitule})`}
                      value={item.quantity}
                      min={1}
                      onChange={(quantity) => onChange(item.id, { quantity })}
                    >
                      <NumberField
                        size="sm"
                        aria-label={`Quantité (${item.intitule})`}
                        kind="pieces"
                        value={item.quantity}
                        onCommit={(quantity) => onChange(item.id, { quantity })}
                      />
                    </QuantityStepper>
                  </Box>
                </Group>
                <Group justify="space-between" align="flex-end" wrap="nowrap">
                  <Box w={132}>
                    <LineVatSelect
                      size="sm"
                      label="TVA"
                      name={item.intitule}
                      value={item.vatRate}
                      quoteRate={quoteRate}
                      onChange={(vatRate) => onChange(item.id, { vatRate })}
                    />
                  </Box>
                  <Text size="sm">
                    {'Total HT '}
                    <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(lineTotal(item))}
                    </Text>
                  </Text>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </CardsSection>
  );
}

/**
 * The estimate's totals on a phone, held at the top of the screen while the lines scroll under them
 * (issue 20 'totals sticky'); nothing on wider screens, where the totals panel stays in view longer.
 */
export function EstimatePhoneTotals({ totalHT, totalTTC }: { totalHT: number; totalTTC: number }) {
  const phone = usePhone();
  if (!phone) return null;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 0px) + 4px)"
      aria-label="Totaux de l'estimation"
      component="section"
      style={{ zIndex: 4, boxShadow: 'var(--mantine-shadow-sm)' }}
      bg="var(--mantine-color-blue-0)"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {'Total HT '}
          <Text span fw={800} style={{ whiteSpace: 'nowrap' }}>
            {formatPrice(totalHT)}
          </Text>
        </Text>
        <Text size="sm">
          {'TTC '}
          <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatPrice(totalTTC)}
          </Text>
        </Text>
      </Group>
    </Paper>
  );
}
