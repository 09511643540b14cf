export * from './apply-suggestions.ts';
export * from './check-compliance.ts';
export * from './compliance.schema.ts';
export * from './requirements.ts';
export * from './to-compliance-request.ts';
