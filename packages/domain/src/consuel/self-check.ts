import { MAX_CIRCUITS_PER_RCD, MIN_RCDS, PANEL_RESERVE } from '../dimensioning/board.ts';
import { CONTACT_VOLTAGE_LIMIT, maxEarthResistance } from '../installation/supply.ts';
import type {
  DossierBoard,
  DossierCircuit,
  DossierFactsWithoutBoard,
  SelfCheckResult,
} from './dossier.schema.ts';
import type { SelfCheckStatus, SiteMeasurements } from './measurements.schema.ts';
import { SELF_CHECK_ITEM_IDS, SELF_CHECK_ITEMS, type SelfCheckItemId } from './self-check-items.ts';

/** What the self-check sheet is decided from: the board, the measurements and the project's facts. */
export type DossierFacts = DossierFactsWithoutBoard & { board: DossierBoard; measurements: SiteMeasurements };

/** Limits the measurements are checked against (reference consuel.md, nfc15100.md). */
export const MEASUREMENT_LIMITS = {
  earthConductorMm2: 16,
  bareEarthConductorMm2: 25,
  mainBondingMm2: 6,
  insulationMOhm: 0.5,
  /** Break time of a general-type RCD at IΔn (NF EN 61008-1). */
  rcdTripMs: 300,
  gtl: { widthMm: 600, depthMm: 200 },
  smallGtl: { widthMm: 450, depthMm: 150, maxSurfaceM2: 35 },
} as const;

/** Largest breaker a copper section carries (reference nfc15100.md §b). */
export const MAX_RATING_BY_SECTION: ReadonlyMap<number, number> = new Map([
  [1.5, 16],
  [2.5, 20],
  [4, 25],
  [6, 32],
  [10, 40],
]);

/** The largest breaker a section carries: that of the largest listed section not above it (0 below 1,5 mm²). */
export function maxRatingOn(section: number): number {
  let max = 0;
  for (const [listed, rating] of MAX_RATING_BY_SECTION) if (listed <= section) max = Math.max(max, rating);
  return max;
}

/** A French decimal: 0.2 → '0,2'. */
function fr(value: number): string {
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

/** 'circuit 3' or 'circuits 3, 5, 8': how the dossier names circuits by their number. */
export function circuitList(circuits: readonly Pick<DossierCircuit, 'number'>[]): string {
  return `${circuits.length > 1 ? 'circuits' : 'circuit'} ${circuits.map((c) => c.number).join(', ')}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Decision = { status: SelfCheckStatus | null; detail: string };
const undecided = (detail: string): Decision => ({ status: null, detail });
const yes = (detail: string): Decision => ({ status: 'conforme', detail });
const no = (detail: string): Decision => ({ status: 'non_conforme', detail });
const notApplicable = (detail: string): Decision => ({ status: 'sans_objet', detail });
const TO_ANSWER = 'À vérifier et cocher sur place.';

/** A yes/no fact checked on site. */
function checked(value: boolean | null, ok: string, ko: string): Decision {
  if (value === null) return undecided('À vérifier sur place.');
  return value ? yes(ok) : no(ko);
}

/** Each point's decision from the facts, as a table: a new point is a row (self-check-items.ts) and its rule here. */
const DECIDE: Record<SelfCheckItemId, (facts: DossierFacts) => Decision> = {
  agcp: ({ board }) =>
    board.agcp
      ? yes(
          `${board.agcp.rating}\u00a0A, ${board.agcp.sensitivityMa}\u00a0mA${board.agcp.assumed.includes('sensitivity') ? ' (sensibilité usuelle, à confirmer sur l’appareil)' : ''}.`,
        )
      : undecided(
          'Renseignez l’alimentation et le disjoncteur de branchement à l’étape «\u00a0Installation électrique\u00a0».',
        ),

  earthing_system: ({ measurements: m }) => {
    if (m.earthingSystem === null) return undecided('À relever sur place.');
    return m.earthingSystem === 'TT'
      ? yes('Schéma TT.')
      : no(
          `Schéma ${m.earthingSystem}\u00a0: un logement alimenté par le réseau public basse tension est en schéma TT.`,
        );
  },

  earth_resistance: ({ measurements: m, board }) => {
    if (m.earthingSystem !== null && m.earthingSystem !== 'TT')
      return notApplicable('Vérification propre au schéma TT.');
    const r = m.earthResistanceOhm;
    if (r === null) return undecided('Résistance de la prise de terre à mesurer.');
    const sensitivity = board.agcp?.sensitivityMa ?? null;
    if (sensitivity === null)
      return undecided('Sensibilité du disjoncteur de branchement à renseigner pour conclure.');
    const volts = (r * sensitivity) / 1000;
    const text = `${fr(r)}\u00a0Ω × ${fr(sensitivity / 1000)}\u00a0A = ${fr(volts)}\u00a0V`;
    return volts <= CONTACT_VOLTAGE_LIMIT
      ? yes(`${text} ≤ ${CONTACT_VOLTAGE_LIMIT}\u00a0V.`)
      : no(
          `${text} > ${CONTACT_VOLTAGE_LIMIT}\u00a0V\u00a0: ${maxEarthResistance(sensitivity)}\u00a0Ω au plus avec un disjoncteur de branchement de ${sensitivity}\u00a0mA\u202f; améliorer la prise de terre.`,
        );
  },

  earth_conductor: ({ measurements: m }) => {
    if (m.earthConductorMm2 === null) return undecided('Section du conducteur de terre à relever.');
    const min = m.earthConductorBare
      ? MEASUREMENT_LIMITS.bareEarthConductorMm2
      : MEASUREMENT_LIMITS.earthConductorMm2;
    const where = m.earthConductorBare ? ' (nu en terre)' : '';
    return m.earthConductorMm2 >= min
      ? yes(`${fr(m.earthConductorMm2)}\u00a0mm²${where} ≥ ${min}\u00a0mm².`)
      : no(`${fr(m.earthConductorMm2)}\u00a0mm²${where} < ${min}\u00a0mm².`);
  },

  main_bonding: ({ measurements: m }) => {
    if (m.mainBondingMm2 === null)
      return undecided('Section de la liaison équipotentielle principale à relever.');
    const min = MEASUREMENT_LIMITS.mainBondingMm2;
    return m.mainBondingMm2 >= min
      ? yes(`${fr(m.mainBondingMm2)}\u00a0mm² ≥ ${min}\u00a0mm².`)
      : no(`${fr(m.mainBondingMm2)}\u00a0mm² < ${min}\u00a0mm².`);
  },

  bathroom_bonding: ({ measurements: m, bathrooms }) => {
    if (bathrooms.length === 0) return notApplicable('Aucune salle d’eau dans le projet.');
    const answer = (id: string) => m.bathroomBonding.find((b) => b.roomId === id)?.done ?? null;
    const missing = bathrooms.filter((b) => answer(b.id) === false);
    if (missing.length > 0) return no(`Absente\u00a0: ${missing.map((b) => b.name).join(', ')}.`);
    const unknown = bathrooms.filter((b) => answer(b.id) === null);
    if (unknown.length > 0) return undecided(`À vérifier\u00a0: ${unknown.map((b) => b.name).join(', ')}.`);
    return yes(`Réalisée\u00a0: ${bathrooms.map((b) => b.name).join(', ')}.`);
  },

  bathroom_volumes: ({ bathrooms }) =>
    bathrooms.length === 0 ? notApplicable('Aucune salle d’eau dans le projet.') : undecided(TO_ANSWER),

  rcd_30ma: ({ board, partial }) => {
    if (board.circuits.length === 0) return undecided('Aucun circuit au tableau enregistré.');
    const min = partial ? 1 : MIN_RCDS;
    const crowded = board.rcds.filter((r) => r.circuits.length > MAX_CIRCUITS_PER_RCD);
    if (board.rcds.length < min)
      return no(`${board.rcds.length} différentiel pour le logement\u00a0: ${min} au moins.`);
    if (crowded.length > 0)
      return no(
        `Plus de ${MAX_CIRCUITS_PER_RCD} circuits sous le différentiel ${crowded.map((r) => r.number).join(', ')}.`,
      );
    return yes(
      `${board.circuits.length} circuits sous ${board.rcds.length} différentiels 30\u00a0mA, ${Math.max(...board.rcds.map((r) => r.circuits.length))} au plus par différentiel.`,
    );
  },

  rcd_types: ({ board }) => {
    const needA = board.circuits.filter(
      (c) => c.kind === 'cooking' || c.kind === 'dedicated' || c.kind === 'ev',
    );
    const known = board.circuits.some((c) => c.kind !== null);
    if (!known) return undecided(TO_ANSWER);
    if (needA.length === 0)
      return notApplicable('Ni plaque de cuisson, ni circuit spécialisé, ni borne au tableau.');
    const typeOf = (c: DossierCircuit) => board.rcds.find((r) => r.number === c.rcd)?.type ?? 'AC';
    const wrong = needA.filter((c) => typeOf(c) === 'AC');
    return wrong.length > 0
      ? no(`Sous un différentiel de type AC\u00a0: ${circuitList(wrong)}.`)
      : yes(`${capitalised(circuitList(needA))} sous différentiel de type A ou F.`);
  },

  sections: ({ board }) => {
    if (board.circuits.length === 0) return undecided('Aucun circuit au tableau enregistré.');
    const over = board.circuits.filter((c) => c.section !== null && c.rating > maxRatingOn(c.section));
    if (over.length > 0)
      return no(
        `${over
          .map((c) => `Circuit ${c.number}\u00a0: ${c.rating}\u00a0A sur ${fr(c.section ?? 0)}\u00a0mm²`)
          .join('\u202f; ')}.`,
      );
    const unknown = board.circuits.filter((c) => c.section === null);
    if (unknown.length > 0) return undecided(`Section à relever\u00a0: ${circuitList(unknown)}.`);
    return yes('Chaque section admet le calibre de son disjoncteur.');
  },

  reserve: ({ board }) => {
    if (board.capacityModules === 0) return undecided('Aucun tableau au dimensionnement enregistré.');
    const share = board.spareModules / board.capacityModules;
    const text = `${board.spareModules} modules libres sur ${board.capacityModules} (${Math.round(share * 100)}\u00a0%)`;
    return share >= PANEL_RESERVE
      ? yes(`${text}.`)
      : no(`${text}, ${Math.round(PANEL_RESERVE * 100)}\u00a0% au moins.`);
  },

  surge_protector: ({ board, lightning }) => {
    if (board.surgeProtectors.length > 0)
      return yes(
        `Parafoudre ${board.surgeProtectors.map((s) => s.type.toLowerCase()).join(', ')} en tête d’installation.`,
      );
    if (lightning?.lightningRod)
      return no('Bâtiment équipé d’un paratonnerre\u00a0: parafoudre de type 1 obligatoire.');
    return undecided(
      lightning?.aq2
        ? 'Zone AQ2\u00a0: obligatoire si l’alimentation est aérienne ou si la sécurité des personnes dépend de l’installation.'
        : TO_ANSWER,
    );
  },

  gtl: ({ measurements: m, habitableSurface, partial }) => {
    if (partial && m.gtlWidthMm === null && m.gtlDepthMm === null)
      return notApplicable(
        'Rénovation partielle\u00a0: la GTL n’est exigée que si toute la distribution est refaite.',
      );
    if (m.gtlWidthMm === null || m.gtlDepthMm === null)
      return undecided('Largeur et profondeur de la GTL à relever.');
    const small = habitableSurface <= MEASUREMENT_LIMITS.smallGtl.maxSurfaceM2;
    const need = small ? MEASUREMENT_LIMITS.smallGtl : MEASUREMENT_LIMITS.gtl;
    const text = `${fr(m.gtlWidthMm)} × ${fr(m.gtlDepthMm)}\u00a0mm`;
    return m.gtlWidthMm >= need.widthMm && m.gtlDepthMm >= need.depthMm
      ? yes(`${text}.`)
      : no(
          `${text}\u00a0: ${need.widthMm} × ${need.depthMm}\u00a0mm au moins${small ? ' (logement de 35\u00a0m² au plus)' : ''}.`,
        );
  },

  board_height: () => undecided(TO_ANSWER),

  equipment: ({ equipment }) => {
    if (!equipment) return undecided(TO_ANSWER);
    return equipment.roomsShort === 0
      ? yes('Chaque pièce a son équipement minimal (étape Conformité).')
      : no(
          `${equipment.roomsShort} pièce${equipment.roomsShort > 1 ? 's' : ''} sous l’équipement minimal (voir l’étape Conformité).`,
        );
  },

  no_claws: () => undecided(TO_ANSWER),
  sockets: () => undecided(TO_ANSWER),
  dcl: () => undecided(TO_ANSWER),

  smoke_alarm: ({ measurements: m }) =>
    checked(m.smokeAlarm, 'Détecteur installé.', 'Aucun détecteur de fumée installé.'),

  insulation: ({ measurements: m }) => {
    if (m.insulationMOhm === null) return undecided('Résistance d’isolement à mesurer (500\u00a0V continu).');
    const min = MEASUREMENT_LIMITS.insulationMOhm;
    return m.insulationMOhm >= min
      ? yes(`${fr(m.insulationMOhm)}\u00a0MΩ ≥ ${fr(min)}\u00a0MΩ.`)
      : no(`${fr(m.insulationMOhm)}\u00a0MΩ < ${fr(min)}\u00a0MΩ\u00a0: rechercher le défaut d’isolement.`);
  },

  continuity: ({ measurements: m }) =>
    checked(m.continuity, 'Continuité vérifiée.', 'Défaut de continuité d’un conducteur de protection.'),

  rcd_trip: ({ measurements: m, board }) => {
    if (board.rcds.length === 0) return undecided('Aucun différentiel au tableau enregistré.');
    const limit = MEASUREMENT_LIMITS.rcdTripMs;
    const testOf = (n: number) => m.rcdTests.find((t) => t.rcd === n);
    const failed = board.rcds.filter((r) => testOf(r.number)?.trips === false);
    const slow = board.rcds.filter((r) => (testOf(r.number)?.timeMs ?? 0) > limit);
    if (failed.length > 0 || slow.length > 0) {
      const parts = [
        ...failed.map((r) => `différentiel ${r.number}\u00a0: ne déclenche pas`),
        ...slow.map(
          (r) => `différentiel ${r.number}\u00a0: ${testOf(r.number)?.timeMs}\u00a0ms > ${limit}\u00a0ms`,
        ),
      ];
      return no(`${parts.join('\u202f; ')}.`);
    }
    const untested = board.rcds.filter((r) => testOf(r.number)?.trips !== true);
    if (untested.length > 0)
      return undecided(`À essayer\u00a0: différentiel ${untested.map((r) => r.number).join(', ')}.`);
    return yes(`${board.rcds.length} différentiels essayés\u00a0: chacun déclenche.`);
  },

  polarity: ({ measurements: m }) => checked(m.polarity, 'Polarité vérifiée.', 'Inversion de polarité.'),
};

/**
 * The self-check sheet: every point of SELF_CHECK_ITEMS in order, decided by Courant where it can,
 * else by the installer's hand answer for a manual point.
 */
export function selfCheckSheet(facts: DossierFacts): SelfCheckResult[] {
  return SELF_CHECK_ITEM_IDS.map((id) => {
    const item = SELF_CHECK_ITEMS[id];
    const decision = DECIDE[id](facts);
    const answer = facts.measurements.selfCheck.find((a) => a.id === id);
    const byHand = decision.status === null && item.manual && answer?.status != null;
    return {
      id,
      label: item.label,
      clause: item.clause,
      blocking: item.blocking,
      manual: item.manual && decision.status === null,
      status: byHand ? (answer?.status ?? null) : decision.status,
      source: byHand ? 'saisie' : decision.status === null ? null : 'courant',
      detail: decision.detail,
      note: answer?.note ?? '',
    };
  });
}
