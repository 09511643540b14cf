import { formatDate } from '@courant/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpcQueryUtils } from '../../lib/signed-in-providers.tsx';
import { trpc } from '../../lib/trpc.ts';
import { euros } from './invoice-format.ts';

/** The dashboard loader asked a moment ago: the card takes that answer rather than asking again. */
const LOADER_ANSWER_MS = 5_000;

/** Starts loading the overdue invoices and the balance to collect with the dashboard's code, in its one batched request. */
export async function prefetchOverdueInvoices(queryClient: QueryClient): Promise<void> {
  const utils = trpcQueryUtils(queryClient);
  await Promise.all([utils.invoices.overdue.prefetch(), utils.invoices.outstanding.prefetch()]);
}

/** Asks again on mount unless the dashboard loader has just answered (or the answer is invalidated). */
const refetchUnlessJustLoaded = (query: { state: { isInvalidated: boolean; dataUpdatedAt: number } }) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > LOADER_ANSWER_MS;

/**
 * The dashboard's invoices: what the issued ones still have to collect, and those past their due date
 * with something left to pay (computed by the server today).
 */
export function OverdueInvoicesCard() {
  const overdue = trpc.invoices.overdue.useQuery(undefined, { refetchOnMount: refetchUnlessJustLoaded });
  const outstanding = trpc.invoices.outstanding.useQuery(undefined, {
    refetchOnMount: refetchUnlessJustLoaded,
  });
  const invoices = overdue.data ?? [];
  const total = invoices.reduce((sum, invoice) => sum + invoice.balanceCents, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="overdue-invoices">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="overdue-invoices">
            Factures en retard
          </Title>
          <Anchor component={Link} to="/invoices" size="sm" fw={500}>
            Voir les factures
          </Anchor>
        </Group>
        {outstanding.data ? (
          <Text
            fw={600}
            data-testid="outstanding-balance"
          >{`À encaisser\u00a0: ${euros(outstanding.data.balanceCents)}`}</Text>
        ) : null}
        {overdue.data && invoices.length === 0 ? <Text c="dimmed">Aucune facture en retard.</Text> : null}
        {invoices.length > 0 ? (
          <Text
            fw={600}
          >{`${invoices.length} facture${invoices.length > 1 ? 's' : ''} — ${euros(total)} à encaisser`}</Text>
        ) : null}
        {invoices.slice(0, 5).map((invoice) => (
          <Text key={invoice.id} size="sm">
            {`${invoice.number} — ${invoice.clientName} — ${euros(invoice.balanceCents)}, échue le ${formatDate(invoice.dueOn)}`}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
