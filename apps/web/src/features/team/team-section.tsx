import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { confirmFirst } from '../../ui/confirm.tsx';
import { InviteForm } from './invite-form.tsx';
import { InvitationList, MemberList, notifyFailure } from './team-lists.tsx';
import { type Team, useTeam } from './use-team.ts';

const NBSP = '\u00a0';

/**
 * Settings 'Équipe': the members and their roles, the pending invitations, an invitation form, the
 * plan and its jetons. The owner and admins manage; everyone sees.
 */
export function TeamSection() {
  const team = useTeam();
  return (
    <Stack gap="md">
      <PlanLine team={team} />
      <MemberList team={team} />
      <InvitationList team={team} />
      {team.manages ? <InviteForm team={team} /> : null}
      {team.me && team.me.role !== 'owner' ? <LeaveButton team={team} /> : null}
    </Stack>
  );
}

/** The plan, its seats and the jetons left this month, with a link to the offers. */
function PlanLine({ team }: { team: Team }) {
  const { plan } = team;
  if (!plan) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">
        Offre <strong>{plan.planName}</strong> · {team.memberCount ?? '…'} sur {plan.users}
        {NBSP}utilisateur{plan.users > 1 ? 's' : ''} · {plan.jetons.left} sur {plan.jetons.allowance}
        {NBSP}jetons restants ce mois-ci
      </Text>
      <Button component={Link} to="/pricing" variant="default" size="xs">
        Voir les offres
      </Button>
    </Group>
  );
}

function LeaveButton({ team }: { team: Team }) {
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
      () => void team.leave().catch(notifyFailure('Impossible de quitter l’entreprise')),
    );
  return (
    <Group justify="flex-end">
      <Button variant="subtle" color="red" onClick={onLeave}>
        Quitter l’entreprise
      </Button>
    </Group>
  );
}
