import { randomUUID } from 'node:crypto';
import { checkPayment, eurosToCents, type PaymentInput } from '@courant/domain';
import { LockMode } from '@mikro-orm/core';
import { InvoicePaymentSchema, InvoiceSchema } from '../../db/entities/index.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { isUuid, type Member } from '../projects/project-access.ts';
import {
  findOwnedInvoice,
  invoiceNotFound,
  loadSettlements,
  orRefuse,
  paymentStateOf,
} from './invoice-rows.ts';
import { todayInFrance } from './invoice-view.ts';
import type { InvoiceView } from './invoices.schema.ts';
import { getInvoice } from './invoices.service.ts';

/**
 * Records a payment on an issued invoice (not an avoir, not cancelled), never beyond what the client
 * owes: the invoice row is held while its payments are summed, so two payments recorded at once
 * cannot both pass the check. The invoice itself is not changed (its row lock only orders them).
 */
export async function addPayment(
  deps: Deps,
  member: Member,
  input: PaymentInput & { id: string },
): Promise<InvoiceView> {
  const found = await findOwnedInvoice(deps.em, member, input.id);
  await deps.em.transactional(async (tem) => {
    const invoice = await tem.findOne(
      InvoiceSchema,
      { id: found.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!invoice) throw invoiceNotFound();
    const settled = await loadSettlements(tem, [invoice.id]);
    const amountCents = eurosToCents(input.amount);
    orRefuse(
      checkPayment(paymentStateOf(invoice, settled), { amountCents, paidOn: input.paidOn }, todayInFrance()),
    );
    tem.create(InvoicePaymentSchema, {
      id: randomUUID(),
      invoice: invoice.id,
      paidOn: input.paidOn,
      amountCents,
      method: input.method,
      reference: input.reference,
    });
    await tem.flush();
  });
  return getInvoice(deps, member, found.id);
}

/** Removes a payment recorded by mistake (the invoice is unchanged; its status follows). */
export async function deletePayment(
  deps: Deps,
  member: Member,
  input: { id: string; paymentId: string },
): Promise<InvoiceView> {
  const invoice = await findOwnedInvoice(deps.em, member, input.id);
  if (!isUuid(input.paymentId)) throw notFound('Paiement');
  const removed = await deps.em.nativeDelete(InvoicePaymentSchema, {
    invoice: invoice.id,
    id: input.paymentId,
  });
  if (removed === 0) throw notFound('Paiement');
  return getInvoice(deps, member, invoice.id);
}
