import { useNavigate } from '@tanstack/react-router';
import { useAuth, useRefreshSession } from '../../lib/auth.tsx';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';

export type TeamMember = RouterOutputs['team']['members'][number];
export type TeamInvitation = RouterOutputs['team']['invitations'][number];
export type TeamPlan = RouterOutputs['team']['plan'];
export type AssignableRole = 'admin' | 'member';

/**
 * The company's team as settings show it: members, pending invitations and plan, who manages
 * (the owner and admins), and each change, after which the three lists are read again.
 */
export function useTeam() {
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

  const me = members.data?.find((m) => m.id === user?.id);
  const refresh = () =>
    Promise.all([
      utils.team.members.invalidate(),
      utils.team.invitations.invalidate(),
      utils.team.plan.invalidate(),
    ]);

  return {
    userId: user?.id,
    members: members.data ?? [],
    memberCount: members.data?.length,
    invitations: invitations.data ?? [],
    plan: plan.data,
    me,
    manages: me?.role === 'owner' || me?.role === 'admin',
    inviting: invite.isPending,
    refresh,
    /** Sends the invitation; the caller tells it, then refreshes. */
    invite: async (email: string, role: AssignableRole) => {
      await invite.mutateAsync({ email, role });
    },
    changeRole: async (userId: string, role: AssignableRole) => {
      await changeRole.mutateAsync({ userId, role });
      await refresh();
    },
    removeMember: async (userId: string) => {
      await removeMember.mutateAsync({ userId });
      await refresh();
    },
    revokeInvitation: async (id: string) => {
      await revoke.mutateAsync({ id });
      await refresh();
    },
    /** Leaves the company: everything cached belonged to it, so all is read again. */
    leave: async () => {
      await leave.mutateAsync();
      await utils.invalidate();
      await refreshSession();
      await navigate({ to: '/dashboard' });
    },
  };
}

export type Team = ReturnType<typeof useTeam>;
