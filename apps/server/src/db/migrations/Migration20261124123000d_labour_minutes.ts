import { Migration } from '@mikro-orm/migrations';

/** Issue 16: each company's fitting times (minutes per unit by equipment type) over the defaults. */
export class Migration20261124123000dLabourMinutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "labour_minutes" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "companies" drop column "labour_minutes";');
  }
}
