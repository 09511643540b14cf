import {
  accountingCsv,
  accountingCsvFileName,
  type ExportedInvoice,
  type ExportedPayment,
} from '@courant/domain';
import { InvoiceSchema } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import type { Member } from '../projects/project-access.ts';

/**
 * The accountant's CSV of a period: the invoices and avoirs issued in it (one line per VAT rate) and
 * the payments received in it, for the member's company only.
 */
export async function exportInvoicesCsv(
  deps: Deps,
  member: Member,
  period: { from: string; to: string },
): Promise<{ name: string; csv: string }> {
  const { em } = deps;
  const invoices = await em.find(
    InvoiceSchema,
    { company: member.companyId, status: 'issued', issuedOn: { $gte: period.from, $lte: period.to } },
    { orderBy: { issuedOn: 'asc', number: 'asc' } },
  );
  const exported = invoices.map(
    (invoice): ExportedInvoice => ({
      number: invoice.number ?? '',
      issuedOn: invoice.issuedOn ?? '',
      dueOn: invoice.dueOn ?? null,
      kind: invoice.kind,
      clientName: invoice.clientName,
      clientSiren: invoice.parties?.client?.siren ?? '',
      devisNumber: invoice.devisNumber,
      byRate: invoice.content.totals.byRate,
    }),
  );
  const payments = await em.execute<
    {
      paid_on: string;
      amount_cents: string | number;
      method: ExportedPayment['method'];
      reference: string;
      number: string | null;
      client_name: string;
    }[]
  >(
    `select p."paid_on", p."amount_cents", p."method", p."reference", i."number", i."client_name"
     from "invoice_payments" p join "invoices" i on i."id" = p."invoice_id"
     where i."company_id" = ? and p."paid_on" >= ? and p."paid_on" <= ?
     order by p."paid_on", i."number"`,
    [member.companyId, period.from, period.to],
  );
  const paid = payments.map(
    (payment): ExportedPayment => ({
      paidOn: payment.paid_on,
      invoiceNumber: payment.number ?? '',
      clientName: payment.client_name,
      amountCents: Number(payment.amount_cents),
      method: payment.method,
      reference: payment.reference,
    }),
  );
  return { name: accountingCsvFileName(period.from, period.to), csv: accountingCsv(exported, paid) };
}
