import type { AssignableRole } from '@courant/domain';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CompanySchema, companyListRow } from './company.entity.ts';
import { ProjectSchema } from './project.entity.ts';
import { createdAt, deletedWith, emailAddress, nullWhenDeleted, sha256Hex } from './properties.ts';
import { UserSchema } from './user.entity.ts';

/**
 * An invitation to join a company, sent by e-mail. Only the SHA-256 of the link's token is
 * stored; valid 7 days, used once.
 */
export const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    ...companyListRow(),
    /** Stored lower-case, as users' addresses are. */
    email: emailAddress(),
    role: p.string().length(10).$type<AssignableRole>(),
    tokenHash: sha256Hex().unique(),
    invitedBy: () => nullWhenDeleted(UserSchema),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type Invitation = InferEntity<typeof InvitationSchema>;

/**
 * One jeton spent: validating a project at the end of the wizard. `period` is the jeton
 * month in Europe/Paris ('YYYY-MM'); the month's use is the count of its rows. A project spends one
 * jeton once (unique), however often it is validated again.
 */
export const JetonUseSchema = defineEntity({
  name: 'JetonUse',
  tableName: 'jeton_uses',
  indexes: [{ properties: ['company', 'period'] }],
  properties: {
    id: p.uuid().primary(),
    company: () => deletedWith(CompanySchema),
    /** Null once the project is deleted: the jeton stays spent. */
    project: () => nullWhenDeleted(ProjectSchema).unique(),
    /** The project's name when it was validated (the month's use lists it, even once deleted). */
    projectName: p.string().length(200),
    user: () => nullWhenDeleted(UserSchema),
    period: p.string().length(7),
    createdAt: createdAt(),
  },
});
export type JetonUse = InferEntity<typeof JetonUseSchema>;
