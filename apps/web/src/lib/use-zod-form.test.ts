import { AUTH_MESSAGES, registerFormSchema } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './use-zod-form.ts';

const VALID = {
  company: 'Électricité Martin',
  siret: '12345678901237',
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@exemple.fr',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function errorsOf(values: Record<string, string>) {
  const result = registerFormSchema.safeParse(values);
  if (result.success) return {};
  return zodFieldErrors<typeof VALID>(result.error);
}

describe('zodFieldErrors', () => {
  it('gives one message per field, the first the schema reports', () => {
    const errors = errorsOf({ ...VALID, siret: '', email: 'x', password: '123' });
    expect(errors).toEqual({
      siret: AUTH_MESSAGES.siretRequired,
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordMin,
    });
  });

  it('puts the mismatch under the confirmation field', () => {
    expect(errorsOf({ ...VALID, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordsMismatch,
    });
  });
});
