import type { Client } from '../clients/client.schema.ts';
import type { CompanySettings } from './company.schema.ts';

// What a devis must carry (reference/devis.md) and Courant can only print once it is filled in: the
// company's settings and the project's client. A devis sent without them is one the client could
// contest; step 8 names what is missing before 'Valider le projet'.

export type DevisCompany = Pick<
  CompanySettings,
  | 'legalForm'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'phone'
  | 'email'
  | 'registration'
  | 'vatNumber'
  | 'vatExempt'
  | 'insurer'
  | 'insurancePolicy'
  | 'insuranceCoverage'
  | 'mediatorMention'
>;

export type DevisClient = Pick<Client, 'kind' | 'address' | 'postalCode' | 'city'>;

/** Where a missing mention is filled in: the company's settings, or the project's client (step 1). */
export interface MissingMention {
  where: 'company' | 'client';
  label: string;
}

const blank = (...values: string[]) => values.some((v) => v.trim() === '');

/** The mandatory mentions this devis would go without, in the order the devis prints them. */
export function missingDevisMentions(company: DevisCompany, client: DevisClient | null): MissingMention[] {
  const missing: MissingMention[] = [];
  const add = (where: MissingMention['where'], label: string, when: boolean) => {
    if (when) missing.push({ where, label });
  };
  add('company', 'la forme juridique (EI pour un entrepreneur individuel)', blank(company.legalForm));
  add('company', 'l’adresse du siège', blank(company.address, company.postalCode, company.city));
  add('company', 'le téléphone', blank(company.phone));
  add('company', 'l’adresse email', blank(company.email));
  add('company', 'le numéro RCS ou RM', blank(company.registration));
  add('company', 'le numéro de TVA intracommunautaire', !company.vatExempt && blank(company.vatNumber));
  add(
    'company',
    'l’assurance décennale (assureur, numéro de contrat, zone couverte)',
    blank(company.insurer, company.insurancePolicy, company.insuranceCoverage),
  );
  add('client', 'le client', client === null);
  add(
    'client',
    'l’adresse du client',
    client !== null && blank(client.address, client.postalCode, client.city),
  );
  // A private client only: the consumer mediator (Code de la consommation L612-1). Unknown client:
  // most residential jobs are for private persons.
  add(
    'company',
    'le médiateur de la consommation',
    (client === null || client.kind === 'particulier') && blank(company.mediatorMention),
  );
  return missing;
}
