import { Migration } from '@mikro-orm/migrations';

/**
 * Brings the database to the entities where this session's migrations differed from them (the schema
 * test in test/foundation.int.test.ts now holds every migration to this): company timestamps are set
 * by the entity, not by a column default; a quote's total starts at 0 cents.
 */
export class Migration20261124071500SchemaAlignment extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "companies" alter column "created_at" drop default;');
    this.addSql('alter table "companies" alter column "updated_at" drop default;');
    this.addSql(`alter table "quotes" alter column "total_cents" set default '0';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "quotes" alter column "total_cents" drop default;');
    this.addSql('alter table "companies" alter column "updated_at" set default now();');
    this.addSql('alter table "companies" alter column "created_at" set default now();');
  }
}
