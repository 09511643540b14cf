export * from './company.schema.ts';
export * from './devis-mentions.ts';
export * from './invitation.schema.ts';
export * from './siret.ts';
export * from './team-plan.ts';
