import type { CircuitKind } from '../dimensioning/circuit.ts';
import { effectiveWorkScope } from '../project.schema.ts';

/**
 * The facts of the yellow attestation de conformité that Courant can source (décret 72-1120; Cerfa
 * 12506*03, the forms in use since November 2016 with fewer technical fields). Only these are
 * printed: the full list of the form's fields could not be checked against the form itself, so the
 * dossier gives what the installer copies onto it, not a facsimile of it.
 */
export const ATTESTATION_FORM = {
  colour: 'jaune',
  cerfa: '12506*03',
  title: 'Attestation de conformité jaune (Cerfa n° 12506*03) — locaux d’habitation',
  validity: 'Valable deux ans à compter de son établissement (arrêté du 1er juillet 2009)',
  /** What the dossier gives of the form, said on its cover. */
  scope:
    'Ne sont reportés ici que les éléments du formulaire que Courant a pu vérifier\u00a0: type d’attestation, cases «\u00a0locaux d’habitation\u00a0», durée de validité, cachet de l’installateur, nom et adresse du demandeur, maître d’ouvrage et adresse de l’installation. Remplissez le formulaire lui-même (espace en ligne du Consuel ou Cerfa) à partir de ces éléments.',
} as const;

/** The boxes of the form's 'locaux d'habitation' part. */
export const ATTESTATION_BOXES = {
  '1a': 'Construction neuve',
  '1b': 'Bâtiment existant dont l’installation a été entièrement refaite après dépose de l’ancienne',
  '1c': 'Bâtiment existant dont l’installation a été partiellement refaite, des circuits existants étant conservés',
  '1d': 'Chauffage par l’électricité (pompes à chaleur et chaudières électriques comprises)',
} as const;
export type AttestationBox = keyof typeof ATTESTATION_BOXES;

/** Circuits that heat the dwelling by electricity (box 1d). */
const HEATING_KINDS: ReadonlySet<CircuitKind | null> = new Set<CircuitKind>([
  'heating',
  'floorHeating',
  'heatPump',
  'heatPumpBackup',
]);

/** The boxes to tick: 1a, 1b or 1c from the works, and 1d when the board heats the dwelling. */
export function attestationBoxes(
  typeTravaux: string | null | undefined,
  workScope: string | null | undefined,
  circuits: readonly { kind: CircuitKind | null; name: string }[],
): AttestationBox[] {
  const works: AttestationBox =
    typeTravaux === 'Renovation'
      ? effectiveWorkScope(typeTravaux, workScope) === 'pieces_renovees'
        ? '1c'
        : '1b'
      : '1a';
  const heating = circuits.some(
    (c) => HEATING_KINDS.has(c.kind) || (c.kind === null && /chauffage|pompe à chaleur/i.test(c.name)),
  );
  return heating ? [works, '1d'] : [works];
}
