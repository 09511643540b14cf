import {
  AUTH_MESSAGES,
  assignableRoleSchema,
  emailSchema,
  planIdSchema,
  registerInputSchema,
  roleSchema,
} from '@courant/domain';
import { z } from 'zod';

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A pending invitation (not accepted, not expired); its link is only in the e-mail. */
export const invitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const inviteInputSchema = z.object({
  email: emailSchema,
  role: assignableRoleSchema.default('member'),
});

export const changeRoleInputSchema = z.object({ userId: z.string(), role: assignableRoleSchema });
export const memberIdInputSchema = z.object({ userId: z.string() });
export const invitationIdInputSchema = z.object({ id: z.string() });

const tokenSchema = z.string().max(200).default('');

export const invitationTokenInputSchema = z.object({ token: tokenSchema });

/** What the accept page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: assignableRoleSchema,
  company: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** The address has an account already: the page asks to sign in, then to accept. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: signed in with the invited address (an existing account moves to the company), or as a new
 * person with first name, last name and password (the account is created and signed in).
 */
export const acceptInvitationInputSchema = z.object({
  token: tokenSchema,
  /** A new account's names, as registration takes them; an existing account keeps its own. */
  firstName: registerInputSchema.shape.firstName.optional(),
  lastName: registerInputSchema.shape.lastName.optional(),
  password: z.string().min(6, AUTH_MESSAGES.passwordMin).max(200, AUTH_MESSAGES.tooLong(200)).optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const jetonUseSchema = z.object({
  projectId: z.string().nullable(),
  projectName: z.string(),
  userId: z.string().nullable(),
  at: z.string(),
});

/** The company's plan and this month's jetons (the dashboard and the settings). */
export const companyPlanSchema = z.object({
  plan: planIdSchema,
  planName: z.string(),
  users: z.number(),
  /** m² analysed at most (Starter: 100); null: no limit. */
  analysedSurfaceLimit: z.number().nullable(),
  jetons: z.object({
    allowance: z.number(),
    used: z.number(),
    left: z.number(),
    /** 'YYYY-MM', Europe/Paris. */
    period: z.string(),
    renewsAt: z.string(),
    /** The calendar day the allowance is renewed, 'YYYY-MM-DD' (Paris). */
    renewsOn: z.string(),
    /** This month's validations, latest first. */
    uses: z.array(jetonUseSchema),
  }),
});
export type CompanyPlan = z.infer<typeof companyPlanSchema>;

/** What validating a project costs: nothing once counted, else one of the jetons left. */
export const projectJetonSchema = z.object({
  spent: z.boolean(),
  left: z.number(),
  allowance: z.number(),
  planName: z.string(),
  /** Why the project cannot be validated (no jeton left), null when it can. */
  message: z.string().nullable(),
});
export type ProjectJeton = z.infer<typeof projectJetonSchema>;
