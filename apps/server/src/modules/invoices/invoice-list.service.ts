import { InvoiceSchema } from '../../db/entities/index.ts';
import type { Deps } from '../../services.ts';
import { type PageInput, pageInfo, pageOffset } from '../../trpc/paging.ts';
import type { Member } from '../projects/project-access.ts';
import { loadSettlements } from './invoice-rows.ts';
import { todayInFrance, toInvoiceSummary } from './invoice-view.ts';
import type { InvoiceList, InvoiceSummary, OutstandingBalance } from './invoices.schema.ts';

// The company's invoices for the 'Factures' page and the dashboard, with statuses computed now.

/** A page of the company's invoices, the latest made first. */
export async function listInvoices(deps: Deps, member: Member, input: PageInput): Promise<InvoiceList> {
  const [invoices, total] = await deps.em.findAndCount(
    InvoiceSchema,
    { company: member.companyId },
    {
      exclude: ['request', 'content', 'parties', 'mentions'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: input.limit,
      offset: pageOffset(input),
    },
  );
  const settled = await loadSettlements(
    deps.em,
    invoices.map((invoice) => invoice.id),
  );
  const today = todayInFrance();
  return {
    invoices: invoices.map((invoice) => toInvoiceSummary(invoice, settled, today)),
    ...pageInfo(input, total),
  };
}

/**
 * The company's invoices past their due date with something left to pay, the oldest due first: the
 * database keeps those whose net to pay exceeds their payments and avoirs; the domain's status says
 * which are late as of `today` (computed at read time: no job has to mark them).
 */
export async function listOverdue(
  deps: Deps,
  member: Member,
  today = todayInFrance(),
): Promise<InvoiceSummary[]> {
  const rows = await deps.em.execute<{ id: string }[]>(
    `select i."id" from "invoices" i
     where i."company_id" = ? and i."status" = 'issued' and i."kind" <> 'avoir' and i."due_on" < ?
       and i."net_to_pay_cents" > coalesce((select sum(p."amount_cents") from "invoice_payments" p where p."invoice_id" = i."id"), 0)
         + coalesce((select sum(a."ttc_cents") from "invoices" a where a."credits" = i."id" and a."status" = 'issued'), 0)
     order by i."due_on", i."number" limit 500`,
    [member.companyId, today],
  );
  if (rows.length === 0) return [];
  const invoices = await deps.em.find(
    InvoiceSchema,
    { id: { $in: rows.map((row) => row.id) } },
    { exclude: ['request', 'content', 'parties', 'mentions'], orderBy: { dueOn: 'asc', number: 'asc' } },
  );
  const settled = await loadSettlements(
    deps.em,
    invoices.map((invoice) => invoice.id),
  );
  return invoices
    .map((invoice) => toInvoiceSummary(invoice, settled, today))
    .filter((summary) => summary.status === 'en_retard');
}

/**
 * What the company's issued invoices still have to collect (the dashboard's 'À encaisser'): for each
 * issued invoice other than an avoir, its net to pay less its payments and its issued avoirs, counted
 * when positive, summed by the database.
 */
export async function outstandingBalance(deps: Deps, member: Member): Promise<OutstandingBalance> {
  const [row] = await deps.em.execute<{ cents: string | number | null }[]>(
    `select coalesce(sum(b."left"), 0) as "cents" from (
       select i."net_to_pay_cents"
         - coalesce((select sum(p."amount_cents") from "invoice_payments" p where p."invoice_id" = i."id"), 0)
         - coalesce((select sum(a."ttc_cents") from "invoices" a where a."credits" = i."id" and a."status" = 'issued'), 0)
         as "left"
       from "invoices" i
       where i."company_id" = ? and i."status" = 'issued' and i."kind" <> 'avoir'
     ) b where b."left" > 0`,
    [member.companyId],
  );
  return { balanceCents: Number(row?.cents ?? 0) };
}
