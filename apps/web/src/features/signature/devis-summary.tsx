import { formatDate, formatPrice } from '@courant/domain';
import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '../../lib/trpc.ts';

type SigningView = RouterOutputs['signing']['view'];

/** '20 %', '5,5 %': a VAT rate as the devis prints it. */
const rateLabel = (rate: number) => `TVA ${String(rate).replace('.', ',')}\u00a0%`;

/** What the client signs: who, which devis, until when, its totals, and the PDF itself. */
export function DevisSummary({ view, pdfUrl }: { view: SigningView; pdfUrl: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Le devis">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            Devis {view.number}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              view.company,
              view.projectName,
              view.issuedOn ? `émis le ${formatDate(view.issuedOn)}` : null,
              view.validUntil ? `valable jusqu’au ${formatDate(view.validUntil)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Stack gap={4} role="table" aria-label="Montants du devis">
          <AmountRow label="Total HT" euros={view.totalHT} />
          {view.byRate.map((rate) => (
            <AmountRow key={rate.rate} label={rateLabel(rate.rate)} euros={rate.tva} />
          ))}
          <AmountRow label="Total TTC" euros={view.totalTTC} strong />
        </Stack>
        <Anchor href={pdfUrl} target="_blank" rel="noopener">
          Lire le devis complet (PDF)
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** One line of the amounts: its label, and the amount against the right edge. */
function AmountRow({ label, euros, strong = false }: { label: string; euros: number; strong?: boolean }) {
  return (
    <Group justify="space-between" role="row" wrap="nowrap">
      <Text role="cell" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text role="cell" fw={strong ? 700 : 400}>
        {formatPrice(euros)}
      </Text>
    </Group>
  );
}

/** A private client signing off premises: the 14-day withdrawal right and its form (L221-5). */
export function WithdrawalNotice({ withdrawal }: { withdrawal: NonNullable<SigningView['withdrawal']> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Droit de rétractation">
      <Text size="sm">{withdrawal.information}</Text>
      <Box component="details" mt="xs">
        <Text component="summary" size="sm" fw={600} style={{ cursor: 'pointer' }}>
          Formulaire de rétractation
        </Text>
        <List size="sm" spacing={4} mt="xs" listStyleType="none">
          {withdrawal.formLines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
