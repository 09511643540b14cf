import { Migration } from '@mikro-orm/migrations';

/** Issue 16: a company under the franchise en base (art. 293 B du CGI) charges no VAT. */
export class Migration20261124114000dVatExempt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "companies" add column "vat_exempt" boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "companies" drop column "vat_exempt";');
  }
}
