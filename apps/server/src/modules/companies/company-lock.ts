import { type Company, CompanySchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * THE LOCK ORDER of every transaction that numbers or spends for a company (a devis sent, a jeton
 * spent, an invoice issued). Take the locks in this order, each at most once, and never go back to an
 * earlier one:
 *
 *   1. the project row — `writeProject` / `lockProject` (projects/project-access.ts); one project per
 *      transaction. Paths that work on no project start at 2.
 *   2. the company row — `lockCompany` below (FOR NO KEY UPDATE).
 *   3. the company's counters — `nextYearlyNumber` below, which asks for the company locked at 2: devis
 *      numbers (quote_counters), then invoice numbers (invoice_counters), each by one upsert whose row
 *      lock lasts until the transaction ends, so that numbers stay unique and gapless (a rolled-back
 *      transaction gives its number back).
 *   4. the rows written last: jeton_uses, quotes, invoices and what hangs off them.
 *
 * Why: two transactions that take the same two locks in opposite orders wait for each other forever
 * and PostgreSQL kills one (a 500): 'Terminer' locked the company (jetons) then the counter while a
 * devis sent by its status took the counter then the company (through the foreign key of the devis's
 * company). With the company row always before any counter, the senders of one company queue on the
 * company row and never meet on a counter.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: it orders the writers of the company as FOR UPDATE would, but
 * leaves the foreign-key checks of other rows of the company (a project created, a session) free to
 * go on: they take FOR KEY SHARE, which only FOR UPDATE blocks.
 *
 * The counters' functions take a `LockedCompany`, which only `lockCompany` makes: calling one without
 * step 2 does not compile. A new counter (invoices: per company and year, allocated in the issuing
 * transaction) is one more row of COUNTERS, with the same (company_id, year, last) table.
 */

declare const locked: unique symbol;

/** A company whose row this transaction holds (step 2): what the counters and the jetons ask for. */
export type LockedCompany = Company & { readonly [locked]: true };

/**
 * Step 2: the company row, held until the transaction ends, read afresh (plan, validity days… as
 * committed by the transaction that held it before). Call it inside `em.transactional`, after the
 * project's lock if there is one. On PGlite (one connection) transactions already run one at a time.
 */
export async function lockCompany(tem: Em, companyId: string): Promise<LockedCompany> {
  const [row] = await tem.execute<Record<string, unknown>[]>(
    'select * from "companies" where "id" = ? for no key update',
    [companyId],
  );
  if (!row) throw notFound('Entreprise');
  return tem.map(CompanySchema, row) as LockedCompany;
}

/** Step 3's counters: one table each, rows (company_id, year, last). */
const COUNTERS = {
  quote: 'quote_counters',
  invoice: 'invoice_counters',
} as const;

/**
 * The next number of a company's yearly sequence (1, 2, 3…): one statement that creates or bumps the
 * (company, year) row and keeps it locked until the transaction ends. Two senders never read the same
 * value, and a send that rolls back gives its value back, so none is skipped.
 */
export async function nextYearlyNumber(
  tem: Em,
  company: LockedCompany,
  counter: keyof typeof COUNTERS,
  year: number,
): Promise<number> {
  const table = COUNTERS[counter];
  const [row] = await tem.execute<{ last: number }[]>(
    `insert into "${table}" ("company_id", "year", "last") values (?, ?, 1)
     on conflict ("company_id", "year") do update set "last" = "${table}"."last" + 1 returning "last"`,
    [company.id, year],
  );
  if (!row) throw new AppError('INTERNAL', 'Numérotation impossible');
  return Number(row.last);
}
