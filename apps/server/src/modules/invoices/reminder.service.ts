import { balanceCents, formatDate, formatPrice, invoiceStatus, paymentNotes, toEuros } from '@courant/domain';
import type { InvoiceParties } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import type { Member } from '../projects/project-access.ts';
import { findOwnedInvoice, loadSettlements, paymentStateOf } from './invoice-rows.ts';
import { todayInFrance } from './invoice-view.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const REMINDER_MESSAGES = {
  notDue:
    'Cette facture ne peut pas être relancée\u00a0: seule une facture émise avec un reste à payer peut l’être',
  noEmail: 'Le client n’a pas d’adresse email\u00a0: ajoutez-la à sa fiche pour le relancer',
} as const;

/**
 * The reminder (relance) of an unpaid invoice, in French: the amount left to pay and its due date,
 * and for a professional client the late-payment penalties and the 40 € indemnity (Code de commerce
 * L441-10) as the invoice states them.
 */
export function reminderEmail(args: {
  to: string;
  parties: InvoiceParties;
  number: string;
  issuedOn: string;
  dueOn: string | null;
  balanceCents: number;
  today: string;
}): MailMessage {
  const { parties } = args;
  const company = parties.company.name;
  const due = args.dueOn
    ? args.today > args.dueOn
      ? `échue le ${formatDate(args.dueOn)}`
      : `à régler au plus tard le ${formatDate(args.dueOn)}`
    : 'à régler à réception';
  const notes =
    parties.client?.kind === 'professionnel' ? paymentNotes('professionnel', parties.company) : null;
  const paragraphs = [
    `Bonjour${parties.client?.name ? ` ${parties.client.name}` : ''},`,
    `Sauf erreur de notre part, la facture ${args.number} du ${formatDate(args.issuedOn)}, ${due}, reste à payer pour un montant de ${formatPrice(toEuros(args.balanceCents))} TTC.`,
    'Nous vous remercions de bien vouloir procéder à son règlement dans les meilleurs délais. Si vous l’avez réglée entre-temps, merci de ne pas tenir compte de ce message.',
    ...(notes ? [notes.PMD, notes.PMT] : []),
    `Cordialement,\n${company}${parties.company.phone ? `\n${parties.company.phone}` : ''}${parties.company.email ? `\n${parties.company.email}` : ''}`,
  ];
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body>
</html>
`;
  return {
    to: args.to,
    subject: `Relance\u00a0: facture ${args.number} de ${company}`,
    text: paragraphs.join('\n\n'),
    html,
  };
}

/** Sends the reminder of an issued invoice with something left to pay to its client's e-mail. */
export async function sendReminder(
  services: Pick<Services, 'mailer'>,
  deps: { em: import('../../db/orm.ts').Em },
  member: Member,
  invoiceId: string,
): Promise<{ to: string; balanceCents: number }> {
  const invoice = await findOwnedInvoice(deps.em, member, invoiceId);
  const today = todayInFrance();
  const state = paymentStateOf(invoice, await loadSettlements(deps.em, [invoice.id]));
  const status = invoiceStatus(state, today);
  const balance = balanceCents(state);
  if (!['emise', 'partiellement_payee', 'en_retard'].includes(status) || balance <= 0 || !invoice.parties) {
    throw new AppError('CONFLICT', REMINDER_MESSAGES.notDue);
  }
  const to = invoice.parties.client?.email.trim() ?? '';
  if (!to) throw new AppError('UNPROCESSABLE', REMINDER_MESSAGES.noEmail);
  await services.mailer.send(
    reminderEmail({
      to,
      parties: invoice.parties,
      number: invoice.number ?? '',
      issuedOn: invoice.issuedOn ?? today,
      dueOn: invoice.dueOn ?? null,
      balanceCents: balance,
      today,
    }),
  );
  return { to, balanceCents: balance };
}
