export * from './company.schema.ts';
export * from './siret.ts';
