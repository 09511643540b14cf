import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices made from accepted devis (drafts, then issued and numbered), their payments, and the
 * company's yearly invoice counter (one series, avoirs included). A trigger refuses any change to
 * what an issued invoice says: only its links to a deleted devis or project may become null.
 */
export class Migration20261207233500iInvoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "invoice_counters" ("company_id" uuid not null, "year" int not null, "last" int not null, primary key ("company_id", "year"));',
    );
    this.addSql(
      `create table "invoices" ("id" uuid not null, "company_id" uuid not null, "quote_id" uuid null, "project_id" uuid null, "kind" varchar(20) not null, "status" varchar(10) not null default 'draft', "number" varchar(30) null, "request" jsonb not null, "content" jsonb not null, "operation_category" varchar(20) not null, "payment_days" int not null default 0, "works_date" varchar(10) null, "issued_on" varchar(10) null, "due_on" varchar(10) null, "issued_at" timestamptz null, "ttc_cents" bigint not null default '0', "net_to_pay_cents" bigint not null default '0', "credits" uuid null, "devis_number" varchar(30) not null default '', "client_name" varchar(200) not null default '', "parties" jsonb null, "mentions" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql('create index "invoices_quote_id_index" on "invoices" ("quote_id");');
    this.addSql('create index "invoices_credits_index" on "invoices" ("credits");');
    this.addSql(
      'create index "invoices_company_id_status_due_on_index" on "invoices" ("company_id", "status", "due_on");',
    );
    this.addSql(
      'alter table "invoices" add constraint "invoices_company_id_number_unique" unique ("company_id", "number");',
    );
    this.addSql(
      `create table "invoice_payments" ("id" uuid not null, "invoice_id" uuid not null, "paid_on" varchar(10) not null, "amount_cents" bigint not null, "method" varchar(20) not null, "reference" varchar(200) not null default '', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql('create index "invoice_payments_invoice_id_index" on "invoice_payments" ("invoice_id");');
    this.addSql(
      'alter table "invoice_counters" add constraint "invoice_counters_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "invoices" add constraint "invoices_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "invoices" add constraint "invoices_quote_id_foreign" foreign key ("quote_id") references "quotes" ("id") on delete set null;',
    );
    this.addSql(
      'alter table "invoices" add constraint "invoices_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete set null;',
    );
    this.addSql(
      'alter table "invoice_payments" add constraint "invoice_payments_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade;',
    );
    // An issued invoice is never modified (art. 242 nonies A annexe II CGI; corrections by avoir only).
    this.addSql(
      `create function "invoices_issued_unchanged"() returns trigger language plpgsql as $$
begin
  if old."status" = 'issued' and row(new."company_id", new."kind", new."status", new."number", new."request", new."content", new."operation_category", new."payment_days", new."works_date", new."issued_on", new."due_on", new."issued_at", new."ttc_cents", new."net_to_pay_cents", new."credits", new."devis_number", new."client_name", new."parties", new."mentions") is distinct from row(old."company_id", old."kind", old."status", old."number", old."request", old."content", old."operation_category", old."payment_days", old."works_date", old."issued_on", old."due_on", old."issued_at", old."ttc_cents", old."net_to_pay_cents", old."credits", old."devis_number", old."client_name", old."parties", old."mentions") then
    raise exception 'issued invoice % cannot change', old."number";
  end if;
  return new;
end $$;`,
    );
    this.addSql(
      'create trigger "invoices_issued_unchanged" before update on "invoices" for each row execute function "invoices_issued_unchanged"();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "invoice_payments";');
    this.addSql('drop table "invoices";');
    this.addSql('drop function "invoices_issued_unchanged"();');
    this.addSql('drop table "invoice_counters";');
  }
}
