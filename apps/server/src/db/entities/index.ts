import { ClientSchema } from './client.entity.ts';
import { CompanySchema } from './company.entity.ts';
import { InvoiceCounterSchema, InvoicePaymentSchema, InvoiceSchema } from './invoice.entity.ts';
import {
  EquipmentItemSchema,
  PlanAnalysisSchema,
  PlanFileSchema,
  ProjectSchema,
  QuoteCounterSchema,
  QuoteSchema,
  QuoteVersionSchema,
  RoomSchema,
} from './project.entity.ts';
import { SignatureEventSchema, SignatureRequestSchema } from './signature.entity.ts';
import { SiteMeasurementsSchema } from './site-measurements.entity.ts';
import { InvitationSchema, JetonUseSchema } from './team.entity.ts';
import {
  ContactMessageSchema,
  PasswordResetTokenSchema,
  RateLimitSchema,
  SessionSchema,
  SsoSignupSchema,
  SsoStateSchema,
  UserIdentitySchema,
  UserSchema,
} from './user.entity.ts';

export * from './client.entity.ts';
export * from './company.entity.ts';
export * from './invoice.entity.ts';
export * from './project.entity.ts';
export * from './signature.entity.ts';
export * from './site-measurements.entity.ts';
export * from './team.entity.ts';
export * from './user.entity.ts';

/** Every entity MikroORM knows; a new entity is registered here and gets a migration. */
export const entities = [
  CompanySchema,
  ClientSchema,
  UserSchema,
  SessionSchema,
  PasswordResetTokenSchema,
  ContactMessageSchema,
  RateLimitSchema,
  UserIdentitySchema,
  SsoStateSchema,
  SsoSignupSchema,
  ProjectSchema,
  PlanFileSchema,
  PlanAnalysisSchema,
  RoomSchema,
  EquipmentItemSchema,
  QuoteSchema,
  QuoteVersionSchema,
  QuoteCounterSchema,
  InvitationSchema,
  JetonUseSchema,
  SiteMeasurementsSchema,
  InvoiceSchema,
  InvoicePaymentSchema,
  InvoiceCounterSchema,
  SignatureRequestSchema,
  SignatureEventSchema,
];
