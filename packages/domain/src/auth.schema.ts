import { z } from 'zod';
import { isValidSiret } from './company/siret.ts';
import { filledText } from './text-fields.ts';

/** French validation messages of spec part 1 §5, one source for the forms and the server. */
export const AUTH_MESSAGES = {
  companyRequired: 'Le nom de la société est requis',
  siretRequired: 'Le numéro SIRET est requis',
  siretFormat: 'Le SIRET doit contenir exactement 14 chiffres',
  siretKey: 'Le numéro SIRET n’est pas valide (clé de contrôle incorrecte)',
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: 'L’adresse email est requise',
  emailInvalid: 'L’adresse email n’est pas valide',
  passwordRequired: 'Le mot de passe est requis',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  confirmPasswordRequired: 'La confirmation du mot de passe est requise',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  newPasswordRequired: 'Le nouveau mot de passe est requis',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  // Part 1 §2 confirm reset: shown when the link has no token_hash.
  resetTokenMissing: 'Token de réinitialisation manquant',
  // Not in the spec: the contact form's message field and the length caps of the database columns.
  messageRequired: 'Le message est requis',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
  invalidCharacters: 'Ce champ contient des caractères non autorisés',
} as const;

/** French messages of the auth errors the server answers (codes in the server's error table). */
export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Un compte existe déjà avec cette adresse email',
  rateLimited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  tokenInvalid: 'Le lien de réinitialisation est invalide ou a expiré.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  ssoNotConfigured: 'La connexion par authentification unique (SSO) n’est pas disponible sur ce serveur.',
  ssoUnknownProvider: 'Ce fournisseur d’identité n’est pas configuré sur ce serveur.',
  ssoStateInvalid: 'Cette demande de connexion a expiré ou a déjà été utilisée. Veuillez recommencer.',
  ssoFailed: 'La réponse du fournisseur d’identité n’a pas pu être vérifiée. Veuillez réessayer.',
  ssoProviderUnavailable:
    'Le fournisseur d’identité ne répond pas. Veuillez réessayer dans quelques instants.',
  ssoEmailUnverified:
    'Votre fournisseur d’identité n’a pas confirmé votre adresse email\u00a0: connexion refusée. Confirmez-la auprès de lui ou connectez-vous avec votre mot de passe.',
  ssoSignupExpired:
    'Votre inscription a expiré. Veuillez vous connecter à nouveau avec votre fournisseur d’identité.',
  ssoLastSignInMethod:
    'Définissez d’abord un mot de passe\u00a0: ce fournisseur est aujourd’hui votre seul moyen de connexion.',
  noPasswordYet:
    'Votre compte n’a pas encore de mot de passe\u00a0: utilisez « Mot de passe oublié\u202f? » pour en définir un.',
} as const;

/** Spec part 1 §9: password minimum 6 characters, SIRET 14 digits. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 200;
/** Spec part 1 §9: a reset link is valid for 1 hour. */
export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;

// PostgreSQL text cannot hold NUL: refusing it here keeps junk input a 400 instead of a database error.
const hasNoNul = (s: string) => !s.includes('\u0000');

/** A required, trimmed text field with a length cap matching its database column. */
function requiredText(requiredMessage: string, max: number) {
  return filledText(requiredMessage)
    .max(max, AUTH_MESSAGES.tooLong(max))
    .refine(hasNoNul, AUTH_MESSAGES.invalidCharacters);
}

/** Trimmed and lower-cased: accounts are found by e-mail whatever its case. */
export const emailSchema = filledText(AUTH_MESSAGES.emailRequired)
  .max(320, AUTH_MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** Spaces are tolerated ('123 456 789 00015'); what remains must be exactly 14 digits. */
export const siretSchema = filledText(AUTH_MESSAGES.siretRequired)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{14}$/, AUTH_MESSAGES.siretFormat)
      // The check key (Luhn; La Poste's own series) refuses a mistyped number.
      .refine((s) => !/^\d{14}$/.test(s) || isValidSiret(s), AUTH_MESSAGES.siretKey),
  );

/** A new password (registration, reset, change): required, at least 6 characters. Never trimmed. */
function newPasswordField(requiredMessage: string) {
  return (
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      // Not min(6): an empty field shows only 'requis', not both messages.
      .refine((s) => s.length === 0 || s.length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH))
  );
}

/** An existing password (login, current password): only required, old accounts keep working. */
function existingPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH));
}

const confirmPasswordField = z
  .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
  .min(1, AUTH_MESSAGES.confirmPasswordRequired);

// ——— Payloads sent to the server (part 1 §3 'Payloads', §7) ———

/** POST /auth/register: confirmPassword is not sent. */
export const registerInputSchema = z.object({
  company: requiredText(AUTH_MESSAGES.companyRequired, 200),
  siret: siretSchema,
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, 100),
  email: emailSchema,
  password: newPasswordField(AUTH_MESSAGES.passwordRequired),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /auth/login. */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: existingPasswordField(AUTH_MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /auth/reset-password: redirectUrl is the confirm page; another origin than the app's is ignored. */
export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  redirectUrl: z.string().max(2000).optional(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** POST /auth/confirm-reset-password: code is the link's token_hash query parameter. */
export const confirmResetPasswordInputSchema = z.object({
  code: filledText(AUTH_MESSAGES.resetTokenMissing).max(200, AUTH_ERROR_MESSAGES.tokenInvalid),
  newPassword: newPasswordField(AUTH_MESSAGES.newPasswordRequired),
});
export type ConfirmResetPasswordInput = z.infer<typeof confirmResetPasswordInputSchema>;

/** POST /auth/update-password. */
export const updatePasswordInputSchema = z.object({
  currentPassword: existingPasswordField(AUTH_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordField(AUTH_MESSAGES.newPasswordRequired),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

/** POST /contact: the landing page's contact form (part 1 §2). */
export const contactInputSchema = z.object({
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, 100),
  email: emailSchema,
  message: requiredText(AUTH_MESSAGES.messageRequired, 5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

// ——— Form schemas: the payloads plus the confirmation field ———

/** Checked only once both fields are valid, so that the form shows one message per field. */
function samePasswords<T extends { confirmPassword: string }>(key: Exclude<keyof T, 'confirmPassword'>) {
  return {
    check: (v: T) => v[key] === v.confirmPassword,
    params: {
      message: AUTH_MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
      when: (payload: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((i) => !i.path?.length || i.path[0] === key || i.path[0] === 'confirmPassword'),
    },
  };
}

const registerMatch = samePasswords<RegisterInput & { confirmPassword: string }>('password');
export const registerFormSchema = registerInputSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(registerMatch.check, registerMatch.params);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The confirm-reset form's fields; the token comes from the page's token_hash query parameter. */
const confirmMatch = samePasswords<{ newPassword: string; confirmPassword: string }>('newPassword');
export const confirmResetFormSchema = z
  .object({
    newPassword: newPasswordField(AUTH_MESSAGES.newPasswordRequired),
    confirmPassword: confirmPasswordField,
  })
  .refine(confirmMatch.check, confirmMatch.params);
export type ConfirmResetForm = z.input<typeof confirmResetFormSchema>;

const updateMatch = samePasswords<UpdatePasswordInput & { confirmPassword: string }>('newPassword');
export const updatePasswordFormSchema = updatePasswordInputSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(updateMatch.check, updateMatch.params);
export type UpdatePasswordForm = z.input<typeof updatePasswordFormSchema>;

/** The login form validates the same payload (the browser only requires both fields). */
export const loginFormSchema = loginInputSchema;
export const resetPasswordFormSchema = resetPasswordInputSchema.pick({ email: true });

// ——— Single sign-on (OpenID Connect) ———

/**
 * POST /auth/sso/complete: a first SSO sign-in asks only what the provider does not give — company and
 * SIRET always, the names when the provider sent none. Same messages as registration (part 1 §5).
 */
export const ssoCompleteInputSchema = registerInputSchema.pick({ company: true, siret: true }).extend({
  firstName: registerInputSchema.shape.firstName.optional(),
  lastName: registerInputSchema.shape.lastName.optional(),
  /** The pending sign-up's token (programs); a browser sends its cookie instead. */
  token: z.string().max(200).optional(),
});
export type SsoCompleteInput = z.infer<typeof ssoCompleteInputSchema>;

/** The completion form: company and SIRET, plus the names when the provider did not give them. */
export const ssoCompleteFormSchema = registerInputSchema.pick({
  company: true,
  siret: true,
  firstName: true,
  lastName: true,
});
export type SsoCompleteForm = z.input<typeof ssoCompleteFormSchema>;
