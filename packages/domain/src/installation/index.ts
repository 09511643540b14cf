export * from './installation.schema.ts';
export * from './supply.ts';
export * from './voltage-drop.ts';
