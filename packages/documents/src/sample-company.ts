/**
 * For tests (this package's, the server's): an installer's identity and legal mentions as the settings
 * save them and the estimate PDF prints them (issue 16, reference/devis.md). One sample, so that the
 * tests of the document and of the API that feeds it speak of the same company.
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
