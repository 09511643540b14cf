import { idsOf } from '../labelled.ts';

/**
 * The self-check sheet (fiche d'autocontrôle, NF C 15-100 amendment A5; reference consuel.md and
 * nfc15100.md): each point an inspector reads, with the clause it comes from. `manual`: the installer
 * answers it by hand when Courant cannot decide it from the project, the board or the measurements
 * (points decided from a measurement are answered by measuring). `blocking`: a point that keeps the
 * dossier from 'prêt' until it is conforme or sans objet; the others are reported as remarks.
 *
 * The clause texts cite the parts of the 2024 series the reference names (NF C 15-100-1, -6, -10,
 * -7-701, -7-722); where the reference gives no article number, none is printed.
 */
export const SELF_CHECK_ITEMS = {
  agcp: {
    label: 'Disjoncteur de branchement (AGCP)\u00a0: calibre et sensibilité différentielle',
    clause: 'NF C 15-100-10, alimentation du logement',
    manual: false,
    blocking: true,
  },
  earthing_system: {
    label: 'Schéma de liaison à la terre TT',
    clause: 'NF C 15-100-10, logement alimenté par le réseau public',
    manual: false,
    blocking: true,
  },
  earth_resistance: {
    label: 'Prise de terre\u00a0: R × IΔn ≤ 50\u00a0V',
    clause: 'NF C 15-100-1 §411.5.3',
    manual: false,
    blocking: true,
  },
  earth_conductor: {
    label: 'Conducteur de terre ≥ 16\u00a0mm² cuivre (25\u00a0mm² nu en terre)',
    clause: 'NF C 15-100-10, conducteur de terre',
    manual: false,
    blocking: true,
  },
  main_bonding: {
    label: 'Liaison équipotentielle principale ≥ 6\u00a0mm²',
    clause: 'NF C 15-100-10, liaison équipotentielle principale',
    manual: false,
    blocking: true,
  },
  bathroom_bonding: {
    label: 'Liaison équipotentielle supplémentaire des salles d’eau',
    clause: 'NF C 15-100-7-701',
    manual: false,
    blocking: true,
  },
  bathroom_volumes: {
    label: 'Volumes 0, 1 et 2 des salles d’eau respectés (matériel admis dans chaque volume)',
    clause: 'NF C 15-100-7-701',
    manual: true,
    blocking: true,
  },
  rcd_30ma: {
    label:
      'Tous les circuits sous différentiel 30\u00a0mA, au moins 2 différentiels, 8 circuits au plus chacun',
    clause: 'NF C 15-100-10, protection différentielle 30\u00a0mA',
    manual: false,
    blocking: true,
  },
  rcd_types: {
    label: 'Différentiel de type A pour la plaque de cuisson, le lave-linge et la borne de recharge',
    clause: 'NF C 15-100-10\u202f; NF C 15-100-7-722',
    manual: true,
    blocking: true,
  },
  sections: {
    label: 'Sections des conducteurs adaptées aux calibres des disjoncteurs',
    clause:
      'NF C 15-100-10, tableau des circuits\u00a0: 1,5\u00a0mm² ≤ 16\u00a0A, 2,5\u00a0mm² ≤ 20\u00a0A, 4\u00a0mm² ≤ 25\u00a0A, 6\u00a0mm² ≤ 32\u00a0A, 10\u00a0mm² ≤ 40\u00a0A',
    manual: true,
    blocking: true,
  },
  reserve: {
    label: 'Réserve d’au moins 20\u00a0% au tableau de répartition',
    clause: 'NF C 15-100-10, tableau de répartition',
    manual: false,
    blocking: true,
  },
  surge_protector: {
    label:
      'Parafoudre lorsqu’il est obligatoire (paratonnerre, zone AQ2 avec alimentation aérienne ou sécurité des personnes)',
    clause: 'NF C 15-100-10, protection contre les surtensions (ex-§443)',
    manual: true,
    blocking: true,
  },
  gtl: {
    label: 'GTL de 600 × 200\u00a0mm (450 × 150\u00a0mm pour un logement de 35\u00a0m² au plus)',
    clause: 'NF C 15-100-10, gaine technique logement',
    manual: false,
    blocking: true,
  },
  board_height: {
    label: 'Organe de coupure du tableau entre 0,90\u00a0m et 1,80\u00a0m du sol',
    clause: 'NF C 15-100-10, tableau de répartition',
    manual: true,
    blocking: true,
  },
  equipment: {
    label: 'Équipement minimal des pièces (points d’éclairage, prises, circuits spécialisés, RJ45)',
    clause: 'NF C 15-100-10 §10.1.3\u202f; NF C 15-100-11',
    manual: true,
    blocking: false,
  },
  no_claws: {
    label: 'Appareillage fixé sans griffes',
    clause: 'NF C 15-100-10 (depuis l’amendement A5)',
    manual: true,
    blocking: true,
  },
  sockets: {
    label:
      'Prises de courant à obturateurs, toutes reliées à la terre, axe à 5\u00a0cm au moins du sol (12\u00a0cm pour 32\u00a0A)',
    clause: 'NF C 15-100-10',
    manual: true,
    blocking: true,
  },
  dcl: {
    label: 'Un DCL à chaque point d’éclairage',
    clause: 'NF C 15-100-10',
    manual: true,
    blocking: true,
  },
  smoke_alarm: {
    label: 'Détecteur de fumée (DAAF) installé',
    clause: 'Code de la construction et de l’habitation (loi n° 2010-238 du 9 mars 2010)',
    manual: false,
    blocking: true,
  },
  insulation: {
    label: 'Résistance d’isolement ≥ 0,5\u00a0MΩ sous 500\u00a0V continu',
    clause: 'NF C 15-100-6, vérifications',
    manual: false,
    blocking: true,
  },
  continuity: {
    label: 'Continuité des conducteurs de protection',
    clause: 'NF C 15-100-6, vérifications',
    manual: false,
    blocking: true,
  },
  rcd_trip: {
    label: 'Déclenchement de chaque différentiel (300\u00a0ms au plus à IΔn)',
    clause: 'NF C 15-100-6, vérifications\u202f; NF EN 61008-1',
    manual: false,
    blocking: true,
  },
  polarity: {
    label: 'Polarité (phase et neutre à leur place)',
    clause: 'NF C 15-100-6, vérifications',
    manual: false,
    blocking: true,
  },
} satisfies Record<string, { label: string; clause: string; manual: boolean; blocking: boolean }>;

export const SELF_CHECK_ITEM_IDS = idsOf(SELF_CHECK_ITEMS);
export type SelfCheckItemId = (typeof SELF_CHECK_ITEM_IDS)[number];

export function isSelfCheckItemId(id: string): id is SelfCheckItemId {
  return Object.hasOwn(SELF_CHECK_ITEMS, id);
}
