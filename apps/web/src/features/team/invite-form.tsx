import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { ROLE_OPTIONS } from './team-lists.tsx';
import type { AssignableRole, Team } from './use-team.ts';

const NBSP = '\u00a0';

/** 'Inviter un membre': an email and a role; the server's refusal shows above the fields. */
export function InviteForm({ team }: { team: Team }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [inviteError, setInviteError] = useState<string | null>(null);

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    setInviteError(null);
    try {
      await team.invite(email, role);
      notifications.show({
        color: 'green',
        title: 'Invitation envoyée',
        message: `Un lien a été envoyé à ${email}.`,
      });
      setEmail('');
      await team.refresh();
    } catch (error) {
      setInviteError(errorMessage(error, 'L’invitation n’a pas pu être envoyée.'));
    }
  };

  return (
    <form onSubmit={(event) => void onInvite(event)} noValidate aria-label="Inviter un membre">
      <Stack gap="xs">
        <Title order={3} size="h6">
          Inviter un membre
        </Title>
        {inviteError ? (
          <Alert color="red" role="alert">
            {inviteError}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Adresse email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Rôle"
            data={ROLE_OPTIONS}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as AssignableRole)}
            w={170}
          />
          <Button type="submit" loading={team.inviting} leftSection={<IconMailForward size={16} />}>
            Envoyer l’invitation
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Le lien reçu par email est valable 7{NBSP}jours et ne sert qu’une fois.
        </Text>
      </Stack>
    </form>
  );
}
