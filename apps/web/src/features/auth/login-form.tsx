import { loginFormSchema } from '@courant/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { followHref, useRefreshSession } from '../../lib/auth.tsx';
import { isServerError } from '../../lib/error-message.ts';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import {
  EmailField,
  FormFooterLink,
  FormHeading,
  PasswordField,
  SubmitButton,
} from '../../ui/form/form-fields.tsx';
import { ServerForm } from '../../ui/form/server-form.tsx';
import { SsoButtons } from './sso-buttons.tsx';

const EMPTY = { email: '', password: '' };

/**
 * Part 1 §2 login: success goes to /dashboard, or back to the page that asked for a login (`from`).
 * `ssoError` is the code an SSO sign-in came back with (`?error=`), described in French by the server.
 */
function LoginForm({ from, ssoError }: { from: string | undefined; ssoError?: string | undefined }) {
  const navigate = useNavigate();
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const login = useMutation({ mutationFn: publicApi.login });
  const form = useServerForm(loginFormSchema, EMPTY, {
    fallback: 'Impossible de se connecter',
    submit: async (input) => {
      await login.mutateAsync(input);
      await refreshSession();
      if (from) followHref(router, from);
      else await navigate({ to: '/dashboard', replace: true });
    },
    // Part 1 §8: the server's message in the red box; without one, a toast.
    messageOf: (error) => {
      if (isServerError(error) && error instanceof Error && error.message) return error.message;
      notifications.show({ color: 'red', title: 'Erreur', message: 'Impossible de se connecter' });
      return null;
    },
  });

  const described = useQuery({
    queryKey: ['auth', 'error', ssoError],
    queryFn: () => publicApi.describeError({ error: ssoError }),
    enabled: Boolean(ssoError),
  });
  // undefined: no SSO button was used here yet, so the message of the `?error=` code shows.
  const [ssoMessage, setSsoMessage] = useState<string | null | undefined>(undefined);
  const ssoAlert = ssoMessage === undefined ? (described.data?.message ?? null) : ssoMessage;

  return (
    <Stack gap="lg">
      <FormHeading title="Connexion">Accédez à vos projets d’installation électrique.</FormHeading>
      {/* Part 1 §5: e-mail and password are required by the browser. */}
      <ServerForm form={form} alert={form.serverError ?? ssoAlert} browserChecks>
        <EmailField {...form.getInputProps('email')} />
        <PasswordField kind="current" label="Mot de passe" {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/reset-password" size="sm">
            Mot de passe oublié ?
          </Anchor>
        </Group>
        <SubmitButton disabled={form.pending}>{form.pending ? 'Connexion…' : 'Se connecter'}</SubmitButton>
      </ServerForm>
      <SsoButtons from={from} onError={setSsoMessage} />
      <FormFooterLink to="/auth/register">Pas encore inscrit ?</FormFooterLink>
    </Stack>
  );
}

/** /auth and /auth/login (part 1 §2): the form, told where to go back and why an SSO sign-in failed. */
export function LoginPage() {
  const { from, error } = useSearch({ strict: false }) as { from?: string; error?: string };
  return <LoginForm from={from} ssoError={error} />;
}
