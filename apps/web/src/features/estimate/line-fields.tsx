import {
  boxPriceCents,
  type DimensioningItem,
  formatPrice,
  isMeasuredUnit,
  type LineKind,
  lineUnit,
  PRICE_TO_ENTER,
  platePriceCents,
  type QuoteItem,
  takesPlate,
  toEuros,
  type VatRate,
} from '@courant/domain';
import { ActionIcon, Box, Select, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { type PlateChoice, plateChoiceOf } from './estimate-model.ts';
import { KIND_OPTIONS, PLATE_OPTIONS, TYPE_OPTIONS, UNIT_TEXT } from './estimate-options.ts';
import { LineVatSelect } from './line-vat-select.tsx';
import { NumberField, type NumberFieldKind } from './number-field.tsx';

/**
 * The estimate's lines field by field (part 2 §2.5): one description of each field —
 * its label, its accessible name 'Prix (Prise simple)', its choices and the edit it makes — that the
 * wide tables lay out as cells under their headers and the phone cards as labelled fields.
 */

/** Where a line is drawn: a row of a wide table (headers above, small inputs) or a phone card. */
export type LineLayout = 'table' | 'card';

/** What the line fields edit, shared by the equipment lines and the board lines. */
interface PricedLine {
  id: string;
  prix: number;
  quantity: number;
  vatRate?: VatRate;
}

interface PricedFieldsOptions {
  /** The line's name in the fields' accessible names. */
  name: string;
  layout: LineLayout;
  /** The quote's VAT rate, which a line without its own follows. */
  quoteRate: VatRate;
  onChange: (id: string, patch: Partial<PricedLine>) => void;
  onPrice: (prix: number) => void;
  /** A card's labels (a table says them in its header). */
  priceHeader: string;
  quantityHeader: string;
  quantityKind: NumberFieldKind;
  /** 'm', 'h' or 'forfait' after the quantity; '/h' after an hourly price. */
  unitText?: string;
  hourly?: boolean;
}

/** The size, label and accessible name of a line's input, by layout. */
function fieldProps(layout: LineLayout, label: string, name: string, accessible = label) {
  const card = layout === 'card';
  return {
    size: card ? ('sm' as const) : ('xs' as const),
    label: card ? label : undefined,
    'aria-label': `${accessible} (${name})`,
  };
}

/** A select's onChange for fixed choices: the chosen option's value, nothing for anything else. */
function pick<V extends string>(options: readonly { value: V }[], onPick: (value: V) => void) {
  return (chosen: string | null) => {
    const value = options.find((option) => option.value === chosen)?.value;
    if (value) onPick(value);
  };
}

/** A part's price ('+ 2,10 €'), or nothing when the part is free. */
function partText(cents: number): string | undefined {
  return cents > 0 ? `+ ${formatPrice(toEuros(cents))}` : undefined;
}

/** Price, quantity (stepped with '−' and '+' on a card) and VAT of a line. */
function pricedFields(line: PricedLine, o: PricedFieldsOptions) {
  const card = o.layout === 'card';
  const { name } = o;
  const quantityInput = (
    <NumberField
      size={card ? 'sm' : 'xs'}
      aria-label={`Quantité (${name})`}
      kind={o.quantityKind}
      value={line.quantity}
      rightSection={o.unitText ? <Text size="xs">{o.unitText}</Text> : null}
      rightSectionWidth={o.unitText === 'forfait' ? (card ? 56 : 48) : undefined}
      onCommit={(quantity) => o.onChange(line.id, { quantity })}
    />
  );
  return {
    price: (
      <NumberField
        {...fieldProps(o.layout, o.priceHeader, name, 'Prix')}
        kind="price"
        value={line.prix}
        rightSection={o.hourly ? <Text size="xs">/h</Text> : null}
        onCommit={o.onPrice}
      />
    ),
    quantity: card ? (
      <Box>
        <Text size="sm" fw={500} mb={2}>
          {o.quantityHeader}
        </Text>
        <QuantityStepper
          label={`Quantité (${name})`}
          value={line.quantity}
          min={1}
          onChange={(quantity) => o.onChange(line.id, { quantity })}
        >
          {quantityInput}
        </QuantityStepper>
      </Box>
    ) : (
      quantityInput
    ),
    vat: (
      <LineVatSelect
        size={card ? 'sm' : 'xs'}
        label={card ? 'TVA' : undefined}
        name={name}
        value={line.vatRate}
        quoteRate={o.quoteRate}
        onChange={(vatRate) => o.onChange(line.id, { vatRate })}
      />
    ),
  };
}

export interface QuoteLineHandlers {
  onChange: (id: string, patch: Partial<QuoteItem>) => void;
  onType: (id: string, type: QuoteItem['equipmentType']) => void;
  onPlate: (id: string, choice: PlateChoice) => void;
  onKind: (id: string, kind: LineKind) => void;
}

export interface QuoteLineOptions extends QuoteLineHandlers {
  quoteRate: VatRate;
  onDelete?: (id: string) => void;
  /** The custom lines let the user choose each line's kind. */
  withKind?: boolean;
}

/**
 * An equipment line of a room, or a custom line (part 2 §2.5): the price typed is the
 * device's (or the hour's); each line has a kind, and a VAT rate (the quote's unless set). A field
 * the line does not have is null.
 */
export function quoteLineFields(item: QuoteItem, layout: LineLayout, o: QuoteLineOptions) {
  const name = item.intitule || 'Élément';
  const card = layout === 'card';
  const kind = item.kind ?? 'fourniture';
  const unit = lineUnit(item);
  const supplies = kind === 'fourniture';
  const plate = plateChoiceOf(item);
  const plateCents = platePriceCents(item.plaque_blanche) + platePriceCents(item.plaque_noir);
  const boxCents = boxPriceCents(item.boite_encastrement);
  const field = (label: string) => fieldProps(layout, label, name);
  /** A select of fixed choices. */
  const choice = <V extends string>(
    label: string,
    options: { value: V; label: string }[],
    value: V | null,
    onPick: (value: V) => void,
  ) => ({ ...field(label), data: options, value, allowDeselect: false, onChange: pick(options, onPick) });
  /** A text field of the line; one line in the devis: a typed line break becomes a space. */
  const text = (label: string, key: 'intitule' | 'reference_principal' | 'boite_encastrement') => ({
    ...field(label),
    value: item[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      o.onChange(item.id, { [key]: e.currentTarget.value.replace(/\s*\n\s*/g, ' ') }),
  });
  const { onDelete } = o;
  return {
    name,
    plateCents,
    boxCents,
    ...pricedFields(item, {
      name,
      layout,
      quoteRate: o.quoteRate,
      onChange: o.onChange,
      onPrice: (prix) => o.onChange(item.id, { prix, prixASaisir: false }),
      priceHeader: 'Prix HT',
      quantityHeader: 'Quantité',
      quantityKind: isMeasuredUnit(unit) ? 'measure' : 'pieces',
      unitText: UNIT_TEXT[unit],
      hourly: unit === 'h',
    }),
    kind: o.withKind ? (
      <Select
        {...choice('Nature', KIND_OPTIONS, kind, (next) => o.onKind(item.id, next))}
        mb={card ? undefined : 4}
      />
    ) : null,
    type: supplies ? (
      <Select
        {...choice('Type', TYPE_OPTIONS, item.equipmentType ?? null, (type) => o.onType(item.id, type))}
        placeholder="Type"
        searchable
      />
    ) : null,
    // In a table a long name wraps (at 1280 px the column is narrow) rather than being cut.
    intitule: card ? (
      <TextInput {...text('Intitulé', 'intitule')} style={{ gridColumn: '1 / -1' }} />
    ) : (
      <Textarea {...text('Intitulé', 'intitule')} autosize minRows={1} />
    ),
    reference: <TextInput {...text('Référence', 'reference_principal')} />,
    plate:
      takesPlate(item) || plate !== 'none' ? (
        <Select
          {...choice('Plaque', PLATE_OPTIONS, plate, (next) => o.onPlate(item.id, next))}
          // A table shows the plate's price under the select (PartPrice).
          description={card ? partText(plateCents) : undefined}
        />
      ) : null,
    box: supplies ? (
      <TextInput
        {...text('Boîte', 'boite_encastrement')}
        description={card ? partText(boxCents) : undefined}
      />
    ) : null,
    priceToEnter: item.prixASaisir ? (
      <Text size="xs" c="var(--mantine-color-orange-light-color)" ta={card ? undefined : 'right'}>
        {PRICE_TO_ENTER}
      </Text>
    ) : null,
    remove: onDelete ? (
      <ActionIcon
        variant="subtle"
        color="red"
        size={card ? 'lg' : undefined}
        aria-label={`Supprimer ${name}`}
        onClick={() => onDelete(item.id)}
      >
        <IconTrash size={card ? 18 : 16} />
      </ActionIcon>
    ) : null,
  };
}

export interface BoardLineOptions {
  quoteRate: VatRate;
  onChange: (id: string, patch: Partial<DimensioningItem>) => void;
  quantityHeader: string;
  priceHeader: string;
}

/**
 * A board line (part 2 §2.5): its price, quantity and VAT are editable; a differential switch heading
 * its breakers shows its description (the circuits it protects).
 */
export function boardLineFields(item: DimensioningItem, layout: LineLayout, o: BoardLineOptions) {
  return {
    ...pricedFields(item, {
      ...o,
      name: item.intitule,
      layout,
      onPrice: (prix) => o.onChange(item.id, { prix }),
      quantityKind: 'pieces',
    }),
    description: item.description ? (
      <Text size="xs" c="dimmed">
        {item.description}
      </Text>
    ) : null,
  };
}

/** A part's price under its field in a table (the plate and the box are parts of the unit price). */
export function PartPrice({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
      {partText(cents)}
    </Text>
  );
}
