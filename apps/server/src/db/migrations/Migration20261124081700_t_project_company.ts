import { Migration } from '@mikro-orm/migrations';

/**
 * Projects belong to a company (issue 21): each existing project goes to its creator's company, and the
 * member who last edited it is recorded (the creator for existing rows).
 */
export class Migration20261124081700TProjectCompany extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "projects" add "company_id" uuid null, add "updated_by_id" uuid null;');
    this.addSql(
      'update "projects" set "company_id" = "users"."company_id", "updated_by_id" = "users"."id" from "users" where "users"."id" = "projects"."owner_id";',
    );
    this.addSql('alter table "projects" alter column "company_id" set not null;');
    this.addSql(
      'alter table "projects" add constraint "projects_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "projects" add constraint "projects_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;',
    );
    this.addSql(
      'create index "projects_company_id_updated_at_index" on "projects" ("company_id", "updated_at");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "projects_company_id_updated_at_index";');
    this.addSql('alter table "projects" drop constraint "projects_updated_by_id_foreign";');
    this.addSql('alter table "projects" drop constraint "projects_company_id_foreign";');
    this.addSql('alter table "projects" drop column "company_id", drop column "updated_by_id";');
  }
}
