import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: sessions are stored as the SHA-256 of their token, with an absolute lifetime besides the
 * sliding one. The rows held until now are clear tokens, which any copy of the database (a backup, a
 * dump) may already hold: they are deleted rather than hashed, so that such a copy opens nothing. Every
 * user signs in again once.
 */
export class Migration20261124061500HashedSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql('delete from "sessions";');
    this.addSql('alter table "sessions" drop constraint "sessions_pkey";');
    this.addSql('alter table "sessions" rename column "id" to "token_hash";');
    this.addSql('alter table "sessions" alter column "token_hash" type varchar(64);');
    this.addSql('alter table "sessions" add primary key ("token_hash");');
    this.addSql('alter table "sessions" add column "absolute_expires_at" timestamptz not null;');
    this.addSql('alter table "sessions" add column "created_at" timestamptz not null;');
    this.addSql('create index "sessions_expires_at_index" on "sessions" ("expires_at");');
  }

  override async down(): Promise<void> {
    this.addSql('delete from "sessions";');
    this.addSql('drop index "sessions_expires_at_index";');
    this.addSql('alter table "sessions" drop column "created_at";');
    this.addSql('alter table "sessions" drop column "absolute_expires_at";');
    this.addSql('alter table "sessions" drop constraint "sessions_pkey";');
    this.addSql('alter table "sessions" rename column "token_hash" to "id";');
    this.addSql('alter table "sessions" alter column "id" type varchar(100);');
    this.addSql('alter table "sessions" add primary key ("id");');
  }
}
