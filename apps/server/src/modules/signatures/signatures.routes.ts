import { z } from 'zod';
import { defineFileRoute, definePublicFileRoute } from '../../rest/file-route.ts';
import { findOwnedQuote } from '../quotes/quotes.service.ts';
import { recordPaperSignature } from './paper-signature.service.ts';
import { signedPdfByLink } from './sign.service.ts';
import { signatureStatusSchema } from './signatures.schema.ts';
import { signingPdf } from './signing.service.ts';
import { signedFile } from './signing-link.service.ts';

const tags = ['signatures'];
const quoteParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string() });

/** The files of signatures: the signed PDF, a paper scan (upload and download), and the client's PDFs. */
export const signatureFileRoutes = [
  defineFileRoute({
    method: 'GET',
    path: '/quotes/{id}/signature/pdf',
    operationId: 'signatures.pdf',
    summary: 'Le devis signé en ligne\u00a0: le devis présenté, le certificat de signature, scellés (PAdES)',
    tags,
    params: quoteParams,
    output: 'file',
    errors: { 404: 'Estimation introuvable, ou pas de devis signé en ligne' },
    handler: async ({ ctx, params }) => signedFile(ctx.deps, ctx.user, params.id, 'pdf'),
  }),
  defineFileRoute({
    method: 'GET',
    path: '/quotes/{id}/signature/scan',
    operationId: 'signatures.scan',
    summary: 'Le scan du devis signé sur papier',
    tags,
    params: quoteParams,
    output: 'file',
    errors: { 404: 'Estimation introuvable, ou pas de signature papier' },
    handler: async ({ ctx, params }) => signedFile(ctx.deps, ctx.user, params.id, 'scan'),
  }),
  defineFileRoute({
    method: 'POST',
    path: '/quotes/{id}/signature/paper',
    operationId: 'signatures.paper',
    summary:
      'Enregistrer une signature papier\u00a0: le champ signedOn (AAAA-MM-JJ), puis le scan (PDF, JPEG ou PNG, 10\u00a0Mo au plus) dans le champ file\u202f; le devis est accepté',
    tags,
    params: quoteParams,
    upload: {
      missing: 'Joignez le scan du devis signé (PDF, JPEG ou PNG)',
      tooLarge: (name) => `Le scan «\u00a0${name}\u00a0» dépasse 10\u00a0Mo`,
    },
    output: signatureStatusSchema,
    errors: {
      404: 'Estimation introuvable',
      409: 'Devis pas envoyé, déjà accepté ou refusé, ou expiré',
      413: 'Scan trop volumineux',
      415: 'Le scan n’est ni un PDF, ni une image JPEG ou PNG',
    },
    handler: async ({ ctx, params, readUpload }) => {
      // Ownership first: another company's devis is a 404 whatever the upload.
      await findOwnedQuote(ctx.deps, ctx.user, params.id);
      const file = await readUpload();
      const agent = ctx.req.headers['user-agent'];
      return recordPaperSignature(
        ctx.deps,
        ctx.user,
        { quoteId: params.id, fields: file.fields, file },
        { ip: ctx.ip || null, userAgent: typeof agent === 'string' ? agent : null },
      );
    },
  }),
  definePublicFileRoute({
    path: '/signing/{token}/pdf',
    operationId: 'signing.pdf',
    summary: 'Le devis présenté au client par son lien de signature (sans compte\u00a0: le lien l’autorise)',
    tags,
    params: tokenParams,
    errors: { 404: 'Lien de signature inconnu', 409: 'Lien déjà utilisé, remplacé, ou devis expiré' },
    handler: async ({ ctx, params }) => ({
      ...(await signingPdf(ctx.deps, params.token)),
      mime: 'application/pdf',
    }),
  }),
  definePublicFileRoute({
    path: '/signing/{token}/signed-pdf',
    operationId: 'signing.signedPdf',
    summary: 'Le devis signé, par le lien qui a servi à le signer',
    tags,
    params: tokenParams,
    errors: { 404: 'Lien inconnu ou devis pas encore signé' },
    handler: async ({ ctx, params }) => ({
      ...(await signedPdfByLink(ctx.deps, params.token)),
      mime: 'application/pdf',
    }),
  }),
];
