import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationName, migrations } from './index.ts';

describe('migrations', () => {
  it('records each migration under the name of its file, as the databases already hold them', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => /^Migration.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(migrations.map((m) => m.name).sort()).toEqual(files.sort());
    expect(migrations[0]?.name).toBe('Migration20261122000000_initial');
  });

  it('stops on a class name a bundler changed', () => {
    expect(migrationName({ name: 'Migration20261124081530dClients' })).toBe(
      'Migration20261124081530d_clients',
    );
    expect(() => migrationName({ name: 'Migration20261122000000Initial2' })).toThrow(/Initial2/);
    expect(() => migrationName({ name: 'e' })).toThrow();
  });
});
