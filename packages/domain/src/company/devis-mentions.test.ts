import { describe, expect, it } from 'vitest';
import { type DevisClient, type DevisCompany, missingDevisMentions } from './devis-mentions.ts';

const COMPLETE: DevisCompany = {
  legalForm: 'SARL',
  address: '12 rue de la République',
  postalCode: '69002',
  city: 'Lyon',
  phone: '04 78 00 00 00',
  email: 'contact@martin-elec.fr',
  registration: 'RCS Lyon 732 829 320',
  vatNumber: 'FR44732829320',
  vatExempt: false,
  insurer: 'Assurances du Rhône',
  insurancePolicy: 'DEC-2026-1234',
  insuranceCoverage: 'France métropolitaine',
  mediatorMention: 'Médiateur : CM2C, 14 rue Saint-Jean, 75017 Paris',
};
const PRIVATE: DevisClient = {
  kind: 'particulier',
  address: '3 rue Neuve',
  postalCode: '69003',
  city: 'Lyon',
};

describe('missingDevisMentions (reference/devis.md "Who issues it", "The client is a private person")', () => {
  it('finds nothing missing on a complete company and a client with an address', () => {
    expect(missingDevisMentions(COMPLETE, PRIVATE)).toEqual([]);
  });

  it('names what a new account lacks: legal mentions, insurance, mediator, and the client', () => {
    const empty = Object.fromEntries(
      Object.entries(COMPLETE).map(([k, v]) => [k, typeof v === 'string' ? '' : v]),
    ) as DevisCompany;
    expect(missingDevisMentions(empty, null).map((m) => `${m.where}: ${m.label}`)).toEqual([
      'company: la forme juridique (EI pour un entrepreneur individuel)',
      'company: l’adresse du siège',
      'company: le téléphone',
      'company: l’adresse email',
      'company: le numéro RCS ou RM',
      'company: le numéro de TVA intracommunautaire',
      'company: l’assurance décennale (assureur, numéro de contrat, zone couverte)',
      'client: le client',
      'company: le médiateur de la consommation',
    ]);
  });

  it('needs every part of the address and of the insurance', () => {
    expect(missingDevisMentions({ ...COMPLETE, city: ' ' }, PRIVATE).map((m) => m.label)).toEqual([
      'l’adresse du siège',
    ]);
    expect(missingDevisMentions({ ...COMPLETE, insurancePolicy: '' }, PRIVATE)).toHaveLength(1);
    expect(missingDevisMentions(COMPLETE, { ...PRIVATE, postalCode: '' }).map((m) => m.label)).toEqual([
      'l’adresse du client',
    ]);
  });

  it('asks no VAT number under the franchise en base, and no mediator for a professional client', () => {
    expect(missingDevisMentions({ ...COMPLETE, vatNumber: '', vatExempt: true }, PRIVATE)).toEqual([]);
    expect(
      missingDevisMentions({ ...COMPLETE, mediatorMention: '' }, { ...PRIVATE, kind: 'professionnel' }),
    ).toEqual([]);
    expect(missingDevisMentions({ ...COMPLETE, mediatorMention: '' }, PRIVATE).map((m) => m.label)).toEqual([
      'le médiateur de la consommation',
    ]);
  });
});
