import { loginFormSchema } from '@courant/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { followHref, useRefreshSession } from '../../lib/auth.tsx';
import { isServerError } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from './form-alert.tsx';

/** Part 1 §2 login: success goes to /dashboard, or back to the page that asked for a login (`from`). */
export function LoginForm({ from }: { from: string | undefined }) {
  const navigate = useNavigate();
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const login = trpc.auth.login.useMutation();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(loginFormSchema, { email: '', password: '' });

  const submit = form.onSubmit(async (input) => {
    setPending(true);
    setServerError(null);
    try {
      await login.mutateAsync(input);
      await refreshSession();
      if (from) followHref(router, from);
      else await navigate({ to: '/dashboard', replace: true });
    } catch (error) {
      // Part 1 §8: the server's message in the red box; without one, a toast.
      if (isServerError(error) && error instanceof Error && error.message) setServerError(error.message);
      else notifications.show({ color: 'red', title: 'Erreur', message: 'Impossible de se connecter' });
    } finally {
      setPending(false);
    }
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Connexion
        </Title>
        <Text c="dimmed" size="sm">
          Accédez à vos projets d'installation électrique.
        </Text>
      </Stack>
      <FormAlert message={serverError} />
      {/* Part 1 §5: e-mail and password are required by the browser. */}
      <form onSubmit={submit}>
        <Stack gap="md">
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
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/reset-password" size="sm">
              Mot de passe oublié ?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={false} disabled={pending}>
            {pending ? 'Connexion...' : 'Se connecter'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/register">
          Pas encore inscrit ?
        </Anchor>
      </Text>
    </Stack>
  );
}
