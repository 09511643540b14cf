import { AUTH_MESSAGES, confirmResetFormSchema } from '@courant/domain';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from './form-alert.tsx';

/** Part 1 §2 confirm reset: the token is the link's token_hash; success returns to login. */
export function ConfirmResetPasswordForm({ tokenHash }: { tokenHash: string | undefined }) {
  const navigate = useNavigate();
  const confirmReset = trpc.auth.confirmResetPassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(confirmResetFormSchema, { newPassword: '', confirmPassword: '' });

  const submit = form.onSubmit(async ({ newPassword }) => {
    if (!tokenHash) return;
    setServerError(null);
    try {
      await confirmReset.mutateAsync({ code: tokenHash, newPassword });
      notifications.show({
        color: 'green',
        title: 'Mot de passe modifié',
        message: 'Vous pouvez vous connecter avec votre nouveau mot de passe.',
      });
      await navigate({ to: '/auth/login', replace: true });
    } catch (error) {
      setServerError(errorMessage(error, 'Échec de la réinitialisation. Veuillez réessayer.'));
    }
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Nouveau mot de passe
        </Title>
        <Text c="dimmed" size="sm">
          Choisissez un nouveau mot de passe pour votre compte.
        </Text>
      </Stack>
      <FormAlert message={tokenHash ? serverError : AUTH_MESSAGES.resetTokenMissing} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nouveau mot de passe"
            autoComplete="new-password"
            required
            description="6 caractères minimum"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth size="md" disabled={!tokenHash} loading={confirmReset.isPending}>
            Réinitialiser le mot de passe
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/reset-password">
          Demander un nouveau lien
        </Anchor>
      </Text>
    </Stack>
  );
}
