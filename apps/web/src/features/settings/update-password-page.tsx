import { updatePasswordFormSchema } from '@courant/domain';
import { Anchor, Card, Container, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAuth, useRefreshSession } from '../../lib/auth.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { PasswordField, SubmitButton } from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';
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
  const form = useServerForm(updatePasswordFormSchema, EMPTY, {
    fallback: 'Échec de la modification. Veuillez réessayer.',
    submit: async ({ currentPassword, newPassword }) => {
      if (!user) return;
      await updatePassword.mutateAsync({ currentPassword, newPassword });
      await login.mutateAsync({ email: user.email, password: newPassword });
      await refreshSession();
      notifications.show({
        color: 'green',
        title: 'Mot de passe modifié',
        message: 'Votre mot de passe a été mis à jour.',
      });
      await navigate({ to: '/dashboard' });
    },
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
          <ServerForm form={form}>
            <PasswordField kind="current" {...form.getInputProps('currentPassword')} />
            <PasswordField kind="new" {...form.getInputProps('newPassword')} />
            <PasswordField
              kind="confirm"
              label="Confirmer le nouveau mot de passe"
              {...form.getInputProps('confirmPassword')}
            />
            <SubmitButton fullWidth={false} size="sm" loading={form.pending}>
              Modifier le mot de passe
            </SubmitButton>
          </ServerForm>
        </Stack>
      </Card>
    </Container>
  );
}
