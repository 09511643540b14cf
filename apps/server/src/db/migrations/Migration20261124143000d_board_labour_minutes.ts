import { Migration } from '@mikro-orm/migrations';

/** Issue 16: each company's fitting times of the board's lines (minutes per piece, per metre of cable). */
export class Migration20261124143000dBoardLabourMinutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "board_labour_minutes" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "companies" drop column "board_labour_minutes";');
  }
}
