import { registerFormSchema } from '@courant/domain';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRefreshSession } from '../../lib/auth.tsx';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import {
  EmailField,
  FormFooterLink,
  FormHeading,
  PasswordField,
  PersonNameFields,
  SubmitButton,
} from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';
import { CompanyFields } from './company-fields.tsx';
import { SsoButtons } from './sso-buttons.tsx';

const EMPTY = {
  company: '',
  siret: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Part 1 §2 register: the account is signed in straight after and lands on /dashboard. */
export function RegisterForm() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const register = useMutation({ mutationFn: publicApi.register });
  const [ssoMessage, setSsoMessage] = useState<string | null>(null);
  const form = useServerForm(registerFormSchema, EMPTY, {
    fallback: 'Échec de l’inscription. Veuillez réessayer.',
    submit: async ({ confirmPassword: _confirm, ...input }) => {
      // Part 1 §3: confirmPassword is not sent.
      await register.mutateAsync(input);
      await refreshSession();
      await navigate({ to: '/dashboard', replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <FormHeading title="Créer un compte">
        Quelques informations sur votre entreprise pour commencer.
      </FormHeading>
      <ServerForm form={form} alert={form.serverError ?? ssoMessage}>
        <CompanyFields form={form} />
        <PersonNameFields
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
        />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField kind="new" label="Mot de passe" {...form.getInputProps('password')} />
        <PasswordField kind="confirm" {...form.getInputProps('confirmPassword')} />
        <SubmitButton loading={form.pending}>S’inscrire</SubmitButton>
      </ServerForm>
      <SsoButtons from={undefined} onError={setSsoMessage} />
      <FormFooterLink to="/auth/login" lead="Déjà inscrit ?">
        Se connecter
      </FormFooterLink>
    </Stack>
  );
}
