import { Migration } from '@mikro-orm/migrations';

/** Issue 16: each company's clients, and the client picked for a project (null: none yet). */
export class Migration20261124081530dClients extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "clients" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(20) not null default 'particulier', "name" varchar(200) not null, "address" varchar(300) not null default '', "postal_code" varchar(5) not null default '', "city" varchar(100) not null default '', "site_address" varchar(300) not null default '', "site_postal_code" varchar(5) not null default '', "site_city" varchar(100) not null default '', "phone" varchar(25) not null default '', "email" varchar(320) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql('create index "clients_company_id_index" on "clients" ("company_id");');
    this.addSql(
      'alter table "clients" add constraint "clients_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql('alter table "projects" add "client_id" uuid null;');
    this.addSql(
      'alter table "projects" add constraint "projects_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete set null;',
    );
    this.addSql('create index "projects_client_id_index" on "projects" ("client_id");');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "projects" drop constraint "projects_client_id_foreign";');
    this.addSql('alter table "projects" drop column "client_id";');
    this.addSql('drop table "clients";');
  }
}
