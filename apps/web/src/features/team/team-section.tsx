import { formatDate, ROLE_LABELS } from '@courant/domain';
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconTrash, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useAuth, useRefreshSession } from '../../lib/auth.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { confirmFirst } from '../../ui/confirm.tsx';
import { IconAction } from '../../ui/icon-action.tsx';

const NBSP = '\u00a0';
const ROLE_OPTIONS = [
  { value: 'member', label: ROLE_LABELS.member },
  { value: 'admin', label: ROLE_LABELS.admin },
];
type AssignableRole = 'admin' | 'member';

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

/**
 * Settings 'Équipe' (issue 21): the members and their roles, the pending invitations, an invitation
 * form, the plan and its jetons. The owner and admins manage; everyone sees.
 */
export function TeamSection() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const members = trpc.team.members.useQuery();
  const invitations = trpc.team.invitations.useQuery();
  const plan = trpc.team.plan.useQuery();
  const invite = trpc.team.invite.useMutation();
  const changeRole = trpc.team.changeRole.useMutation();
  const removeMember = trpc.team.removeMember.useMutation();
  const revoke = trpc.team.revokeInvitation.useMutation();
  const leave = trpc.team.leave.useMutation();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [inviteError, setInviteError] = useState<string | null>(null);

  const me = members.data?.find((m) => m.id === user?.id);
  const manages = me?.role === 'owner' || me?.role === 'admin';

  const refresh = () =>
    Promise.all([
      utils.team.members.invalidate(),
      utils.team.invitations.invalidate(),
      utils.team.plan.invalidate(),
    ]);

  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: errorMessage(error, 'Veuillez réessayer.') });

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    setInviteError(null);
    try {
      await invite.mutateAsync({ email, role });
      notifications.show({
        color: 'green',
        title: 'Invitation envoyée',
        message: `Un lien a été envoyé à ${email}.`,
      });
      setEmail('');
      await refresh();
    } catch (error) {
      setInviteError(errorMessage(error, 'L’invitation n’a pas pu être envoyée.'));
    }
  };

  const onRemove = (member: { id: string; firstName: string; lastName: string }) =>
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
      () =>
        void removeMember
          .mutateAsync({ userId: member.id })
          .then(refresh)
          .catch(failed('Retrait impossible')),
    );

  const onLeave = () =>
    confirmFirst(
      true,
      {
        title: 'Quitter l’entreprise',
        body: (
          <>
            Vous n’aurez plus accès aux projets de l’entreprise{NBSP}; ils restent à l’entreprise. Votre
            compte continue avec une entreprise à votre nom.
          </>
        ),
        confirm: 'Quitter',
      },
      () =>
        void leave
          .mutateAsync()
          .then(async () => {
            await utils.invalidate();
            await refreshSession();
            await navigate({ to: '/dashboard' });
          })
          .catch(failed('Impossible de quitter l’entreprise')),
    );

  return (
    <Stack gap="md">
      {plan.data ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            Offre <strong>{plan.data.planName}</strong> · {members.data?.length ?? '…'} sur {plan.data.users}
            {NBSP}utilisateur{plan.data.users > 1 ? 's' : ''} · {plan.data.jetons.left} sur{' '}
            {plan.data.jetons.allowance}
            {NBSP}jetons restants ce mois-ci
          </Text>
          <Button component={Link} to="/pricing" variant="default" size="xs">
            Voir les offres
          </Button>
        </Group>
      ) : null}

      <TeamList label="Membres">
        {(members.data ?? []).map((member) => {
          const self = member.id === user?.id;
          const editable = manages && !self && member.role !== 'owner';
          return (
            <TeamRow
              key={member.id}
              actions={
                <Group gap="xs" wrap="nowrap">
                  {editable ? (
                    <Select
                      aria-label={`Rôle de ${member.firstName} ${member.lastName}`}
                      data={ROLE_OPTIONS}
                      value={member.role}
                      allowDeselect={false}
                      w={170}
                      onChange={(value) =>
                        value &&
                        void changeRole
                          .mutateAsync({ userId: member.id, role: value as AssignableRole })
                          .then(refresh)
                          .catch(failed('Rôle non modifié'))
                      }
                    />
                  ) : (
                    <Badge variant="light" color={member.role === 'owner' ? 'grape' : 'blue'}>
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                  {editable ? (
                    <IconAction
                      tooltip="Retirer de l’entreprise"
                      label={`Retirer ${member.firstName} ${member.lastName}`}
                      icon={IconTrash}
                      color="red"
                      onClick={() => onRemove(member)}
                    />
                  ) : null}
                </Group>
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

      {(invitations.data ?? []).length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h6">
            Invitations en attente
          </Title>
          <TeamList label="Invitations en attente">
            {(invitations.data ?? []).map((invitation) => (
              <TeamRow
                key={invitation.id}
                actions={
                  manages ? (
                    <IconAction
                      tooltip="Annuler l’invitation"
                      label={`Annuler l’invitation de ${invitation.email}`}
                      icon={IconX}
                      color="red"
                      onClick={() =>
                        void revoke
                          .mutateAsync({ id: invitation.id })
                          .then(refresh)
                          .catch(failed('Invitation non annulée'))
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
      ) : null}

      {manages ? (
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
              <Button type="submit" loading={invite.isPending} leftSection={<IconMailForward size={16} />}>
                Envoyer l’invitation
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Le lien reçu par email est valable 7{NBSP}jours et ne sert qu’une fois.
            </Text>
          </Stack>
        </form>
      ) : null}

      {me && me.role !== 'owner' ? (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={onLeave}>
            Quitter l’entreprise
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
