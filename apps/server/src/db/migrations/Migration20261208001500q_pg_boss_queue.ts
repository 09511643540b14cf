import { Migration } from '@mikro-orm/migrations';

/**
 * The job queue moves to pg-boss (src/jobs/job-queue.ts). The jobs still waiting or running in the
 * table of the queue written before it are queued again in pg-boss under the same id, with their queue's
 * settings (the server installs pg-boss and its queues before it runs the migrations); finished ones
 * are history and go with the table. A job of a kind pg-boss has no queue for is dropped: no worker
 * knows it.
 */
export class Migration20261208001500qPgBossQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$
begin
  if exists (select 1 from "jobs" where "status" in ('queued', 'running')) then
    if to_regclass('pgboss.queue') is null then
      raise exception 'Des tâches attendent dans l’ancienne file : démarrez le serveur, qui installe pg-boss, pour les y reporter.';
    end if;
    insert into pgboss.job (
      id, name, data, state, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds,
      deletion_seconds, keep_until, policy, dead_letter, heartbeat_seconds, singleton_key, start_after,
      created_on
    )
    select j.id, j.kind, j.payload, 'created', q.retry_limit, q.retry_delay, q.retry_backoff,
           q.retry_delay_max, q.expire_seconds, q.deletion_seconds,
           now() + q.retention_seconds * interval '1 second', q.policy, q.dead_letter, q.heartbeat_seconds,
           j.owner_key, greatest(j.run_after, now()), j.created_at
      from "jobs" j join pgboss.queue q on q.name = j.kind
     where j.status in ('queued', 'running')
     order by j.created_at
    on conflict do nothing;
  end if;
end $$;`);
    this.addSql('drop table "jobs";');
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "jobs" ("id" uuid not null, "kind" varchar(50) not null, "payload" jsonb not null, "status" varchar(20) not null, "attempts" int not null default 0, "max_attempts" int not null default 3, "run_after" timestamptz not null, "locked_by" varchar(100) null, "locked_until" timestamptz null, "workers" jsonb not null default '[]', "result" jsonb null, "error" text null, "created_at" timestamptz not null, "finished_at" timestamptz null, "owner_key" varchar(100) null, primary key ("id"));`,
    );
    this.addSql('create index "jobs_status_run_after_index" on "jobs" ("status", "run_after");');
    this.addSql('create index "jobs_kind_status_index" on "jobs" ("kind", "status");');
  }
}
