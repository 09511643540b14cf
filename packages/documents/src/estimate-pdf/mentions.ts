import { formatDate, WITHDRAWAL_INFORMATION, withdrawalFormLines } from '@courant/domain';
import { COLORS, NBSP, oneLine } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

const DAY_MS = 86_400_000;

/** How long the devis is valid: until its own date when it has one, else the company's validity. */
function validity({ input }: DevisContext): string {
  const days = input.company.validityDays;
  if (input.devis?.validUntil)
    return `Devis gratuit, valable jusqu’au ${formatDate(input.devis.validUntil)}.`;
  if (!days) return '';
  const until = formatDate(new Date(input.date.getTime() + days * DAY_MS).toISOString());
  return `Devis gratuit, valable ${days} jours (jusqu’au ${until}).`;
}

function deposit({ input }: DevisContext): string {
  const percent = input.company.depositPercent;
  return percent
    ? `Acompte de ${String(percent).replace('.', ',')}${NBSP}% à la signature, solde à la fin des travaux.`
    : '';
}

/**
 * The conditions of the devis (reference/devis.md), in the order printed; each gives '' when it does
 * not apply. A new mention is a row here. Late-payment penalties between professionals, the mediator
 * for a private client, the withdrawal right for a private client met off premises (clientMentions).
 */
const CONDITIONS: ReadonlyArray<(devis: DevisContext) => string> = [
  validity,
  deposit,
  ({ input, mentions }) => (mentions.latePayment ? oneLine(input.company.latePaymentMention) : ''),
  ({ input, mentions }) => (mentions.mediator ? oneLine(input.company.mediatorMention) : ''),
  ({ mentions }) => (mentions.withdrawal ? WITHDRAWAL_INFORMATION : ''),
];

export function drawConditions(devis: DevisContext): void {
  const conditions = CONDITIONS.map((condition) => condition(devis)).filter(Boolean);
  if (conditions.length === 0) return;
  devis.layout.heading('Conditions', 11);
  for (const line of conditions) devis.layout.paragraph(line, { size: 8.5 });
}

/**
 * The detachable withdrawal form (Code de la consommation L221-5, R221-1) on a page of its own, under
 * a dashed line to cut along, when the client may withdraw.
 */
export function drawWithdrawalForm({ layout: l, input, mentions }: DevisContext): void {
  if (!mentions.withdrawal) return;
  l.newPage();
  l.rule({ y: l.y + 8, thickness: 0.8, color: COLORS.muted, dashArray: [4, 3] });
  l.heading('Formulaire de rétractation', 13);
  const c = input.company;
  const town = [oneLine(c.postalCode), oneLine(c.city)].filter(Boolean).join(' ');
  const address = [oneLine(c.address), town].filter(Boolean).join(', ');
  for (const line of withdrawalFormLines({ name: oneLine(c.name), address, email: oneLine(c.email) })) {
    l.paragraph(line, { size: 9.5 });
    l.down(10);
  }
}
