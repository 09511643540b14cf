import { SIGNING_CODE_MINUTES } from '@courant/domain';
import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (paragraphs: string[]) => `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body>
</html>
`;

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(label)}</a>`;

/** The signing link sent to the client: who asks, which devis, until when the link holds. */
export function signingLinkEmail(args: {
  to: string;
  company: string;
  quoteLabel: string;
  validUntil: string | null;
  link: string;
}): MailMessage {
  const { to, company, quoteLabel, link } = args;
  const until = args.validUntil ? args.validUntil.split('-').reverse().join('/') : null;
  const subject = `${company} vous invite à signer le devis ${quoteLabel}`;
  const intro = `${company} vous a adressé le devis ${quoteLabel}. Vous pouvez le lire et le signer en ligne\u00a0: un code à usage unique vous sera envoyé à cette adresse pour confirmer votre signature.`;
  const validity = until ? `Ce lien est valable jusqu’au ${until}, fin de validité du devis.` : '';
  const text = ['Bonjour,', '', intro, '', link, '', validity, '', `${company}, via Courant`]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = page([
    'Bonjour,',
    escapeHtml(intro),
    button(link, 'Lire et signer le devis'),
    `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    ...(validity ? [escapeHtml(validity)] : []),
    `${escapeHtml(company)}, via Courant`,
  ]);
  return { to, subject, text, html };
}

/** The one-time code: six digits, valid SIGNING_CODE_MINUTES minutes. */
export function signingCodeEmail(args: {
  to: string;
  company: string;
  quoteLabel: string;
  code: string;
}): MailMessage {
  const { to, company, quoteLabel, code } = args;
  const subject = `Votre code de signature\u00a0: ${code}`;
  const lines = [
    `Pour signer le devis ${quoteLabel} de ${company}, saisissez ce code\u00a0:`,
    code,
    `Il est valable ${SIGNING_CODE_MINUTES}\u00a0minutes et ne sert qu’une fois. Si vous n’avez pas demandé à signer ce devis, ignorez ce message.`,
  ];
  const text = ['Bonjour,', '', ...lines, '', 'Courant'].join('\n');
  const html = page([
    'Bonjour,',
    escapeHtml(lines[0] ?? ''),
    `<strong style="font-size: 24px; letter-spacing: 4px">${code}</strong>`,
    escapeHtml(lines[2] ?? ''),
    'Courant',
  ]);
  return { to, subject, text, html };
}

/** After signing: the client's confirmation, with the link where the signed devis can be downloaded. */
export function signedEmail(args: {
  to: string;
  company: string;
  quoteLabel: string;
  link: string;
}): MailMessage {
  const { to, company, quoteLabel, link } = args;
  const subject = `Devis ${quoteLabel} signé`;
  const line = `Vous avez signé le devis ${quoteLabel} de ${company}. Le devis signé, avec son certificat de signature, se télécharge depuis ce lien\u00a0:`;
  const text = ['Bonjour,', '', line, '', link, '', 'Courant'].join('\n');
  const html = page(['Bonjour,', escapeHtml(line), button(link, 'Télécharger le devis signé'), 'Courant']);
  return { to, subject, text, html };
}
