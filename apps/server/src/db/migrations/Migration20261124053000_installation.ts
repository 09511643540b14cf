import { Migration } from '@mikro-orm/migrations';

/** Issue 15: the installation facts the electrician enters (supply, per-room facts, EV, outdoor circuits…). */
export class Migration20261124053000Installation extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "projects" add column "installation" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "projects" drop column "installation";');
  }
}
