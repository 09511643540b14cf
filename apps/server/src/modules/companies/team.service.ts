import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AssignableRole,
  canManageTeam,
  INVITATION_VALID_MS,
  type Role,
  subscriptionPlan,
  TEAM_MESSAGES,
  teamChangeRefusal,
  userLimit,
} from '@courant/domain';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type Company,
  CompanySchema,
  type Invitation,
  InvitationSchema,
  type User,
  UserSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import { invitationEmail } from '../../mail/invitation-email.ts';
import type { Services } from '../../services.ts';
import { isUuid, type Member } from '../projects/project-access.ts';
import { createCompany } from './companies.service.ts';
import type { InvitationPreview, InvitationView, TeamMember } from './team.schema.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const memberNotFound = () => notFound('Membre');
const invitationNotFound = () => notFound('Invitation');

export function toTeamMember(user: User, ownerId: string | null | undefined): TeamMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    // The company's owner pointer is the one truth for 'owner'; the column mirrors it.
    role: user.id === ownerId ? 'owner' : user.role === 'owner' ? 'admin' : user.role,
    joinedAt: user.createdAt.toISOString(),
  };
}

function toInvitationView(invitation: Invitation): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** The acting member as stored now (role included): a role changed since the session began counts. */
export async function loadActor(em: Em, member: Member): Promise<{ user: User; company: Company }> {
  const user = await em.findOne(UserSchema, { id: member.id });
  const company = user ? await em.findOne(CompanySchema, { id: user.companyId }) : null;
  if (!user || !company) throw notFound('Entreprise');
  return { user, company };
}

function roleOf(user: User, company: Company): Role {
  return user.id === company.ownerId ? 'owner' : user.role === 'owner' ? 'admin' : user.role;
}

function requireManager(user: User, company: Company): void {
  if (!canManageTeam(roleOf(user, company))) throw new AppError('FORBIDDEN', TEAM_MESSAGES.manageOnly);
}

export async function listMembers(em: Em, member: Member): Promise<TeamMember[]> {
  const { company } = await loadActor(em, member);
  const users = await em.find(
    UserSchema,
    { companyId: company.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return users.map((u) => toTeamMember(u, company.ownerId));
}

const pendingFilter = (companyId: string, now: Date) => ({
  company: companyId,
  acceptedAt: null,
  expiresAt: { $gt: now },
});

export async function listInvitations(em: Em, member: Member): Promise<InvitationView[]> {
  const { company } = await loadActor(em, member);
  const rows = await em.find(InvitationSchema, pendingFilter(company.id, new Date()), {
    orderBy: { createdAt: 'asc', id: 'asc' },
  });
  return rows.map(toInvitationView);
}

/**
 * Invites an address to the company: owner and admins only. The plan's users count members and pending
 * invitations, under a lock on the company row so that two invitations at once cannot both take the last
 * seat. Only the token's SHA-256 is stored; the link goes out through the mailer (outbox or SMTP).
 */
export async function invite(
  services: Services,
  em: Em,
  member: Member,
  input: { email: string; role: AssignableRole },
): Promise<InvitationView> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const { invitation, company, inviter } = await em.transactional(async (tem) => {
    const { user, company: current } = await loadActor(tem, member);
    requireManager(user, current);
    const company = await tem.findOneOrFail(
      CompanySchema,
      { id: current.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if ((await tem.count(UserSchema, { companyId: company.id, email })) > 0)
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
    if ((await tem.count(InvitationSchema, { ...pendingFilter(company.id, now), email })) > 0)
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited);
    const seats =
      (await tem.count(UserSchema, { companyId: company.id })) +
      (await tem.count(InvitationSchema, pendingFilter(company.id, now)));
    const plan = subscriptionPlan(company.plan);
    if (seats >= userLimit(company.plan)) throw new AppError('PLAN_LIMIT', TEAM_MESSAGES.usersLimit(plan));
    const invitation = tem.create(InvitationSchema, {
      id: randomUUID(),
      company: company.id,
      email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: user.id,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
      acceptedAt: null,
    });
    await tem.flush();
    return { invitation, company, inviter: user };
  });
  const link = `${services.config.appUrl}/invitation?token=${encodeURIComponent(token)}`;
  await services.mailer.send(
    invitationEmail({
      to: email,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      company: company.name,
      link,
    }),
  );
  return toInvitationView(invitation);
}

export async function revokeInvitation(em: Em, member: Member, invitationId: string): Promise<void> {
  const { user, company } = await loadActor(em, member);
  if (!isUuid(invitationId)) throw invitationNotFound();
  const invitation = await em.findOne(InvitationSchema, { id: invitationId, company: company.id });
  if (!invitation || invitation.acceptedAt) throw invitationNotFound();
  requireManager(user, company);
  em.remove(invitation);
  await em.flush();
}

/** A member of the actor's company (404 for anyone else, as for a missing one). */
async function findMember(em: Em, company: Company, userId: string): Promise<User> {
  if (!isUuid(userId)) throw memberNotFound();
  const target = await em.findOne(UserSchema, { id: userId, companyId: company.id });
  if (!target) throw memberNotFound();
  return target;
}

export async function changeRole(
  em: Em,
  member: Member,
  input: { userId: string; role: AssignableRole },
): Promise<TeamMember> {
  const { user, company } = await loadActor(em, member);
  const target = await findMember(em, company, input.userId);
  const refusal = teamChangeRefusal(
    { id: user.id, role: roleOf(user, company) },
    { id: target.id, role: roleOf(target, company) },
  );
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  target.role = input.role;
  await em.flush();
  return toTeamMember(target, company.ownerId);
}

/**
 * A member out of the company (removed, or leaving): the projects stay with the company; the person keeps
 * their account with a company of their own (Starter, no SIRET yet: the settings ask for it), so that
 * they can still sign in, work alone or accept another invitation.
 */
function detach(em: Em, user: User): void {
  const own = createCompany(em, { name: `${user.firstName} ${user.lastName}`.slice(0, 200), siret: '' });
  own.ownerId = user.id;
  user.companyId = own.id;
  user.role = 'owner';
}

export async function removeMember(em: Em, member: Member, userId: string): Promise<void> {
  const { user, company } = await loadActor(em, member);
  const target = await findMember(em, company, userId);
  const refusal = teamChangeRefusal(
    { id: user.id, role: roleOf(user, company) },
    { id: target.id, role: roleOf(target, company) },
  );
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  detach(em, target);
  await em.flush();
}

export async function leaveCompany(em: Em, member: Member): Promise<void> {
  const { user, company } = await loadActor(em, member);
  if (roleOf(user, company) === 'owner') throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerCannotLeave);
  detach(em, user);
  await em.flush();
}

/** The invitation a link's token names, or why it cannot be used. */
async function findInvitation(em: Em, token: string): Promise<{ invitation: Invitation; company: Company }> {
  const invitation = token ? await em.findOne(InvitationSchema, { tokenHash: sha256(token) }) : null;
  if (!invitation) throw new AppError('TOKEN_INVALID', TEAM_MESSAGES.invitationInvalid);
  if (invitation.acceptedAt) throw new AppError('TOKEN_INVALID', TEAM_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now())
    throw new AppError('TOKEN_INVALID', TEAM_MESSAGES.invitationExpired);
  const company = await em.findOne(CompanySchema, { id: invitation.company });
  if (!company) throw new AppError('TOKEN_INVALID', TEAM_MESSAGES.invitationInvalid);
  return { invitation, company };
}

/** What the accept page shows: the company, who invites, and whether the address already has an account. */
export async function previewInvitation(em: Em, token: string): Promise<InvitationPreview> {
  const { invitation, company } = await findInvitation(em, token);
  const inviter = invitation.invitedBy ? await em.findOne(UserSchema, { id: invitation.invitedBy }) : null;
  return {
    email: invitation.email,
    role: invitation.role,
    company: company.name,
    invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: (await em.count(UserSchema, { email: invitation.email })) > 0,
  };
}

/**
 * Spends the invitation (once: claimed by a conditional update, so two accepts of one link cannot both
 * pass) and puts `userId` in its company. An existing account moves: the company it leaves keeps its
 * projects; the owner of a company that has other members cannot leave it this way.
 */
export async function acceptInvitation(
  em: Em,
  token: string,
  account:
    | { existingUserId: string }
    | { newUser: { firstName: string; lastName: string; passwordHash: string } },
): Promise<{ userId: string }> {
  const { invitation } = await findInvitation(em, token);
  if ('newUser' in account && (await em.count(UserSchema, { email: invitation.email })) > 0)
    throw new AppError('EMAIL_TAKEN', TEAM_MESSAGES.accountExists);
  try {
    return await em.transactional(async (tem) => {
      const now = new Date();
      const claimed = await tem.nativeUpdate(
        InvitationSchema,
        { id: invitation.id, acceptedAt: null, expiresAt: { $gt: now } },
        { acceptedAt: now },
      );
      if (claimed !== 1) throw new AppError('TOKEN_INVALID', TEAM_MESSAGES.invitationUsed);
      if ('newUser' in account) {
        const user = tem.create(UserSchema, {
          id: randomUUID(),
          email: invitation.email,
          ...account.newUser,
          companyId: invitation.company,
          role: invitation.role,
        });
        await tem.flush();
        return { userId: user.id };
      }
      const user = await tem.findOneOrFail(UserSchema, { id: account.existingUserId });
      if (user.email !== invitation.email)
        throw new AppError('FORBIDDEN', TEAM_MESSAGES.invitationOtherEmail(invitation.email));
      if (user.companyId === invitation.company) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
      const current = await tem.findOne(CompanySchema, { id: user.companyId });
      if (current?.ownerId === user.id) {
        const others = await tem.count(UserSchema, { companyId: current.id, id: { $ne: user.id } });
        if (others > 0) throw new AppError('CONFLICT', TEAM_MESSAGES.ownerWithTeam);
        // The company left behind keeps its projects, with no one in it.
        current.ownerId = null;
      }
      user.companyId = invitation.company;
      user.role = invitation.role;
      await tem.flush();
      return { userId: user.id };
    });
  } catch (error) {
    // The same address registered meanwhile: the unique index decides.
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('EMAIL_TAKEN', TEAM_MESSAGES.accountExists);
    throw error;
  }
}
