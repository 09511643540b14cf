import { formatDate, INVOICE_KIND_SHORT_LABELS, parisDate } from '@courant/domain';
import { Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { invoicesCsv } from './invoice-files.ts';
import { euros } from './invoice-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The accountant's export of a period: from the first of the year to today by default. */
function ExportCsv() {
  const today = parisDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await invoicesCsv(from, to);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export impossible', message: errorMessage(error, '') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Export comptable">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="date"
          label="Du"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={160}
        />
        <TextInput type="date" label="Au" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={160} />
        <Button
          leftSection={<IconFileSpreadsheet size={18} />}
          variant="light"
          loading={busy}
          onClick={download}
        >
          Export comptable (CSV)
        </Button>
      </Group>
    </Paper>
  );
}

/** 'Factures': the company's invoices and avoirs, the latest first, with their status. */
export function InvoicesPage() {
  const list = trpc.invoices.list.useQuery({ page: 1, limit: 100 });
  const invoices = list.data?.invoices ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Factures
      </Title>
      <ExportCsv />
      {list.isLoading ? <Loader aria-label="Chargement des factures" /> : null}
      {list.data && invoices.length === 0 ? (
        <Text c="dimmed">
          Aucune facture pour l’instant : elles se préparent à l’étape 8, sur un devis accepté.
        </Text>
      ) : null}
      {invoices.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label="Factures de l’entreprise">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Numéro</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Émise le</Table.Th>
                <Table.Th ta="right">Total TTC</Table.Th>
                <Table.Th ta="right">Reste à payer</Table.Th>
                <Table.Th>Statut</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number ?? 'Brouillon'}</Table.Td>
                  <Table.Td>{INVOICE_KIND_SHORT_LABELS[invoice.kind]}</Table.Td>
                  <Table.Td>{invoice.clientName}</Table.Td>
                  <Table.Td>{formatDate(invoice.issuedOn)}</Table.Td>
                  <Table.Td ta="right">{euros(invoice.ttcCents)}</Table.Td>
                  <Table.Td ta="right">
                    {invoice.kind === 'avoir' || !invoice.number
                      ? ''
                      : euros(Math.max(0, invoice.balanceCents))}
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge status={invoice.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
