import { INVITATION_VALID_DAYS } from '@courant/domain';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The invitation to join a company, in French, as text and HTML: the link lasts 7 days, once. */
export function invitationEmail(args: {
  to: string;
  inviter: string;
  company: string;
  link: string;
}): MailMessage {
  const subject = `${args.inviter} vous invite à rejoindre ${args.company} sur Courant`;
  const text = [
    'Bonjour,',
    '',
    `${args.inviter} vous invite à rejoindre l’entreprise ${args.company} sur Courant, pour préparer et partager ses projets électriques.`,
    'Pour accepter, ouvrez ce lien\u00a0:',
    '',
    args.link,
    '',
    `Ce lien expire dans ${INVITATION_VALID_DAYS}\u00a0jours et ne peut servir qu’une fois.`,
    'Si vous ne connaissez pas cette personne, ignorez cet email.',
    '',
    'L’équipe Courant',
  ].join('\n');
  const href = escapeHtml(args.link);
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Bonjour,</p>
<p>${escapeHtml(args.inviter)} vous invite à rejoindre l’entreprise <strong>${escapeHtml(args.company)}</strong> sur Courant, pour préparer et partager ses projets électriques.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">Accepter l’invitation</a></p>
<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${href}">${href}</a></p>
<p>Ce lien expire dans ${INVITATION_VALID_DAYS}\u00a0jours et ne peut servir qu’une fois.</p>
<p>Si vous ne connaissez pas cette personne, ignorez cet email.</p>
<p>L’équipe Courant</p>
</body>
</html>
`;
  return { to: args.to, subject, text, html };
}
