import { Migration } from '@mikro-orm/migrations';

/**
 * A room's surface may be unknown: the plan analysis names a room whose surface it cannot read
 * ('Surface à saisir', issue 17) rather than inventing 0 m².
 */
export class Migration20261124030000RoomSurfaceNullable extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "rooms" alter column "surface" drop not null;');
  }

  override async down(): Promise<void> {
    this.addSql('update "rooms" set "surface" = 0 where "surface" is null;');
    this.addSql('alter table "rooms" alter column "surface" set not null;');
  }
}
