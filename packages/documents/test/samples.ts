/**
 * Test data shared by this package's tests, the server's and the browser's end-to-end set-up
 * (`@courant/documents/test-samples`), so that they speak of the same company and project.
 */

/**
 * An installer's identity and legal mentions as the settings save them and the devis prints them
 * (reference/devis.md).
 */
export const SAMPLE_COMPANY_MENTIONS = {
  legalForm: 'SARL',
  capital: 10000,
  address: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  registration: 'RCS Lyon 732 829 320',
  vatNumber: 'FR40732829320',
  insurer: 'Assurances du Rhône',
  insurancePolicy: 'DEC-2026-001',
  insuranceCoverage: 'France métropolitaine',
  depositPercent: 30,
} as const;

/** A project's step 1 as a user fills it in (part 1 §5), without its optional description. */
export const SAMPLE_PROJECT_INFO = {
  name: 'Maison Dupont',
  typeProjet: 'Résidentiel',
  typeTravaux: 'Construction',
  codePostal: '69003',
  numberOfPeople: 3,
} as const;
