import { registerFormSchema } from '@courant/domain';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRefreshSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from './form-alert.tsx';

/** Part 1 §5: the SIRET input keeps digits only and stops at 14. */
export function cleanSiret(value: string): string {
  return value.replace(/\D/g, '').slice(0, 14);
}

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
  const register = trpc.auth.register.useMutation();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(registerFormSchema, EMPTY);

  const submit = form.onSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setPending(true);
    setServerError(null);
    try {
      // Part 1 §3: confirmPassword is not sent.
      await register.mutateAsync(input);
      await refreshSession();
      await navigate({ to: '/dashboard', replace: true });
    } catch (error) {
      setServerError(errorMessage(error, "Échec de l'inscription. Veuillez réessayer."));
    } finally {
      setPending(false);
    }
  });

  const siret = form.getInputProps('siret');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Créer un compte
        </Title>
        <Text c="dimmed" size="sm">
          Quelques informations sur votre entreprise pour commencer.
        </Text>
      </Stack>
      <FormAlert message={serverError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nom de la société"
            autoComplete="organization"
            required
            {...form.getInputProps('company')}
          />
          <TextInput
            label="Numéro SIRET"
            inputMode="numeric"
            required
            description="14 chiffres"
            {...siret}
            onChange={(event) => form.setFieldValue('siret', cleanSiret(event.currentTarget.value))}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Prénom"
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput label="Nom" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Adresse email"
            type="email"
            autoComplete="email"
            required
            placeholder="vous@entreprise.fr"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Mot de passe"
            autoComplete="new-password"
            required
            description="6 caractères minimum"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth size="md" loading={pending}>
            S'inscrire
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Déjà inscrit ?{' '}
        <Anchor component={Link} to="/auth/login">
          Se connecter
        </Anchor>
      </Text>
    </Stack>
  );
}
