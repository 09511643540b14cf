import { Migration } from '@mikro-orm/migrations';

/**
 * Signatures of devis by their clients: the requests (an e-mailed signing link, or a paper signature's
 * scan) and their trail of events, each chained to the previous one by hash.
 */
export class Migration20261207234000sSignatures extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "signature_requests" ("id" uuid not null, "quote_id" uuid not null, "company_id" uuid not null, "quote_version" int not null, "method" varchar(10) not null, "status" varchar(10) not null default 'pending', "token_hash" varchar(64) null, "email" varchar(320) not null, "signer_name" varchar(200) null, "pdf_key" varchar(300) null, "pdf_sha256" varchar(64) null, "code_hash" varchar(64) null, "code_expires_at" timestamptz null, "code_attempts" int not null default 0, "codes_sent" int not null default 0, "signed_at" timestamptz null, "signed_pdf_key" varchar(300) null, "scan_key" varchar(300) null, "scan_mime" varchar(50) null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql('create index "signature_requests_quote_id_index" on "signature_requests" ("quote_id");');
    this.addSql(
      'alter table "signature_requests" add constraint "signature_requests_token_hash_unique" unique ("token_hash");',
    );
    this.addSql(
      'create table "signature_events" ("id" uuid not null, "request_id" uuid not null, "seq" int not null, "type" varchar(30) not null, "at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(500) null, "data" jsonb not null, "prev_hash" varchar(64) not null, "hash" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));',
    );
    this.addSql('create index "signature_events_request_id_index" on "signature_events" ("request_id");');
    this.addSql(
      'alter table "signature_events" add constraint "signature_events_request_id_seq_unique" unique ("request_id", "seq");',
    );
    this.addSql(
      'alter table "signature_requests" add constraint "signature_requests_quote_id_foreign" foreign key ("quote_id") references "quotes" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "signature_requests" add constraint "signature_requests_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "signature_requests" add constraint "signature_requests_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;',
    );
    this.addSql(
      'alter table "signature_events" add constraint "signature_events_request_id_foreign" foreign key ("request_id") references "signature_requests" ("id") on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "signature_events";');
    this.addSql('drop table "signature_requests";');
  }
}
