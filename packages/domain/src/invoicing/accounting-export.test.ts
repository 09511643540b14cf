import { describe, expect, it } from 'vitest';
import { accountingCsv, csvAmount } from './accounting-export.ts';

describe('accountant’s CSV (French conventions)', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect([csvAmount(123_456), csvAmount(5), csvAmount(-1250), csvAmount(0)]).toEqual([
      '1234,56',
      '0,05',
      '-12,50',
      '0,00',
    ]);
  });

  it('gives one line per VAT rate of each invoice, avoirs negative, then the payments', () => {
    const csv = accountingCsv(
      [
        {
          number: 'FAC-2027-0002',
          issuedOn: '2027-02-01',
          dueOn: null,
          kind: 'avoir',
          clientName: 'SCI Les Tilleuls',
          clientSiren: '732829320',
          devisNumber: 'DEV-2027-0001',
          byRate: [{ rate: 20, baseCents: 10_000, vatCents: 2_000 }],
        },
        {
          number: 'FAC-2027-0001',
          issuedOn: '2027-01-15',
          dueOn: '2027-02-14',
          kind: 'acompte',
          clientName: '=HYPERLINK("x");1',
          clientSiren: '',
          devisNumber: 'DEV-2027-0001',
          byRate: [
            { rate: 20, baseCents: 30_000, vatCents: 6_000 },
            { rate: 5.5, baseCents: 105_000, vatCents: 5_775 },
          ],
        },
      ],
      [
        {
          paidOn: '2027-01-20',
          invoiceNumber: 'FAC-2027-0001',
          clientName: 'Mme Durand',
          amountCents: 150_000,
          method: 'virement',
          reference: 'VIR 42',
        },
      ],
    );
    expect(csv.startsWith('\ufeffDate;Pièce;Type;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Date;Pièce;Type;Client;SIREN client;Devis;Échéance;Taux TVA;Base HT;TVA;TTC;Règlement;Référence',
      '15/01/2027;FAC-2027-0001;Facture d’acompte;"\'=HYPERLINK(""x"");1";;DEV-2027-0001;14/02/2027;20;300,00;60,00;360,00;;',
      '15/01/2027;FAC-2027-0001;Facture d’acompte;"\'=HYPERLINK(""x"");1";;DEV-2027-0001;14/02/2027;5,5;1050,00;57,75;1107,75;;',
      '01/02/2027;FAC-2027-0002;Avoir;SCI Les Tilleuls;732829320;DEV-2027-0001;;20;-100,00;-20,00;-120,00;;',
      '20/01/2027;FAC-2027-0001;Paiement;Mme Durand;;;;;;;1500,00;Virement;VIR 42',
      '',
    ]);
  });
});
