import type { BreakerRow } from '@courant/documents';
import { formatPrice, lineTotal, unitPrice } from '@courant/domain';
import { Button, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PanelSection } from '../../ui/panel-section.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import { BoardItemCards, QuoteItemCards } from './estimate-cards.tsx';
import type { BoardItemsTableProps, BoardLinesProps, QuoteItemsTableProps } from './estimate-line-props.ts';
import { boardLineFields, PartPrice, quoteLineFields } from './line-fields.tsx';

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

/** '—' where a line has no such field (labour has no type, plate or box). */
const NO_FIELD = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/**
 * Equipment lines of a room, or the custom lines (part 2 §2.5): the P.U. HT is what one unit
 * costs with its plate and box, and P.U. HT × quantity = total HT. A table on wide screens, one card per
 * line on a phone (estimate-cards.tsx), the fields of line-fields.tsx in both.
 */
export function QuoteItemsTable(props: QuoteItemsTableProps) {
  const phone = usePhone();
  const { title, items, onAdd } = props;
  return (
    <PanelSection
      title={title}
      phone={phone}
      bodyTitle={phone}
      action={
        onAdd ? (
          <Button
            variant="light"
            size={phone ? 'sm' : 'xs'}
            leftSection={phone ? undefined : <IconPlus size={14} />}
            onClick={onAdd}
          >
            Ajouter un élément
          </Button>
        ) : null
      }
    >
      {props.summary}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText ?? 'Aucun élément.'}
        </Text>
      ) : phone ? (
        <QuoteItemCards {...props} />
      ) : (
        <QuoteItemRows {...props} />
      )}
    </PanelSection>
  );
}

function QuoteItemRows({ title, items, ...options }: QuoteItemsTableProps) {
  return (
    // At 1280 px (sidebar open) the table has about 930 px; the nature goes above the
    // type in one column so that the name keeps its room and the totals stay on screen.
    <Table.ScrollContainer minWidth={920}>
      <Table verticalSpacing={6} horizontalSpacing={4} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{options.withKind ? 'Nature / type' : 'Type'}</Table.Th>
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
            {options.onDelete ? (
              <Table.Th w={40}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const line = quoteLineFields(item, 'table', options);
            return (
              <Table.Tr key={item.id} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  {line.kind}
                  {line.type ?? NO_FIELD}
                </Table.Td>
                <Table.Td>{line.intitule}</Table.Td>
                <Table.Td>{line.reference}</Table.Td>
                <Table.Td>{line.price}</Table.Td>
                <Table.Td>
                  {line.plate ? (
                    <Tooltip label={item.plaque_noir || item.plaque_blanche || 'Sans plaque'} openDelay={400}>
                      {line.plate}
                    </Tooltip>
                  ) : (
                    NO_FIELD
                  )}
                  <PartPrice cents={line.plateCents} />
                </Table.Td>
                <Table.Td>
                  {line.box ?? NO_FIELD}
                  <PartPrice cents={line.boxCents} />
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>
                  <Money amount={unitPrice(item)} label={`P.U. HT (${line.name})`} />
                  {line.priceToEnter}
                </Table.Td>
                <Table.Td>{line.vat}</Table.Td>
                <Table.Td>
                  <Money amount={lineTotal(item)} label={`Total HT (${line.name})`} />
                </Table.Td>
                {line.remove ? (
                  <Table.Td>
                    <Tooltip label="Supprimer">{line.remove}</Tooltip>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Board lines: price, quantity and VAT editable, the total of each line as the estimate computes it;
 * a table on wide screens, one card per line on a phone (estimate-cards.tsx).
 */
export function BoardItemsTable({
  quantityHeader = 'Quantité',
  priceHeader = 'Prix HT',
  ...props
}: BoardItemsTableProps) {
  const phone = usePhone();
  if (props.rows.length === 0) return null;
  const lines = { ...props, quantityHeader, priceHeader };
  return (
    <PanelSection title={props.title} phone={phone} bodyTitle={phone}>
      {phone ? <BoardItemCards {...lines} /> : <BoardItemRows {...lines} />}
    </PanelSection>
  );
}

function BoardItemRows({ title, rows, extra, ...options }: BoardLinesProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} horizontalSpacing={6} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Désignation</Table.Th>
            <Table.Th w={110}>Référence</Table.Th>
            <Table.Th w={96}>{extra.header}</Table.Th>
            <Table.Th w={96}>{options.priceHeader}</Table.Th>
            <Table.Th w={88}>{options.quantityHeader}</Table.Th>
            <Table.Th w={124}>TVA</Table.Th>
            <Table.Th w={100} ta="right">
              Total HT
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ item, heading, indent }) => {
            const line = boardLineFields(item, 'table', options);
            return (
              <Table.Tr key={item.id} bg={heading ? 'var(--mantine-color-gray-0)' : undefined}>
                <Table.Td pl={indent ? 24 : undefined}>
                  <Text size="sm" fw={heading ? 600 : 400}>
                    {item.intitule}
                  </Text>
                  {heading ? line.description : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {item.reference_principal || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{extra.render(item)}</Text>
                </Table.Td>
                <Table.Td>{line.price}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{line.vat}</Table.Td>
                <Table.Td>
                  <Money amount={lineTotal(item)} strong={heading} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Breakers under the differential switch of their row (part 2 §2.5). */
export function breakerRowsForTable(rows: readonly BreakerRow[]): BoardItemsTableProps['rows'] {
  return rows.flatMap((row) => [
    ...(row.differential ? [{ item: row.differential, heading: true }] : []),
    ...row.breakers.map((item) => ({ item, indent: row.differential !== null })),
  ]);
}
