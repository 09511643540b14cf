import {
  signatureSendInputSchema,
  signingCodeRequestSchema,
  signingSignSchema,
  signingTokenSchema,
} from '@courant/domain';
import { z } from 'zod';
import { rest, router } from '../../trpc/init.ts';
import { protectedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { signQuote } from './sign.service.ts';
import {
  quoteIdInputSchema,
  signatureStatusSchema,
  signedPdfFileSchema,
  signingCodeSentSchema,
  signingDoneSchema,
  signingViewSchema,
} from './signatures.schema.ts';
import { requestSigningCode, viewSigning } from './signing.service.ts';
import { sendSigningLink, signatureStatus, signedFile } from './signing-link.service.ts';

/** Who calls, from where: the trail records the client's IP (as TRUST_PROXY reads it) and browser. */
const actorOf = (ctx: { ip: string; req: { headers: Record<string, string | string[] | undefined> } }) => {
  const agent = ctx.req.headers['user-agent'];
  return { ip: ctx.ip || null, userAgent: typeof agent === 'string' ? agent : null };
};

/** The electrician's side: send a devis for signature, follow it, download the signed PDF. */
export const signaturesRouter = router({
  send: protectedProcedure
    .meta(
      rest(
        'POST',
        '/quotes/{id}/signature',
        'Envoyer pour signature\u00a0: un lien de signature envoyé au client par e-mail (à l’adresse du devis ou à celle donnée)\u202f; il remplace les liens précédents',
      ),
    )
    .input(signatureSendInputSchema)
    .output(signatureStatusSchema)
    .mutation(({ ctx, input }) =>
      sendSigningLink(ctx.deps, ctx.services.mailer, ctx.user, input, actorOf(ctx)),
    ),

  get: protectedProcedure
    .meta(
      rest(
        'GET',
        '/quotes/{id}/signature',
        'Où en est la signature du devis\u00a0: lien envoyé, signé (en ligne ou sur papier), et son journal chaîné',
      ),
    )
    .input(quoteIdInputSchema)
    .output(signatureStatusSchema)
    .query(({ ctx, input }) => signatureStatus(ctx.deps, ctx.user, input.id)),

  signedPdf: protectedProcedure
    .meta(
      rest(
        'GET',
        '/quotes/{id}/signature/file',
        'Le devis signé en ligne (PDF scellé, certificat de signature en dernière page), en base64\u202f; GET /quotes/{id}/signature/pdf le donne tel quel',
      ),
    )
    .input(quoteIdInputSchema)
    .output(signedPdfFileSchema)
    .query(async ({ ctx, input }) => {
      const file = await signedFile(ctx.deps, ctx.user, input.id, 'pdf');
      return {
        name: file.name,
        mime: 'application/pdf' as const,
        base64: Buffer.from(file.bytes).toString('base64'),
      };
    }),
});

const tokenInput = z.object({ token: signingTokenSchema });

/** The client's side, without an account: the link's token is the authorisation. */
export const signingRouter = router({
  view: publicProcedure
    .meta(
      rest(
        'GET',
        '/signing/{token}',
        'La page de signature\u00a0: le devis, ses totaux, la mention à accepter',
      ),
    )
    .input(tokenInput)
    .output(signingViewSchema)
    .query(({ ctx, input }) => viewSigning(ctx.deps, input.token)),

  requestCode: publicProcedure
    .meta(
      rest(
        'POST',
        '/signing/{token}/code',
        'Le client a saisi son nom et coché la mention\u00a0: un code à 6\u00a0chiffres lui est envoyé par e-mail (15\u00a0minutes, 5\u00a0essais)',
      ),
    )
    .input(signingCodeRequestSchema)
    .output(signingCodeSentSchema)
    .mutation(({ ctx, input }) => requestSigningCode(ctx.deps, ctx.services.mailer, input, actorOf(ctx))),

  sign: publicProcedure
    .meta(
      rest(
        'POST',
        '/signing/{token}/sign',
        'Signer avec le code reçu\u00a0: le devis est accepté, le PDF signé scellé\u202f; le lien ne sert qu’une fois',
      ),
    )
    .input(signingSignSchema)
    .output(signingDoneSchema)
    .mutation(({ ctx, input }) => signQuote(ctx.deps, ctx.services.mailer, input, actorOf(ctx))),
});
