import { Migration } from '@mikro-orm/migrations';

/** The site measurements of the Consuel dossier: one row per project, deleted with it. */
export class Migration20261207231500cSiteMeasurements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "site_measurements" ("project_id" uuid not null, "data" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("project_id"));',
    );
    this.addSql(
      'alter table "site_measurements" add constraint "site_measurements_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "site_measurements";');
  }
}
