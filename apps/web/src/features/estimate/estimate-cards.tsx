import { formatPrice, lineTotal, unitPrice } from '@courant/domain';
import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PhoneCard, StickyBar } from '../../ui/panel-section.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import type { BoardLinesProps, QuoteItemsTableProps } from './estimate-line-props.ts';
import { boardLineFields, quoteLineFields } from './line-fields.tsx';

/**
 * The estimate's lines on a phone (below 600 px), one card per line — name, unit price,
 * quantity stepped or typed, total and actions on the first screen of the card, the rest of the line
 * (type, reference, plate, box, VAT) behind 'Détails'. The fields are the tables' (line-fields.tsx).
 */

/** 'Total HT 37,20 €': the words, then the amount in bold on one line. */
function LabelledAmount({
  label,
  amount,
  fw = 700,
  name,
}: {
  label: string;
  amount: number;
  fw?: number;
  /** The line's name: the amount reads 'Total HT (Prise simple)' to screen readers. */
  name?: string;
}) {
  return (
    <Text size="sm">
      {`${label} `}
      <Text
        span
        fw={fw}
        aria-label={name === undefined ? undefined : `${label} (${name})`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatPrice(amount)}
      </Text>
    </Text>
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
      <LabelledAmount label="Total HT" amount={total} name={name} />
    </Group>
  );
}

/** A line's price and its quantity stepper, side by side on the card's first screen. */
function PriceAndQuantity({ price, quantity }: { price: ReactNode; quantity: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Box w={112} style={{ flexShrink: 0 }}>
        {price}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{quantity}</Box>
    </Group>
  );
}

/** The equipment lines of a room, or the custom lines, as cards. */
export function QuoteItemCards({ title, items, ...options }: QuoteItemsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack gap="sm" role="list" aria-label={title}>
      {items.map((item) => {
        const line = quoteLineFields(item, 'card', options);
        const detailsOpen = open.has(item.id);
        return (
          <PhoneCard key={item.id} name={line.name}>
            <Stack gap={8}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Text>
                {line.remove}
              </Group>
              <PriceAndQuantity price={line.price} quantity={line.quantity} />
              {line.priceToEnter}
              <Amounts name={line.name} unit={unitPrice(item)} total={lineTotal(item)} />
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
                  {line.kind}
                  {line.type}
                  {line.intitule}
                  {line.reference}
                  {line.vat}
                  {line.plate}
                  {line.box}
                </SimpleGrid>
              ) : null}
            </Stack>
          </PhoneCard>
        );
      })}
    </Stack>
  );
}

/** Board lines as cards: the differential switch heads its breakers, which are indented under it. */
export function BoardItemCards({ title, rows, extra, ...options }: BoardLinesProps) {
  return (
    <Stack gap="xs" role="list" aria-label={title}>
      {rows.map(({ item, heading, indent }) => {
        const line = boardLineFields(item, 'card', options);
        const shownExtra = extra.render(item);
        return (
          <PhoneCard
            key={item.id}
            name={item.intitule}
            ml={indent ? 'sm' : 0}
            bg={heading ? 'var(--mantine-color-gray-1)' : undefined}
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
                {heading ? line.description : null}
              </div>
              <PriceAndQuantity price={line.price} quantity={line.quantity} />
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Box w={132}>{line.vat}</Box>
                <LabelledAmount label="Total HT" amount={lineTotal(item)} />
              </Group>
            </Stack>
          </PhoneCard>
        );
      })}
    </Stack>
  );
}

/**
 * The estimate's totals on a phone, held at the top of the screen while the lines scroll under them
 * (sticky); nothing on wider screens, where the totals panel stays in view longer.
 */
export function EstimatePhoneTotals({ totalHT, totalTTC }: { totalHT: number; totalTTC: number }) {
  const phone = usePhone();
  if (!phone) return null;
  return (
    <StickyBar label="Totaux de l’estimation" bg="var(--mantine-color-blue-0)">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <LabelledAmount label="Total HT" amount={totalHT} fw={800} />
        <LabelledAmount label="TTC" amount={totalTTC} />
      </Group>
    </StickyBar>
  );
}
