import { formatDate } from '@courant/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpcQueryUtils } from '../../lib/signed-in-providers.tsx';
import { trpc } from '../../lib/trpc.ts';
import { euros } from './invoice-format.ts';

/** The dashboard loader asked a moment ago: the card takes that answer rather than asking again. */
const LOADER_ANSWER_MS = 5_000;

/** Starts loading the overdue invoices with the dashboard's code, in its one batched request. */
export function prefetchOverdueInvoices(queryClient: QueryClient): Promise<void> {
  return trpcQueryUtils(queryClient).invoices.overdue.prefetch();
}

/** The dashboard's invoices past their due date with something left to pay (computed by the server today). */
export function OverdueInvoicesCard() {
  const overdue = trpc.invoices.overdue.useQuery(undefined, {
    refetchOnMount: (query) =>
      query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > LOADER_ANSWER_MS,
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
