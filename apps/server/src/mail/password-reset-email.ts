import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The password-reset e-mail, in French, as text and HTML (part 1 §2: the link expires in 1 hour). */
export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const subject = 'Réinitialisation de votre mot de passe Courant';
  const text = [
    `Bonjour ${firstName},`,
    '',
    'Vous avez demandé la réinitialisation du mot de passe de votre compte Courant.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:',
    '',
    link,
    '',
    'Ce lien expire dans 1 heure et ne peut servir qu’une fois.',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email\u00a0: votre mot de passe reste inchangé.',
    '',
    'L’équipe Courant',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Vous avez demandé la réinitialisation du mot de passe de votre compte Courant.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">Choisir un nouveau mot de passe</a></p>
<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${href}">${href}</a></p>
<p>Ce lien expire dans 1 heure et ne peut servir qu’une fois.</p>
<p>Si vous n’êtes pas à l’origine de cette demande, ignorez cet email\u00a0: votre mot de passe reste inchangé.</p>
<p>L’équipe Courant</p>
</body>
</html>
`;
  return { to, subject, text, html };
}
