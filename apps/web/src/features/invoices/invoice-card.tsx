import { formatDate, INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@courant/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconFileTypeXml } from '@tabler/icons-react';
import { errorMessage } from '../../lib/error-message.ts';
import { invoicePdf, invoiceXml } from './invoice-files.ts';
import { euros } from './invoice-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { PaymentForm } from './payment-form.tsx';
import type { DevisInvoicesActions, InvoiceView } from './use-devis-invoices.ts';

const download = async (file: () => Promise<void>) => {
  try {
    await file();
  } catch (error) {
    notifications.show({
      color: 'red',
      title: 'Téléchargement impossible',
      message: errorMessage(error, ''),
    });
  }
};

/** One invoice of the devis: its number, amounts and status, and what its state allows. */
export function InvoiceCard({ invoice, actions }: { invoice: InvoiceView; actions: DevisInvoicesActions }) {
  const issued = invoice.number !== null;
  const payable = issued && invoice.kind !== 'avoir' && invoice.balanceCents > 0;
  const title = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number ?? '(brouillon)'}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{title}</Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text size="sm">
          {`Total TTC\u00a0: ${euros(invoice.ttcCents)}`}
          {invoice.content.retenue
            ? ` — retenue de garantie ${euros(invoice.content.retenue.amountCents)}, net à payer ${euros(invoice.netToPayCents)}`
            : ''}
        </Text>
        {issued ? (
          <Text size="sm" c="dimmed">
            {`Émise le ${formatDate(invoice.issuedOn)}`}
            {invoice.dueOn ? ` — échéance le ${formatDate(invoice.dueOn)}` : ''}
            {invoice.kind === 'avoir' ? '' : ` — reste à payer ${euros(Math.max(0, invoice.balanceCents))}`}
          </Text>
        ) : null}
        {invoice.missingMentions.length > 0 ? (
          <Text size="sm" c="orange.8">
            {`À compléter avant d’émettre\u00a0: ${invoice.missingMentions.map((m) => m.label).join(', ')}`}
          </Text>
        ) : null}
        {invoice.payments.map((p) => (
          <Text key={p.id} size="xs" c="dimmed">
            {`Paiement du ${formatDate(p.paidOn)}\u00a0: ${euros(p.amountCents)} (${PAYMENT_METHOD_LABELS[p.method]})`}
          </Text>
        ))}
        <Group gap="xs" wrap="wrap">
          {issued ? (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypePdf size={16} />}
                onClick={() => download(() => invoicePdf(invoice.id))}
              >
                PDF Factur-X
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypeXml size={16} />}
                onClick={() => download(() => invoiceXml(invoice.id))}
              >
                XML
              </Button>
              {payable ? (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={actions.busy}
                  onClick={() => actions.remind(invoice)}
                >
                  Relancer le client
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button size="xs" disabled={actions.busy} onClick={() => actions.issue(invoice)}>
                Émettre la facture
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={actions.busy}
                onClick={() => actions.remove(invoice)}
              >
                Supprimer le brouillon
              </Button>
            </>
          )}
        </Group>
        {payable ? (
          <PaymentForm
            balanceCents={invoice.balanceCents}
            busy={actions.busy}
            onPay={(p) => actions.pay(invoice, p)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
