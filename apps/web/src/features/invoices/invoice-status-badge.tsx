import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type InvoiceStatus } from '@courant/domain';
import { Badge } from '@mantine/core';

/** An invoice's status as the domain names and colours it (brouillon, émise, payée, en retard…). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={INVOICE_STATUS_TONES[status]} variant="light">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
