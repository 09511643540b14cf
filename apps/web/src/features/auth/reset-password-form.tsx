import { RESET_LINK_VALIDITY_MS, resetPasswordFormSchema } from '@courant/domain';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from './form-alert.tsx';

const FAILURE = "Impossible d'envoyer l'email. Veuillez réessayer.";
const VALIDITY_HOURS = RESET_LINK_VALIDITY_MS / 3_600_000;

/** Part 1 §2 reset request: the e-mail carries a link to the confirm page of this site. */
export function ResetPasswordForm() {
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(resetPasswordFormSchema, { email: '' });

  const send = async (email: string) => {
    setServerError(null);
    try {
      await resetPassword.mutateAsync({
        email,
        redirectUrl: `${window.location.origin}/auth/confirm-reset-password`,
      });
      setSentTo(email);
    } catch (error) {
      setServerError(errorMessage(error, FAILURE));
    }
  };

  if (sentTo) {
    return (
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconMailCheck size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} size="h2">
          Email envoyé !
        </Title>
        <Text>
          Si un compte existe pour <strong>{sentTo}</strong>, vous allez recevoir un lien pour choisir un
          nouveau mot de passe.
        </Text>
        <Text size="sm" c="dimmed">
          Ce lien expire dans {VALIDITY_HOURS} heure. Pensez à vérifier vos courriers indésirables.
        </Text>
        <FormAlert message={serverError} />
        <Button variant="light" fullWidth loading={resetPassword.isPending} onClick={() => void send(sentTo)}>
          Renvoyer l'email
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          Retour à la connexion
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Mot de passe oublié
        </Title>
        <Text c="dimmed" size="sm">
          Indiquez l'adresse email de votre compte : nous vous enverrons un lien de réinitialisation.
        </Text>
      </Stack>
      <FormAlert message={serverError} />
      <form onSubmit={form.onSubmit(({ email }) => void send(email))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Adresse email"
            type="email"
            autoComplete="email"
            required
            placeholder="vous@entreprise.fr"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth size="md" loading={resetPassword.isPending}>
            Envoyer le lien
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          Retour à la connexion
        </Anchor>
      </Text>
    </Stack>
  );
}
