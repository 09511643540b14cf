import { formatDate, ROLE_LABELS } from '@courant/domain';
import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { IconAction } from '../../ui/icon-action.tsx';
import type { AssignableRole, Team, TeamInvitation, TeamMember } from './use-team.ts';

export const ROLE_OPTIONS = [
  { value: 'member', label: ROLE_LABELS.member },
  { value: 'admin', label: ROLE_LABELS.admin },
];

/** A failed change, told in a red notification. */
export const notifyFailure = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error, 'Veuillez réessayer.') });

/** The members, or the pending invitations, as a list without bullets. */
function TeamList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** A member or an invitation: who (and a line under it) on the left, the actions on the right. */
function TeamRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0 }}>{children}</div>
      {actions}
    </Group>
  );
}

/** The members with their roles; a manager changes or removes anyone but the owner and themselves. */
export function MemberList({ team }: { team: Team }) {
  return (
    <TeamList label="Membres">
      {team.members.map((member) => {
        const self = member.id === team.userId;
        return (
          <TeamRow
            key={member.id}
            actions={
              <MemberActions
                member={member}
                team={team}
                editable={team.manages && !self && member.role !== 'owner'}
              />
            }
          >
            <Text fw={600} truncate>
              {member.firstName} {member.lastName}
              {self ? ' (vous)' : ''}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
          </TeamRow>
        );
      })}
    </TeamList>
  );
}

function MemberActions({ member, team, editable }: { member: TeamMember; team: Team; editable: boolean }) {
  const name = `${member.firstName} ${member.lastName}`;
  if (!editable)
    return (
      <Badge variant="light" color={member.role === 'owner' ? 'grape' : 'blue'}>
        {ROLE_LABELS[member.role]}
      </Badge>
    );
  const onRemove = () =>
    confirmFirst(
      true,
      {
        title: 'Retirer ce membre',
        body: (
          <>
            {member.firstName} {member.lastName} n’aura plus accès aux projets de l’entreprise. Ses projets
            restent à l’entreprise.
          </>
        ),
        confirm: 'Retirer',
      },
      () => void team.removeMember(member.id).catch(notifyFailure('Retrait impossible')),
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={`Rôle de ${name}`}
        data={ROLE_OPTIONS}
        value={member.role}
        allowDeselect={false}
        w={170}
        onChange={(value) =>
          value &&
          void team.changeRole(member.id, value as AssignableRole).catch(notifyFailure('Rôle non modifié'))
        }
      />
      <IconAction
        tooltip="Retirer de l’entreprise"
        label={`Retirer ${name}`}
        icon={IconTrash}
        color="red"
        onClick={onRemove}
      />
    </Group>
  );
}

/** The invitations not yet accepted; a manager may cancel them. */
export function InvitationList({ team }: { team: Team }) {
  if (team.invitations.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        Invitations en attente
      </Title>
      <TeamList label="Invitations en attente">
        {team.invitations.map((invitation: TeamInvitation) => (
          <TeamRow
            key={invitation.id}
            actions={
              team.manages ? (
                <IconAction
                  tooltip="Annuler l’invitation"
                  label={`Annuler l’invitation de ${invitation.email}`}
                  icon={IconX}
                  color="red"
                  onClick={() =>
                    void team.revokeInvitation(invitation.id).catch(notifyFailure('Invitation non annulée'))
                  }
                />
              ) : null
            }
          >
            <Text fw={500} truncate>
              {invitation.email}
            </Text>
            <Text size="sm" c="dimmed">
              {ROLE_LABELS[invitation.role]} · valable jusqu’au {formatDate(invitation.expiresAt)}
            </Text>
          </TeamRow>
        ))}
      </TeamList>
    </Stack>
  );
}
