import { Migration } from '@mikro-orm/migrations';

/** SSO (issue 22): linked provider identities, started sign-ins, pending first sign-ins; passwords optional. */
export class Migration20261124020000Sso extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "sso_signups" ("token_hash" varchar(64) not null, "provider" varchar(40) not null, "subject" varchar(255) not null, "email" varchar(320) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "return_to" varchar(2000) null, "expires_at" timestamptz not null, primary key ("token_hash"));',
    );
    this.addSql('create index "sso_signups_expires_at_index" on "sso_signups" ("expires_at");');
    this.addSql(
      'create table "sso_states" ("state_hash" varchar(64) not null, "provider" varchar(40) not null, "nonce" varchar(100) not null, "code_verifier" varchar(200) not null, "mode" varchar(10) not null, "redirect_uri" varchar(2000) not null, "return_to" varchar(2000) null, "expires_at" timestamptz not null, primary key ("state_hash"));',
    );
    this.addSql('create index "sso_states_expires_at_index" on "sso_states" ("expires_at");');
    this.addSql(
      'create table "user_identities" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(40) not null, "subject" varchar(255) not null, "email" varchar(320) not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, primary key ("id"));',
    );
    this.addSql('create index "user_identities_user_id_index" on "user_identities" ("user_id");');
    this.addSql(
      'alter table "user_identities" add constraint "user_identities_provider_subject_unique" unique ("provider", "subject");',
    );
    this.addSql('alter table "users" alter column "password_hash" drop not null;');
    this.addSql(
      'alter table "user_identities" add constraint "user_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    );
  }
}
