export * from './dimensioning.schema.ts';
