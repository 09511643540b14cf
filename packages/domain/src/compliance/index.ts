export * from './compliance.schema.ts';
