import { formatDate, quoteNumberLabel } from '@courant/domain';
import { COLORS, labelled } from '../layout/index.ts';
import { drawLetterhead } from '../letterhead.ts';
import type { DevisContext } from './context.ts';

/** The company's letterhead: logo, name and date, SIRET, identity, insurance. */
function drawCompany({ layout, input, logo, dateText }: DevisContext): void {
  drawLetterhead(layout, input.company, { logo, dateText });
}

/** The title (a long project name wraps), the devis's number and version, its dates. */
function drawTitle({ layout: l, input, title }: DevisContext): void {
  l.lines(title, { size: 18, bold: true, color: COLORS.accent, leading: 22 });
  l.down(4);
  const devis = input.devis;
  if (devis?.number) {
    l.text(`Devis n° ${quoteNumberLabel(devis.number, devis.version)}`, l.left, { size: 12, bold: true });
    l.down(16);
  }
  const days = devis?.plannedDurationDays;
  const dates = [
    devis?.issuedOn ? labelled('Date d’émission', formatDate(devis.issuedOn)) : '',
    devis?.validUntil ? `Valable jusqu’au ${formatDate(devis.validUntil)}` : '',
    devis?.plannedStart ? `Début des travaux prévu le ${formatDate(devis.plannedStart)}` : '',
    days ? labelled('Durée estimée', `${days} jour${days > 1 ? 's' : ''}`) : '',
  ].filter(Boolean);
  if (dates.length > 0) l.paragraph(dates.join(' — '), { size: 9.5 });
}

/** The top of the first page: who sends the devis, and which devis it is. */
export function drawHeader(devis: DevisContext): void {
  drawCompany(devis);
  drawTitle(devis);
}
