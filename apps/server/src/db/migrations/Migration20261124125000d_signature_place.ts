import { Migration } from '@mikro-orm/migrations';

/** Issue 16: where the devis is signed, printed 'Fait à …' above the client's signature. */
export class Migration20261124125000dSignaturePlace extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "quotes" add column "signature_place" varchar(100) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "quotes" drop column "signature_place";');
  }
}
