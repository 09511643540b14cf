import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16: a quote's total HT in integer cents (STYLE.md 'Money'), replacing the euros double, and
 * its VAT rate (20, 10 or 5,5; a line may carry its own).
 */
export class Migration20261124064000QuoteCentsVat extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "quotes" add column "total_cents" bigint not null default 0;');
    this.addSql('alter table "quotes" add column "vat_rate" double precision not null default 20;');
    this.addSql('update "quotes" set "total_cents" = round("total_amount" * 100);');
    this.addSql('alter table "quotes" drop column "total_amount";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "quotes" add column "total_amount" double precision not null default 0;');
    this.addSql('update "quotes" set "total_amount" = "total_cents" / 100.0;');
    this.addSql('alter table "quotes" drop column "total_cents";');
    this.addSql('alter table "quotes" drop column "vat_rate";');
  }
}
