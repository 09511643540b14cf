/**
 * For tests (the server's, the browser's end-to-end): a project's step 1 as a user fills it in (part 1
 * §5), without its optional description. One sample, so that the API's tests and the browser's set-up
 * create the same project.
 */
export const SAMPLE_PROJECT_INFO = {
  name: 'Maison Dupont',
  typeProjet: 'Résidentiel',
  typeTravaux: 'Construction',
  codePostal: '69003',
  numberOfPeople: 3,
} as const;
