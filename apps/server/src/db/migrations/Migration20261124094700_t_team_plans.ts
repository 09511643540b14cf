import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: roles (the registering user of each company becomes its owner), the company's plan
 * (Starter for all), invitations (token hashes) and the jetons spent per month.
 */
export class Migration20261124094700TTeamPlans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add "role" varchar(10) not null default 'member';`);
    this.addSql(
      `update "users" set "role" = 'owner' from "companies" where "companies"."owner_id" = "users"."id";`,
    );
    this.addSql(`alter table "companies" add "plan" varchar(10) not null default 'starter';`);
    this.addSql(
      'create table "invitations" ("id" uuid not null, "company_id" uuid not null, "email" varchar(320) not null, "role" varchar(10) not null, "token_hash" varchar(64) not null, "invited_by_id" uuid null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));',
    );
    this.addSql('create index "invitations_company_id_index" on "invitations" ("company_id");');
    this.addSql(
      'alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");',
    );
    this.addSql(
      'alter table "invitations" add constraint "invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;',
    );
    this.addSql(
      'create table "jeton_uses" ("id" uuid not null, "company_id" uuid not null, "project_id" uuid null, "project_name" varchar(200) not null, "user_id" uuid null, "period" varchar(7) not null, "created_at" timestamptz not null, primary key ("id"));',
    );
    this.addSql(
      'alter table "jeton_uses" add constraint "jeton_uses_project_id_unique" unique ("project_id");',
    );
    this.addSql(
      'create index "jeton_uses_company_id_period_index" on "jeton_uses" ("company_id", "period");',
    );
    this.addSql(
      'alter table "jeton_uses" add constraint "jeton_uses_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "jeton_uses" add constraint "jeton_uses_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete set null;',
    );
    this.addSql(
      'alter table "jeton_uses" add constraint "jeton_uses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "jeton_uses" cascade;');
    this.addSql('drop table if exists "invitations" cascade;');
    this.addSql('alter table "companies" drop column "plan";');
    this.addSql('alter table "users" drop column "role";');
  }
}
