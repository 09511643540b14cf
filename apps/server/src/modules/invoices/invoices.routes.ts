import { z } from 'zod';
import { defineFileRoute } from '../../rest/file-route.ts';
import { exportInvoicesCsv } from './invoice-export.service.ts';
import { invoiceExportParamsSchema } from './invoices.schema.ts';

/** GET /api/v1/invoices/export?from=…&to=…: the accountant's CSV of a period, for the company's members. */
export const invoiceFileRoutes = [
  defineFileRoute({
    method: 'GET',
    path: '/invoices/export',
    operationId: 'invoices.export',
    summary:
      'Export comptable (CSV\u00a0: séparateur «\u00a0;\u00a0», décimales à la virgule)\u00a0: les factures et avoirs émis sur la période, une ligne par taux de TVA, puis les paiements reçus',
    tags: ['invoices'],
    params: z.object({}),
    query: invoiceExportParamsSchema,
    output: 'file',
    handler: async ({ ctx, query }) => {
      const file = await exportInvoicesCsv(ctx.deps, ctx.user, query);
      return { bytes: new TextEncoder().encode(file.csv), mime: 'text/csv; charset=utf-8', name: file.name };
    },
  }),
];
