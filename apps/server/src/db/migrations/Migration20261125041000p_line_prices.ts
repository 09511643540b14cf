import { Migration } from '@mikro-orm/migrations';

/** Issue 16: each company's own prices of the lines without a catalogue price ('Vos prix'). */
export class Migration20261125041000pLinePrices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "line_prices" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "companies" drop column "line_prices";');
  }
}
