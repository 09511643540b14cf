import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { InvoiceCard } from './invoice-card.tsx';
import { euros } from './invoice-format.ts';
import { NewInvoiceForm } from './new-invoice-form.tsx';
import { useDevisInvoices } from './use-devis-invoices.ts';

/**
 * Step 8, once the devis is accepted: its invoices (acompte, situations, solde, avoirs), what is left
 * to bill, a form for the next draft, and each invoice's actions (issue, payments, Factur-X files).
 */
export function DevisInvoicesPanel({ quoteId }: { quoteId: string }) {
  const actions = useDevisInvoices(quoteId);
  const data = actions.list.data;
  return (
    <Paper component="section" aria-labelledby="devis-invoices" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5" id="devis-invoices">
          Factures du devis
        </Title>
        {data ? (
          <>
            <Text size="sm">
              {`Devis ${data.devisNumber}\u00a0: ${euros(data.devisTtcCents)} TTC — reste à facturer ${euros(data.remainingTtcCents)}`}
            </Text>
            {data.invoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} />
            ))}
            <NewInvoiceForm
              quoteId={quoteId}
              invoices={data.invoices}
              busy={actions.busy}
              onCreate={actions.create}
            />
          </>
        ) : (
          <Loader size="sm" aria-label="Chargement des factures" />
        )}
      </Stack>
    </Paper>
  );
}
