import { z } from 'zod';
import { defineFileRoute } from '../../rest/file-route.ts';
import { renderQuotePdf } from './quote-pdf.service.ts';
import { quoteVersionNumber } from './quotes.schema.ts';

/** GET /api/v1/quotes/{id}/pdf: the quote's PDF, for the members of its company (404 for anyone else). */
export const quoteFileRoutes = [
  defineFileRoute({
    method: 'GET',
    path: '/quotes/{id}/pdf',
    operationId: 'quotes.pdf',
    summary: 'L’estimation en PDF (le même document que l’export du navigateur)',
    tags: ['quotes'],
    params: z.object({ id: z.string() }),
    output: 'file',
    errors: { 404: 'Estimation introuvable' },
    handler: async ({ ctx, params }) => {
      const pdf = await renderQuotePdf(ctx.deps, ctx.user, params.id);
      return { bytes: pdf.bytes, mime: 'application/pdf', name: pdf.name };
    },
  }),
  defineFileRoute({
    method: 'GET',
    path: '/quotes/{id}/versions/{version}/pdf',
    operationId: 'quotes.versionPdf',
    summary: 'Une version antérieure du devis en PDF, telle qu’elle a été envoyée',
    tags: ['quotes'],
    params: z.object({ id: z.string(), version: quoteVersionNumber }),
    output: 'file',
    errors: { 404: 'Estimation ou version introuvable' },
    handler: async ({ ctx, params }) => {
      const pdf = await renderQuotePdf(ctx.deps, ctx.user, params.id, params.version);
      return { bytes: pdf.bytes, mime: 'application/pdf', name: pdf.name };
    },
  }),
];
