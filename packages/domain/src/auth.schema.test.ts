import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  confirmResetFormSchema,
  confirmResetPasswordInputSchema,
  contactInputSchema,
  loginInputSchema,
  registerFormSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordFormSchema,
  updatePasswordInputSchema,
} from './auth.schema.ts';

const validRegister = {
  company: 'Martin Électricité',
  siret: '12345678901237',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  password: 'secret1',
};

/** The messages of the issues, per field: what a form shows under each input. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('registerInputSchema (part 1 §5 Register)', () => {
  it('accepts a complete registration, lower-cases the e-mail and strips SIRET spaces', () => {
    const parsed = registerInputSchema.parse({
      ...validRegister,
      email: '  Camille@Example.FR ',
      siret: '123 456 789 01237',
    });
    expect(parsed.email).toBe('camille@example.fr');
    expect(parsed.siret).toBe('12345678901237');
  });

  it('gives one required message per missing field', () => {
    expect(messages(registerInputSchema.safeParse({}))).toEqual({
      company: [AUTH_MESSAGES.companyRequired],
      siret: [AUTH_MESSAGES.siretRequired],
      firstName: [AUTH_MESSAGES.firstNameRequired],
      lastName: [AUTH_MESSAGES.lastNameRequired],
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
    });
    const blanks = Object.fromEntries(Object.keys(validRegister).map((k) => [k, '  ']));
    expect(messages(registerInputSchema.safeParse(blanks)).company).toEqual([AUTH_MESSAGES.companyRequired]);
    expect(messages(registerInputSchema.safeParse(blanks)).email).toEqual([AUTH_MESSAGES.emailRequired]);
  });

  it.each([
    ['siret', '1234567890123', 'Le SIRET doit contenir exactement 14 chiffres'],
    ['siret', '1234567890123A', 'Le SIRET doit contenir exactement 14 chiffres'],
    ['siret', '73282932000075', 'Le numéro SIRET n’est pas valide (clé de contrôle incorrecte)'],
    ['email', 'camille@', 'L’adresse email n’est pas valide'],
    ['email', 'camille.example.fr', 'L’adresse email n’est pas valide'],
    ['password', '12345', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['password', '', 'Le mot de passe est requis'],
    ['firstName', 'a\u0000b', 'Ce champ contient des caractères non autorisés'],
    ['lastName', 'x'.repeat(101), 'Ce champ ne doit pas dépasser 100 caractères'],
  ])('refuses %s = %j with “%s”', (field, value, message) => {
    expect(messages(registerInputSchema.safeParse({ ...validRegister, [field]: value }))).toEqual({
      [field]: [message],
    });
  });
});

describe('form schemas with confirmation', () => {
  it('registerFormSchema reports a mismatch on confirmPassword only', () => {
    const result = registerFormSchema.safeParse({ ...validRegister, confirmPassword: 'secret2' });
    expect(messages(result)).toEqual({ confirmPassword: ['Les mots de passe ne correspondent pas'] });
    expect(registerFormSchema.safeParse({ ...validRegister, confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('requires the confirmation and does not add a mismatch on top of another error', () => {
    expect(messages(registerFormSchema.safeParse({ ...validRegister, confirmPassword: '' }))).toEqual({
      confirmPassword: ['La confirmation du mot de passe est requise'],
    });
    expect(
      messages(
        registerFormSchema.safeParse({ ...validRegister, password: '123', confirmPassword: '1234567' }),
      ),
    ).toEqual({
      password: ['Le mot de passe doit contenir au moins 6 caractères'],
    });
  });

  it('still reports the mismatch when an unrelated field is invalid', () => {
    const result = registerFormSchema.safeParse({
      ...validRegister,
      company: '',
      confirmPassword: 'other12',
    });
    expect(messages(result)).toEqual({
      company: ['Le nom de la société est requis'],
      confirmPassword: ['Les mots de passe ne correspondent pas'],
    });
  });

  it('answers a non-object with a validation issue, never an exception', () => {
    for (const junk of [null, 'text', 42, [], undefined]) {
      expect(registerFormSchema.safeParse(junk).success).toBe(false);
      expect(updatePasswordFormSchema.safeParse(junk).success).toBe(false);
    }
  });

  it('confirmResetFormSchema and updatePasswordFormSchema use the new-password messages', () => {
    expect(messages(confirmResetFormSchema.safeParse({ newPassword: '', confirmPassword: '' }))).toEqual({
      newPassword: ['Le nouveau mot de passe est requis'],
      confirmPassword: ['La confirmation du mot de passe est requise'],
    });
    expect(
      messages(confirmResetFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({
      confirmPassword: ['Les mots de passe ne correspondent pas'],
    });
    expect(
      messages(
        updatePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'abc',
          confirmPassword: 'abc',
        }),
      ),
    ).toEqual({
      currentPassword: ['Le mot de passe actuel est requis'],
      newPassword: ['Le mot de passe doit contenir au moins 6 caractères'],
    });
  });
});

describe('server payloads', () => {
  it('login requires e-mail and password but no minimum length', () => {
    expect(loginInputSchema.safeParse({ email: 'a@b.fr', password: 'x' }).success).toBe(true);
    expect(messages(loginInputSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['L’adresse email est requise'],
      password: ['Le mot de passe est requis'],
    });
  });

  it('reset request takes an e-mail and an optional redirectUrl', () => {
    expect(resetPasswordInputSchema.parse({ email: 'A@B.fr' })).toEqual({ email: 'a@b.fr' });
    expect(messages(resetPasswordInputSchema.safeParse({ email: 'nope' }))).toEqual({
      email: ['L’adresse email n’est pas valide'],
    });
  });

  it.each([
    [
      'confirm reset needs the token and a new password of 6 characters',
      confirmResetPasswordInputSchema,
      { newPassword: '123' },
      {
        code: ['Token de réinitialisation manquant'],
        newPassword: ['Le mot de passe doit contenir au moins 6 caractères'],
      },
    ],
    [
      'update password needs the current one',
      updatePasswordInputSchema,
      { newPassword: 'abcdef' },
      { currentPassword: ['Le mot de passe actuel est requis'] },
    ],
    [
      'contact needs every field',
      contactInputSchema,
      { email: 'x' },
      {
        firstName: ['Le prénom est requis'],
        lastName: ['Le nom est requis'],
        email: ['L’adresse email n’est pas valide'],
        message: ['Le message est requis'],
      },
    ],
  ] as const)('%s', (_, schema, input, refused) => {
    expect(messages(schema.safeParse(input))).toEqual(refused);
  });
});
