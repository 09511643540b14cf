import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16 'Quote life': devis numbers per company and year (quote_counters), versions of a sent devis
 * (quote_versions), dates, the client as sent, and statuses draft → sent → accepted / refused. Quotes
 * finished before ('completed') become sent devis: each gets its company's next number of the year it
 * was finished in, in the order they were finished, and the counters start after them.
 */
export class Migration20261124085500dQuoteLife extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "quote_counters" ("company_id" uuid not null, "year" int not null, "last" int not null, primary key ("company_id", "year"));',
    );
    this.addSql(
      'alter table "quote_counters" add constraint "quote_counters_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'create table "quote_versions" ("id" uuid not null, "quote_id" uuid not null, "version" int not null, "number" varchar(30) not null, "content" jsonb not null, "created_at" timestamptz not null, primary key ("id"));',
    );
    this.addSql('create index "quote_versions_quote_id_index" on "quote_versions" ("quote_id");');
    this.addSql(
      'alter table "quote_versions" add constraint "quote_versions_quote_id_version_unique" unique ("quote_id", "version");',
    );
    this.addSql(
      'alter table "quote_versions" add constraint "quote_versions_quote_id_foreign" foreign key ("quote_id") references "quotes" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "quotes" add "company_id" uuid null, add "number" varchar(30) null, add "version" int not null default 1, add "issued_on" varchar(10) null, add "valid_until" varchar(10) null, add "planned_start" varchar(10) null, add "planned_duration_days" int null, add "off_premises" boolean not null default true, add "client" jsonb null, add "decided_at" timestamptz null;',
    );
    this.addSql(
      'alter table "quotes" add constraint "quotes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "quotes" add constraint "quotes_company_id_number_unique" unique ("company_id", "number");',
    );
    // Finished quotes become sent devis, numbered per company and year in the order they were finished.
    this.addSql(
      `update "quotes" q set "company_id" = p."company_id" from "projects" p where p."id" = q."project_id" and q."status" = 'completed';`,
    );
    this.addSql(
      `with numbered as (select q."id", q."company_id", extract(year from q."updated_at" at time zone 'Europe/Paris')::int as y, (q."updated_at" at time zone 'Europe/Paris')::date as d, row_number() over (partition by q."company_id", extract(year from q."updated_at" at time zone 'Europe/Paris') order by q."updated_at", q."id") as n from "quotes" q where q."status" = 'completed') update "quotes" set "status" = 'sent', "number" = 'DEV-' || numbered.y || '-' || lpad(numbered.n::text, 4, '0'), "issued_on" = to_char(numbered.d, 'YYYY-MM-DD'), "valid_until" = to_char(numbered.d + c."validity_days", 'YYYY-MM-DD') from numbered join "companies" c on c."id" = numbered."company_id" where "quotes"."id" = numbered."id";`,
    );
    this.addSql(
      `insert into "quote_counters" ("company_id", "year", "last") select "company_id", substr("number", 5, 4)::int, count(*) from "quotes" where "number" is not null group by "company_id", substr("number", 5, 4)::int;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "quotes" set "status" = 'completed' where "status" <> 'draft';`);
    this.addSql('alter table "quotes" drop constraint "quotes_company_id_number_unique";');
    this.addSql('alter table "quotes" drop constraint "quotes_company_id_foreign";');
    this.addSql(
      'alter table "quotes" drop column "company_id", drop column "number", drop column "version", drop column "issued_on", drop column "valid_until", drop column "planned_start", drop column "planned_duration_days", drop column "off_premises", drop column "client", drop column "decided_at";',
    );
    this.addSql('drop table "quote_versions";');
    this.addSql('drop table "quote_counters";');
  }
}
