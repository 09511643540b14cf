import { updatePasswordFormSchema } from '@courant/domain';
import { Anchor, Button, Card, Container, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth, useRefreshSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { PageHeader } from '../shell/page-header.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Part 1 §4: a password change is followed by a login with the e-mail and the new password and a session
 * refresh, then /dashboard.
 */
export function UpdatePasswordPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const updatePassword = trpc.auth.updatePassword.useMutation();
  const login = trpc.auth.login.useMutation();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(updatePasswordFormSchema, EMPTY);

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    if (!user) return;
    setPending(true);
    setServerError(null);
    try {
      await updatePassword.mutateAsync({ currentPassword, newPassword });
      await login.mutateAsync({ email: user.email, password: newPassword });
      await refreshSession();
      notifications.show({
        color: 'green',
        title: 'Mot de passe modifié',
        message: 'Votre mot de passe a été mis à jour.',
      });
      await navigate({ to: '/dashboard' });
    } catch (error) {
      setServerError(errorMessage(error, 'Échec de la modification. Veuillez réessayer.'));
    } finally {
      setPending(false);
    }
  });

  return (
    <Container size="xs" px={0}>
      <Anchor component={Link} to="/dashboard" size="sm" mb="md" display="inline-block">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          Retour au tableau de bord
        </Group>
      </Anchor>
      <PageHeader
        title="Modifier le mot de passe"
        description="Vous serez reconnecté avec le nouveau mot de passe."
      />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <FormAlert message={serverError} />
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label="Mot de passe actuel"
                autoComplete="current-password"
                required
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput
                label="Nouveau mot de passe"
                autoComplete="new-password"
                required
                description="6 caractères minimum"
                {...form.getInputProps('newPassword')}
              />
              <PasswordInput
                label="Confirmer le nouveau mot de passe"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" loading={pending}>
                Modifier le mot de passe
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card>
    </Container>
  );
}
