import { Migration } from '@mikro-orm/migrations';

/**
 * What invoices name of their parties (décret 2022-1299): a professional client's SIREN and VAT
 * number, and the company's option for the VAT on debits.
 */
export class Migration20261207120000iInvoiceParties extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "companies" add column "vat_on_debits" boolean not null default false;');
    this.addSql(
      `alter table "clients" add column "siren" varchar(9) not null default '', add column "vat_number" varchar(20) not null default '';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "clients" drop column "siren", drop column "vat_number";');
    this.addSql('alter table "companies" drop column "vat_on_debits";');
  }
}
