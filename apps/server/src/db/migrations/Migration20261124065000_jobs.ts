import { Migration } from '@mikro-orm/migrations';

/** Issue 18: the durable job queue (src/jobs/job-queue.ts), claimed with FOR UPDATE SKIP LOCKED. */
export class Migration20261124065000Jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobs" ("id" uuid not null, "kind" varchar(50) not null, "payload" jsonb not null, "status" varchar(20) not null, "attempts" int not null default 0, "max_attempts" int not null default 3, "run_after" timestamptz not null, "locked_by" varchar(100) null, "locked_until" timestamptz null, "workers" jsonb not null default '[]', "result" jsonb null, "error" text null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql('create index "jobs_status_run_after_index" on "jobs" ("status", "run_after");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "jobs";');
  }
}
