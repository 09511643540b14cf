import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../features/invoices/invoices-page.tsx';

/** /invoices: 'Factures', the company's invoices with their status and the accountant's export. */
export const Route = createFileRoute('/_app/invoices')({ component: InvoicesPage });
