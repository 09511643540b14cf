import { formatDate, formatPrice, quoteNumberLabel } from '@courant/domain';
import { COLORS, labelled, oneLine } from '../layout/index.ts';
import type { DevisContext } from './context.ts';

const LOGO_MAX_W = 160;
const LOGO_MAX_H = 56;

/** The company's identity and legal mentions (reference/devis.md), the parts it has filled in. */
function identityLines(company: DevisContext['input']['company']): string[] {
  const c = company;
  return [
    [oneLine(c.legalForm), c.capital ? `au capital de ${formatPrice(c.capital)}` : '']
      .filter(Boolean)
      .join(' '),
    oneLine(c.address),
    [oneLine(c.postalCode), oneLine(c.city)].filter(Boolean).join(' '),
    [oneLine(c.phone), oneLine(c.email)].filter(Boolean).join(' — '),
    oneLine(c.registration),
    c.vatNumber ? labelled('TVA intracommunautaire', oneLine(c.vatNumber)) : '',
  ].filter(Boolean);
}

/** The décennale insurance line, or '' when the company has not given its insurer. */
function insuranceLine(c: DevisContext['input']['company']): string {
  if (!c.insurer && !c.insurancePolicy) return '';
  const parts = [
    oneLine(c.insurer),
    oneLine(c.insurerContact),
    c.insurancePolicy ? `police n° ${oneLine(c.insurancePolicy)}` : '',
    c.insuranceCoverage ? labelled('couverture', oneLine(c.insuranceCoverage)) : '',
  ];
  return labelled('Assurance décennale', parts.filter(Boolean).join(', '));
}

/** The company: its logo, its name with the document's date, SIRET, identity and insurance. */
function drawCompany({ layout: l, input, logo, dateText }: DevisContext): void {
  if (logo) {
    const scale = Math.min(1, LOGO_MAX_W / logo.width, LOGO_MAX_H / logo.height);
    const height = logo.height * scale;
    l.page.drawImage(logo, { x: l.left, y: l.y - height + 10, width: logo.width * scale, height });
    l.down(height + 10);
  }
  const company = input.company;
  l.text(oneLine(company.name) || 'Entreprise', l.left, { size: 15, bold: true });
  l.rightText(labelled('Date', dateText), l.right, { size: 10 });
  l.down(20);
  const muted = { size: 9.5, color: COLORS.muted };
  if (oneLine(company.siret)) {
    l.text(labelled('SIRET', oneLine(company.siret)), l.left, muted);
    l.down(13);
  }
  for (const line of identityLines(company)) l.lines(line, { ...muted, leading: 13 });
  const insurance = insuranceLine(company);
  if (insurance) l.lines(insurance, { size: 9, color: COLORS.muted, leading: 12 });
  l.down(10);
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
