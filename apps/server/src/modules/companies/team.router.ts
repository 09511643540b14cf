import { z } from 'zod';
import { noInput, rest, router } from '../../trpc/init.ts';
import {
  projectProcedure,
  protectedProcedure,
  publicProcedure,
  sessionOpeningProcedure,
} from '../../trpc/procedures.ts';
import { authResultSchema } from '../auth/auth.schema.ts';
import { acceptInvitationAs } from './invitation-accept.ts';
import { companyPlan, projectJeton } from './jetons.service.ts';
import {
  acceptInvitationInputSchema,
  changeRoleInputSchema,
  companyPlanSchema,
  invitationIdInputSchema,
  invitationPreviewSchema,
  invitationTokenInputSchema,
  invitationViewSchema,
  inviteInputSchema,
  memberIdInputSchema,
  projectJetonSchema,
  teamMemberSchema,
} from './team.schema.ts';
import {
  changeRole,
  invite,
  leaveCompany,
  listInvitations,
  listMembers,
  loadActor,
  previewInvitation,
  removeMember,
  revokeInvitation,
} from './team.service.ts';

// Documented with the company's routes (the tag would be 'team', its key in appRouter, by default).
const tags = ['companies'];

/** The company's team: members and roles, invitations, the plan and its jetons. */
export const teamRouter = router({
  members: protectedProcedure
    .meta(rest('GET', '/company/members', 'Les membres de l’entreprise', { tags }))
    .input(noInput)
    .output(z.array(teamMemberSchema))
    .query(({ ctx }) => listMembers(ctx.deps.em, ctx.user)),

  changeRole: protectedProcedure
    .meta(
      rest(
        'PUT',
        '/company/members/{userId}',
        'Changer le rôle d’un membre (administrateur ou membre)\u00a0: responsable et administrateurs',
        { tags },
      ),
    )
    .input(changeRoleInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => changeRole(ctx.deps.em, ctx.user, input)),

  removeMember: protectedProcedure
    .meta(
      rest(
        'DELETE',
        '/company/members/{userId}',
        'Retirer un membre (ses projets restent à l’entreprise)\u00a0: responsable et administrateurs',
        { tags },
      ),
    )
    .input(memberIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => removeMember(ctx.deps.em, ctx.user, input.userId)),

  leave: protectedProcedure
    .meta(
      rest(
        'POST',
        '/company/leave',
        'Quitter l’entreprise (ses projets lui restent)\u202f; le responsable ne peut pas',
        { tags },
      ),
    )
    .input(noInput)
    .output(z.void())
    .mutation(({ ctx }) => leaveCompany(ctx.deps.em, ctx.user)),

  invitations: protectedProcedure
    .meta(rest('GET', '/company/invitations', 'Les invitations en attente', { tags }))
    .input(noInput)
    .output(z.array(invitationViewSchema))
    .query(({ ctx }) => listInvitations(ctx.deps.em, ctx.user)),

  invite: protectedProcedure
    .meta(
      rest(
        'POST',
        '/company/invitations',
        'Inviter une personne par e-mail (lien valable 7 jours, une fois)\u00a0: responsable et administrateurs, dans la limite d’utilisateurs de l’offre',
        { tags, successStatus: 201 },
      ),
    )
    .input(inviteInputSchema)
    .output(invitationViewSchema)
    .mutation(({ ctx, input }) => invite(ctx.services, ctx.deps.em, ctx.user, input)),

  revokeInvitation: protectedProcedure
    .meta(rest('DELETE', '/company/invitations/{id}', 'Annuler une invitation', { tags }))
    .input(invitationIdInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => revokeInvitation(ctx.deps.em, ctx.user, input.id)),

  plan: protectedProcedure
    .meta(
      rest(
        'GET',
        '/company/plan',
        'L’offre de l’entreprise et ses jetons du mois (restants, utilisés, renouvellement)',
        { tags },
      ),
    )
    .input(noInput)
    .output(companyPlanSchema)
    .query(async ({ ctx }) => companyPlan(ctx.deps.em, (await loadActor(ctx.deps.em, ctx.user)).company)),

  jeton: projectProcedure('projectId')
    .meta(
      rest(
        'GET',
        '/projects/{projectId}/jeton',
        'Ce que coûte la validation du projet\u00a0: un jeton la première fois (jetons restants, ou la limite de l’offre)',
        { tags },
      ),
    )
    .output(projectJetonSchema)
    .query(({ ctx }) => projectJeton(ctx.deps.em, ctx.project)),

  // The token in the query string, where the request logs mask it.
  invitation: publicProcedure
    .meta(
      rest(
        'GET',
        '/invitations/preview',
        'Une invitation, par le jeton de son lien\u00a0: l’entreprise, qui invite, l’adresse',
        { tags },
      ),
    )
    .input(invitationTokenInputSchema)
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx.deps.em, input.token)),

  accept: sessionOpeningProcedure
    .meta(
      rest(
        'POST',
        '/invitations/accept',
        'Accepter une invitation\u00a0: connecté avec l’adresse invitée, ou en créant le compte (prénom, nom, mot de passe)',
        { tags },
      ),
    )
    .input(acceptInvitationInputSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => acceptInvitationAs(ctx, input)),
});
