import { describe, expect, it } from 'vitest';
import { clientInputSchema, formatAddress, workSiteAddress } from './client.schema.ts';

describe('client', () => {
  it('needs a name; other fields are optional and trimmed; a private person by default', () => {
    expect(clientInputSchema.safeParse({ name: '  ' }).success).toBe(false);
    const client = clientInputSchema.parse({ name: ' Mme Durand ', email: 'Durand@Exemple.FR ' });
    expect(client).toMatchObject({ kind: 'particulier', name: 'Mme Durand', email: 'durand@exemple.fr' });
    expect(client.address).toBe('');
  });

  it('refuses a bad postal code, e-mail or phone with a French message', () => {
    const result = clientInputSchema.safeParse({
      name: 'X',
      postalCode: '690',
      email: 'pas-un-mail',
      phone: 'abc',
      kind: 'entreprise',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['postalCode', 'Le code postal doit contenir 5 chiffres'],
        ['email', 'L’adresse email n’est pas valide'],
        ['phone', 'Le numéro de téléphone n’est pas valide'],
        ['kind', 'Le type de client est requis'],
      ]),
    );
  });

  it('prints the work site only when it differs from the billing address', () => {
    const billing = clientInputSchema.parse({
      name: 'Durand',
      address: '3 rue Neuve',
      postalCode: '69003',
      city: 'Lyon',
    });
    expect(formatAddress(billing)).toBe('3 rue Neuve, 69003 Lyon');
    expect(workSiteAddress(billing)).toBeNull();
    expect(
      workSiteAddress({ ...billing, siteAddress: '3 rue Neuve', sitePostalCode: '69003', siteCity: 'Lyon' }),
    ).toBeNull();
    expect(
      workSiteAddress({
        ...billing,
        siteAddress: '8 chemin du Lac',
        sitePostalCode: '74000',
        siteCity: 'Annecy',
      }),
    ).toBe('8 chemin du Lac, 74000 Annecy');
  });
});
