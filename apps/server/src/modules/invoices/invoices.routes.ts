import { z } from 'zod';
import { defineFileRoute } from '../../rest/file-route.ts';
import { exportInvoicesCsv } from './invoice-export.service.ts';
import { renderInvoicePdf, renderInvoiceXml } from './invoice-files.service.ts';
import { invoiceExportParamsSchema } from './invoices.schema.ts';

/**
 * The invoices' files, for the members of the company (404 for anyone else): an issued invoice's
 * Factur-X PDF and XML, and the accountant's CSV of a period (GET /invoices/export?from=…&to=…).
 */
export const invoiceFileRoutes = [
  defineFileRoute({
    method: 'GET',
    path: '/invoices/{id}/pdf',
    operationId: 'invoices.pdf',
    summary:
      'La facture émise en Factur-X : PDF/A-3b, profil EN 16931, le XML CII joint sous le nom factur-x.xml',
    tags: ['invoices'],
    params: z.object({ id: z.string() }),
    output: 'file',
    errors: { 404: 'Facture introuvable', 409: 'Facture brouillon (pas encore émise)' },
    handler: ({ ctx, params }) => renderInvoicePdf(ctx.deps, ctx.user, params.id),
  }),
  defineFileRoute({
    method: 'GET',
    path: '/invoices/{id}/factur-x.xml',
    operationId: 'invoices.facturXml',
    summary: 'Le XML Factur-X (CII, profil EN 16931) de la facture émise, seul',
    tags: ['invoices'],
    params: z.object({ id: z.string() }),
    output: 'file',
    errors: { 404: 'Facture introuvable', 409: 'Facture brouillon (pas encore émise)' },
    handler: ({ ctx, params }) => renderInvoiceXml(ctx.deps, ctx.user, params.id),
  }),
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
