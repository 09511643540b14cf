import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: previews and analyses become jobs. A plan's preview has a state (drawn later by a job), and a
 * job may name its owner (`owner_key`) so that one account has at most one analysis in flight.
 */
export class Migration20261124082000PlanJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "plan_files" add column "preview_status" varchar(20) not null default 'ready';`);
    this.addSql(`update "plan_files" set "preview_status" = 'unavailable' where "preview_key" is null;`);
    this.addSql('alter table "jobs" add column "owner_key" varchar(100) null;');
    this.addSql('create index "jobs_kind_status_index" on "jobs" ("kind", "status");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "jobs_kind_status_index";');
    this.addSql('alter table "jobs" drop column "owner_key";');
    this.addSql('alter table "plan_files" drop column "preview_status";');
  }
}
