import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * The notice sent after a password change: the owner learns of a change made by someone else
 * while a way back still exists (a reset link from the login page). It holds no link with a token.
 */
export function passwordChangedEmail(to: string, firstName: string, at: Date, appUrl: string): MailMessage {
  const subject = 'Votre mot de passe Courant a été modifié';
  const when = dateFormat.format(at);
  const resetPage = `${appUrl}/auth/reset-password`;
  const text = [
    `Bonjour ${firstName},`,
    '',
    `Le mot de passe de votre compte Courant a été modifié le ${when}.`,
    'Les autres sessions ouvertes sur votre compte ont été fermées.',
    '',
    'Si vous n’êtes pas à l’origine de cette modification, choisissez un nouveau mot de passe sans attendre\u00a0:',
    resetPage,
    '',
    'L’équipe Courant',
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Le mot de passe de votre compte Courant a été modifié le ${escapeHtml(when)}.</p>
<p>Les autres sessions ouvertes sur votre compte ont été fermées.</p>
<p>Si vous n’êtes pas à l’origine de cette modification, choisissez un nouveau mot de passe sans attendre\u00a0:<br><a href="${escapeHtml(resetPage)}">${escapeHtml(resetPage)}</a></p>
<p>L’équipe Courant</p>
</body>
</html>
`;
  return { to, subject, text, html };
}
