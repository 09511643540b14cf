import { COMPANY_DEFAULTS } from '@courant/domain';
import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16: the company record. Each existing account gets its own company (name and SIRET moved
 * from the user, the user its owner); users get company_id and lose the two columns. Both foreign keys
 * are checked at commit, so that a user and its company are written in one flush, in any order.
 */
export class Migration20261124070000Companies extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "companies" ("id" uuid not null, "name" varchar(200) not null, "siret" varchar(14) not null, "owner_id" uuid null, "legal_form" varchar(100) not null default '', "capital" double precision null, "address" varchar(300) not null default '', "postal_code" varchar(5) not null default '', "city" varchar(100) not null default '', "phone" varchar(25) not null default '', "email" varchar(320) not null default '', "registration" varchar(100) not null default '', "vat_number" varchar(20) not null default '', "insurer" varchar(200) not null default '', "insurer_contact" varchar(300) not null default '', "insurance_policy" varchar(100) not null default '', "insurance_coverage" varchar(200) not null default '', "hourly_rate_cents" int not null default 4500, "supplies_percent" double precision not null default 5, "travel_fee_cents" int not null default 0, "deposit_percent" double precision not null default 30, "validity_days" int not null default 30, "late_payment_mention" text not null default '', "mediator_mention" text not null default '', "logo_key" varchar(200) null, "logo_mime" varchar(20) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql('alter table "users" add column "company_id" uuid null;');
    const latePayment = COMPANY_DEFAULTS.latePaymentMention.replaceAll("'", "''");
    this.addSql(
      `insert into "companies" ("id", "name", "siret", "owner_id", "late_payment_mention") select gen_random_uuid(), "company", "siret", "id", '${latePayment}' from "users";`,
    );
    this.addSql(
      'update "users" set "company_id" = "companies"."id" from "companies" where "companies"."owner_id" = "users"."id";',
    );
    this.addSql('alter table "users" alter column "company_id" set not null;');
    this.addSql('create index "users_company_id_index" on "users" ("company_id");');
    this.addSql(
      'alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") deferrable initially deferred;',
    );
    this.addSql(
      'alter table "companies" add constraint "companies_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null deferrable initially deferred;',
    );
    this.addSql('alter table "users" drop column "company", drop column "siret";');
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "users" add column "company" varchar(200) null, add column "siret" varchar(14) null;',
    );
    this.addSql(
      'update "users" set "company" = "companies"."name", "siret" = "companies"."siret" from "companies" where "companies"."id" = "users"."company_id";',
    );
    this.addSql(
      'alter table "users" alter column "company" set not null, alter column "siret" set not null;',
    );
    this.addSql('alter table "users" drop constraint "users_company_id_foreign";');
    this.addSql('alter table "users" drop column "company_id";');
    this.addSql('drop table "companies";');
  }
}
