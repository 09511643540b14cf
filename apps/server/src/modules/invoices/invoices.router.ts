import { z } from 'zod';
import { noInput, rest, router } from '../../trpc/init.ts';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { issueInvoice } from './invoice-issue.service.ts';
import { listInvoices, listOverdue, outstandingBalance } from './invoice-list.service.ts';
import {
  invoiceCreateInputSchema,
  invoiceIdInputSchema,
  invoiceListInputSchema,
  invoiceListSchema,
  invoiceSummarySchema,
  invoiceUpdateInputSchema,
  invoiceViewSchema,
  outstandingBalanceSchema,
  paymentCreateInputSchema,
  quoteInvoicesInputSchema,
  quoteInvoicesSchema,
  reminderSentSchema,
} from './invoices.schema.ts';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  listQuoteInvoices,
  updateInvoice,
} from './invoices.service.ts';
import { addPayment, deletePayment } from './payments.service.ts';
import { sendReminder } from './reminder.service.ts';

const ISSUED_409 = { 409: 'Facture émise\u00a0: elle ne change plus (corrections par avoir)' };

export const invoicesRouter = router({
  listByQuote: protectedProcedure
    .meta(
      rest(
        'GET',
        '/quotes/{quoteId}/invoices',
        'Les factures d’un devis (brouillons compris), dans l’ordre où elles ont été faites, et ce qui reste à facturer',
      ),
    )
    .input(quoteInvoicesInputSchema)
    .output(quoteInvoicesSchema)
    .query(({ ctx, input }) => listQuoteInvoices(ctx.deps, ctx.user, input.quoteId)),

  create: protectedProcedure
    .meta(
      rest(
        'POST',
        '/quotes/{quoteId}/invoices',
        'Préparer une facture (brouillon) sur un devis accepté\u00a0: acompte, situation, solde ou avoir',
        {
          successStatus: 201,
          errors: {
            409: 'Devis non accepté, ou plus rien à facturer',
            422: 'Demande refusée par les règles de facturation',
          },
        },
      ),
    )
    .input(invoiceCreateInputSchema)
    .output(invoiceViewSchema)
    .mutation(({ ctx, input }) => createInvoice(ctx.deps, ctx.user, input)),

  list: protectedProcedure
    .meta(
      rest(
        'GET',
        '/invoices',
        'Les factures de l’entreprise, les plus récentes en premier, avec leur statut',
        {
          pagedList: 'invoices',
        },
      ),
    )
    .input(invoiceListInputSchema)
    .output(invoiceListSchema)
    .query(({ ctx, input }) => listInvoices(ctx.deps, ctx.user, input)),

  overdue: protectedProcedure
    .meta(
      rest(
        'GET',
        '/invoices/overdue',
        'Les factures en retard de paiement, la plus ancienne échéance en premier',
      ),
    )
    .input(noInput)
    .output(z.array(invoiceSummarySchema))
    .query(({ ctx }) => listOverdue(ctx.deps, ctx.user)),

  outstanding: protectedProcedure
    .meta(
      rest(
        'GET',
        '/invoices/outstanding',
        'Ce que les factures émises restent à encaisser (net à payer, moins paiements et avoirs)',
      ),
    )
    .input(noInput)
    .output(outstandingBalanceSchema)
    .query(({ ctx }) => outstandingBalance(ctx.deps, ctx.user)),

  get: protectedProcedure
    .meta(rest('GET', '/invoices/{id}', 'Une facture, ses mentions et ses paiements'))
    .input(invoiceIdInputSchema)
    .output(invoiceViewSchema)
    .query(({ ctx, input }) => getInvoice(ctx.deps, ctx.user, input.id)),

  update: protectedProcedure
    .meta(rest('PUT', '/invoices/{id}', 'Modifier un brouillon de facture', { errors: ISSUED_409 }))
    .input(invoiceUpdateInputSchema)
    .output(invoiceViewSchema)
    .mutation(({ ctx, input }) => updateInvoice(ctx.deps, ctx.user, input)),

  delete: protectedProcedure
    .meta(rest('DELETE', '/invoices/{id}', 'Supprimer un brouillon de facture', { errors: ISSUED_409 }))
    .input(invoiceIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteInvoice(ctx.deps, ctx.user, input.id)),

  issue: protectedProcedure
    .meta(
      rest(
        'POST',
        '/invoices/{id}/issue',
        'Émettre une facture\u00a0: numérotée FAC-AAAA-NNNN (une série par entreprise et par année, avoirs compris, sans trou), datée, puis figée',
        { errors: ISSUED_409 },
      ),
    )
    .input(invoiceIdInputSchema)
    .output(invoiceViewSchema)
    .mutation(({ ctx, input }) => issueInvoice(ctx.deps, ctx.user, input.id)),

  addPayment: protectedProcedure
    .meta(
      rest('POST', '/invoices/{id}/payments', 'Enregistrer un paiement (date, montant, moyen)', {
        successStatus: 201,
        errors: { 422: 'Paiement refusé (facture non émise, montant au-delà du reste dû, date future)' },
      }),
    )
    .input(paymentCreateInputSchema)
    .output(invoiceViewSchema)
    .mutation(({ ctx, input }) => addPayment(ctx.deps, ctx.user, input)),

  deletePayment: protectedProcedure
    .meta(rest('DELETE', '/invoices/{id}/payments/{paymentId}', 'Supprimer un paiement saisi par erreur'))
    .input(z.object({ id: z.string().max(100), paymentId: z.string().max(100) }))
    .output(invoiceViewSchema)
    .mutation(({ ctx, input }) => deletePayment(ctx.deps, ctx.user, input)),

  remind: protectedProcedure
    .meta(
      rest(
        'POST',
        '/invoices/{id}/reminder',
        'Relancer le client par email\u00a0: le reste à payer et, pour un professionnel, les pénalités de retard',
        { errors: { 409: 'Rien à relancer', 422: 'Client sans adresse email' } },
      ),
    )
    .input(invoiceIdInputSchema)
    .output(reminderSentSchema)
    .mutation(({ ctx, input }) => sendReminder(ctx.services, ctx.deps, ctx.user, input.id)),
});
