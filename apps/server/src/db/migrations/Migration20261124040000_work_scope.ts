import { Migration } from '@mikro-orm/migrations';

/** Issue 15: what a renovation covers ('logement_complet' | 'pieces_renovees'); null = whole dwelling. */
export class Migration20261124040000WorkScope extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "projects" add column "work_scope" varchar(30) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "projects" drop column "work_scope";');
  }
}
