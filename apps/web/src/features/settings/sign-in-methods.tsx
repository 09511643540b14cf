import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/**
 * The security section of the settings: the password, and the identity providers linked to the account.
 * An account created by SSO has no password: it gets one through a reset e-mail (owning the mailbox), and
 * cannot unlink its last provider until then.
 */
export function SignInMethods({ email }: { email: string }) {
  const utils = trpc.useUtils();
  const methods = trpc.auth.sso.identities.useQuery();
  const unlink = trpc.auth.sso.unlink.useMutation();
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const [error, setError] = useState<string | null>(null);
  const hasPassword = methods.data?.hasPassword ?? true;
  const identities = methods.data?.identities ?? [];

  const remove = async (id: string, name: string) => {
    setError(null);
    try {
      await unlink.mutateAsync({ id });
      await utils.auth.sso.identities.invalidate();
      notifications.show({ color: 'green', message: `${name}\u00a0: fournisseur délié.` });
    } catch (failure) {
      setError(errorMessage(failure, 'Impossible de délier ce fournisseur. Veuillez réessayer.'));
    }
  };

  const sendPasswordLink = async () => {
    setError(null);
    try {
      await resetPassword.mutateAsync({
        email,
        redirectUrl: `${window.location.origin}/auth/confirm-reset-password`,
      });
      notifications.show({
        color: 'green',
        title: 'Email envoyé\u00a0!',
        message: `Un lien pour choisir votre mot de passe a été envoyé à ${email}.`,
      });
    } catch (failure) {
      setError(errorMessage(failure, 'Impossible d’envoyer l’email. Veuillez réessayer.'));
    }
  };

  return (
    <Stack gap="md">
      <FormAlert message={error} />
      {hasPassword ? (
        <Group justify="space-between" gap="md">
          <Text c="dimmed" size="sm">
            Modifiez le mot de passe utilisé pour vous connecter.
          </Text>
          <Button component={Link} to="/update-password" variant="light">
            Modifier le mot de passe
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" gap="md">
          <Text c="dimmed" size="sm" maw={480}>
            Votre compte n’a pas de mot de passe : vous vous connectez avec votre fournisseur d’identité.
            Recevez un lien par email pour en définir un.
          </Text>
          <Button variant="light" loading={resetPassword.isPending} onClick={() => void sendPasswordLink()}>
            Définir un mot de passe
          </Button>
        </Group>
      )}
      {identities.length > 0 ? (
        <>
          <Divider />
          <Text fw={600} size="sm">
            Fournisseurs d’identité liés
          </Text>
          {identities.map((identity) => (
            <Group key={identity.id} justify="space-between" gap="md" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={500}>{identity.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {identity.email} · lié le {dateFormat.format(new Date(identity.createdAt))}
                </Text>
              </div>
              <Button
                variant="default"
                color="red"
                disabled={!hasPassword}
                title={hasPassword ? undefined : 'Définissez d’abord un mot de passe'}
                loading={unlink.isPending && unlink.variables?.id === identity.id}
                onClick={() => void remove(identity.id, identity.name)}
                aria-label={`Délier ${identity.name}`}
              >
                Délier
              </Button>
            </Group>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
