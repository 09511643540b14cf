import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { clearSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';

/**
 * Ends every session of the account (a lost phone, a shared computer), this one included; the
 * user then signs in again. Unlike the ordinary logout, a failure is shown: the other devices may still
 * be signed in.
 */
export function SignOutEverywhere() {
  const signOut = trpc.auth.signoutEverywhere.useMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
    } catch (failure) {
      setError(errorMessage(failure, 'Impossible de fermer les sessions. Veuillez réessayer.'));
      return;
    }
    // As the ordinary logout: leave the signed-in area first, then forget the user (part 1 §4).
    await navigate({ to: '/' });
    clearSession(queryClient);
    notifications.show({
      color: 'green',
      title: 'Sessions fermées',
      message: 'Vous avez été déconnecté de tous les appareils.',
    });
  };

  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <Group justify="space-between" gap="md">
        <Text c="dimmed" size="sm" maw={480}>
          Fermez votre session sur tous les appareils où votre compte est connecté, celui-ci compris.
        </Text>
        <Button variant="light" color="red" loading={signOut.isPending} onClick={() => void run()}>
          Se déconnecter de tous les appareils
        </Button>
      </Group>
    </Stack>
  );
}
