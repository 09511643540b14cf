import { Migration } from '@mikro-orm/migrations';

/** Issue 18: the time of a counter's latest event, which the login backoff (per e-mail and IP) waits from. */
export class Migration20261124062000RateLimitLastHit extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "rate_limits" add column "last_hit_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "rate_limits" drop column "last_hit_at";');
  }
}
