import { Migration20261122000000Initial } from './Migration20261122000000_initial.ts';

/** Applied in this order at start; a new migration is appended here. */
export const migrations = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
];
