import { SUPPLY_PHASE_LABELS } from '../installation/installation.schema.ts';
import { agcpSettingFor, type SupplyCheck } from '../installation/supply.ts';
import { MAX_CIRCUITS_PER_RCD, PANEL_RESERVE, type PanelPlan, type RcdGroup } from './board.ts';
import type { Circuit } from './circuit.ts';
import { CIRCUIT_KINDS } from './circuit-kinds.ts';
import type { NoteBuilder, NoteContext } from './circuit-notes.ts';
import type { CircuitBreaker, SurgeProtector } from './dimensioning.schema.ts';
import { department, fr, plural, watts } from './note-text.ts';
import { phaseLoadsW } from './phases.ts';
import { CABLE_SLACK } from './plan-context.ts';
import type { RcdRow } from './rcd-rows.ts';

/**
 * The board's installation notes, in French: a summary, then each circuit row's notes (CIRCUIT_KINDS,
 * in its order), then the board's own (RCDs, panels, cables, GTL, supply, surge protection), each
 * note builder reading one context.
 */

/** A breaker line of the board with the id the estimate gives it (breaker-1, breaker-2…). */
export type BreakerLine = CircuitBreaker & { id: string };

/** What the board's notes read: the project, its circuits and the board planned from them. */
export interface BoardNoteContext extends NoteContext {
  circuits: readonly Circuit[];
  groups: readonly RcdGroup[];
  lines: readonly BreakerLine[];
  rows: readonly RcdRow[];
  panels: readonly PanelPlan[];
  /** Modules the board's devices take. */
  used: number;
  surge: readonly SurgeProtector[];
  /** The dwelling's habitable surface (step 3's), m². */
  habitable: number;
  checks: readonly SupplyCheck[];
}

type BoardNoteBuilder = (context: BoardNoteContext) => string[];

export function dimensioningNotes(context: BoardNoteContext): string[] {
  return [
    ...summaryNote(context),
    ...Object.values(CIRCUIT_KINDS).flatMap((row) => row.note?.(context) ?? []),
    ...BOARD_NOTES.flatMap((note) => note(context)),
  ];
}

const summaryNote: BoardNoteBuilder = ({ input, habitable }) => [
  `Dimensionnement établi selon la NF C 15-100 pour ${plural(input.rooms.length, 'pièce', 'pièces')} (${fr(habitable)}\u00a0m² habitables)\u202f; à valider par l’installateur.`,
];

/** The RCDs: how many and by which rules, then one note per row, then the phases they are fed from. */
const rcdNotes: BoardNoteBuilder = ({ input, partial, rows, lines, groups }) => {
  if (rows.length === 0) return [];
  const supply = input.installation?.supply;
  const agcp = supply ? (supply.agcpRating ?? agcpSettingFor(supply.phases, supply.subscribedKva)) : null;
  const notes = [
    `Protection différentielle 30\u00a0mA\u00a0: ${plural(rows.length, 'interrupteur différentiel', 'interrupteurs différentiels')} (${partial ? 'rénovation de pièces\u00a0: circuits ajoutés au tableau existant, qui doit compter au moins 2 différentiels' : 'au moins 2 par logement'}, ${MAX_CIRCUITS_PER_RCD} circuits et 8 modules maximum chacun)\u202f; éclairage et prises d’une même pièce répartis sur des différentiels différents. Ce sont les différentiels dessinés au tableau et chiffrés dans l’estimation.`,
    ...rows.map((row, i) => describeRow(row, i, lines, groups, agcp)),
  ];
  if (rows.some((row) => row.phase !== null)) {
    const loads = phaseLoadsW(rows, lines);
    notes.push(
      `Répartition sur les phases (triphasé)\u00a0: L1 ≈ ${watts(loads.L1)}\u00a0W, L2 ≈ ${watts(loads.L2)}\u00a0W, L3 ≈ ${watts(loads.L3)}\u00a0W\u202f; chaque interrupteur différentiel bipolaire est alimenté par une phase, les rangées les plus chargées d’abord sur la phase la moins chargée (puissance estimée\u00a0: calibre × 230\u00a0V, 100\u00a0% pour le chauffage, le chauffe-eau et la borne, 50\u00a0% pour les autres circuits).`,
    );
  }
  return notes;
};

const RCD_TYPE_TEXT = { AC: 'type AC', A: 'type A', F: 'type F' } as const;

const FAMILY_WHY: Partial<Record<RcdGroup['family'], string>> = {
  typeA: ' — type A obligatoire pour la plaque de cuisson et le lave-linge',
  ev: ' — dispositif dédié à la borne, type A minimum (NF C 15-100-7-722)',
  outdoorF:
    ' — circuit extérieur à variateur de vitesse (pompe de piscine)\u00a0: type F, séparé des circuits intérieurs',
  typeF: ' — type F pour les moteurs à vitesse variable (série 2024)',
  outdoor: ' — circuits extérieurs non fixés au bâtiment, séparés des circuits intérieurs',
};

/** One note per differential row: what it protects, its type, its rating and why. */
function describeRow(
  row: RcdRow,
  index: number,
  lines: readonly BreakerLine[],
  groups: readonly RcdGroup[],
  agcp: number | null,
): string {
  const members = row.units.map((id) => lines.find((l) => l.id === id));
  const device = row.type === 'AC' ? ' (appareil de type A fourni, admis à la place du type AC)' : '';
  const poles =
    row.poles === 4
      ? ', tétrapolaire pour le circuit triphasé (40\u00a0A minimum)'
      : row.phase
        ? `, alimenté par la phase ${row.phase}`
        : '';
  return `Interrupteur différentiel ${index + 1} (30\u00a0mA, ${RCD_TYPE_TEXT[row.type]}${device}${poles}, ${row.rating}\u00a0A, ${plural(row.units.length, 'circuit', 'circuits')})\u00a0: ${rowContents(members)}${rowWhy(row, members, groups)}\u202f; ${rowRating(row, members)}.${rowSplit(row)}${upstreamRule(row, agcp)}`;
}

/** The row's circuits by description, repeated ones counted ('3 × Circuit éclairage'). */
function rowContents(members: readonly (BreakerLine | undefined)[]): string {
  const seen = new Map<string, number>();
  for (const line of members) {
    const description = line?.description ?? 'Disjoncteur';
    seen.set(description, (seen.get(description) ?? 0) + 1);
  }
  return [...seen].map(([description, n]) => (n > 1 ? `${n} × ${description}` : description)).join(', ');
}

/** Why the row has its own RCD or type: its family's reason, or the heating kept together. */
function rowWhy(
  row: RcdRow,
  members: readonly (BreakerLine | undefined)[],
  groups: readonly RcdGroup[],
): string {
  const group = row.group === null ? undefined : groups[row.group - 1];
  const heating = members.some((l) => /chauffage|plancher chauffant/i.test(l?.description ?? ''));
  return (
    (group && FAMILY_WHY[group.family]) ??
    (heating ? ' — tous les circuits de chauffage sous ce même dispositif' : '')
  );
}

/** The rating by the sum rule and the downstream rule, the larger kept. */
function rowRating(row: RcdRow, members: readonly (BreakerLine | undefined)[]): string {
  const full = members
    .filter((l) => l?.full_load === true)
    .reduce((sum, l) => sum + Number(l?.rating ?? 0), 0);
  return (
    `calibre ${row.rating}\u00a0A\u00a0: somme des calibres ${row.ratingSum}\u00a0A × 0,7 = ${row.adjustedRating}\u00a0A\u202f; ` +
    `règle de l’aval ${full}\u00a0A (chauffage, chauffe-eau, borne) + 0,5 × ${row.ratingSum - full}\u00a0A = ${row.downstreamRating}\u00a0A\u202f; le plus grand des deux est retenu`
  );
}

function rowSplit(row: RcdRow): string {
  if (row.split === 'modules')
    return ' Groupe réparti sur plusieurs différentiels\u00a0: plus de 8 modules de disjoncteurs sur une rangée.';
  if (row.split === 'rating')
    return ' Groupe réparti sur plusieurs différentiels\u00a0: un seul aurait dû dépasser 63\u00a0A.';
  return '';
}

/** The upstream rule against the branch breaker's setting, when the supply was entered. */
function upstreamRule(row: RcdRow, agcp: number | null): string {
  if (agcp === null) return '';
  return row.rating >= agcp
    ? ` Règle de l’amont satisfaite aussi\u00a0: ${row.rating}\u00a0A ≥ réglage du disjoncteur de branchement (${agcp}\u00a0A).`
    : ` Règle de l’amont non applicable (${row.rating}\u00a0A < ${agcp}\u00a0A, réglage du disjoncteur de branchement)\u00a0: le calibre est celui de la règle de l’aval.`;
}

/** Each panel's modules and reserve, then why there are several. */
const panelNotes: BoardNoteBuilder = ({ panels, surge, used }) => {
  const notes = panels.map((panel) => {
    const free = panel.capacity - panel.used;
    return `${panel.type}\u00a0: ${panel.used} modules occupés sur ${panel.capacity} (${Math.round((free / panel.capacity) * 100)}\u00a0% de réserve, ${Math.round(PANEL_RESERVE * 100)}\u00a0% minimum)\u202f; disjoncteurs 1 module (2 pour 40\u00a0A), interrupteurs différentiels 2 modules${surge.length > 0 ? ', parafoudre 2 modules' : ''}.`;
  });
  if (panels.length > 1) {
    notes.push(
      `Le nombre de modules (${used}) dépasse un tableau 4 rangées de 18 modules avec 20\u00a0% de réserve\u00a0: répartition sur ${panels.length} tableaux.`,
    );
  }
  return notes;
};

/** The cable length model, the communication panel and the GTL: said for every board. */
const wiringNotes: BoardNoteBuilder = ({ habitable }) => [
  `Longueurs de câble estimées\u00a0: distance tableau → pièce ≈ √(surface des pièces hors extérieurs)\u202f; dans la pièce 2√S pour l’éclairage, 4√S (périmètre) pour les prises, √S pour une sortie unique\u202f; + 1,5\u00a0m par point lumineux et 0,5\u00a0m par socle pour les descentes\u202f; + ${Math.round((CABLE_SLACK - 1) * 100)}\u00a0% de chutes. À reprendre sur plan.`,
  'Communication\u00a0: tableau de communication dans la GTL (DTIo, répartiteur RJ45, au moins 4 ports), câblage en étoile Cat6 grade 2TV minimum, chaque prise RJ45 à côté d’une prise de courant.',
  `GTL\u00a0: ${habitable <= 35 ? '450 × 150\u00a0mm (logement de 35\u00a0m² au plus)' : '600 × 200\u00a0mm'} du sol au plafond, dans l’ETEL (600 × 250\u00a0mm)\u202f; tableau entre 0,90\u00a0m et 1,80\u00a0m du sol (organe de coupure).`,
];

/** The supply entered and its branch breaker, then what the supply checks found. */
const supplyNotes: BoardNoteBuilder = ({ input, checks }) => {
  const supply = input.installation?.supply;
  const notes: string[] = [];
  if (supply) {
    const setting = agcpSettingFor(supply.phases, supply.subscribedKva);
    notes.push(
      `Alimentation\u00a0: ${SUPPLY_PHASE_LABELS[supply.phases].toLowerCase()} ${supply.subscribedKva}\u00a0kVA\u202f; disjoncteur de branchement (AGCP) réglé à ${supply.agcpRating ?? setting}\u00a0A${supply.agcpRating == null ? ' (réglage de la puissance souscrite)' : ''}, ${supply.agcpSensitivityMa ?? 500}\u00a0mA.`,
    );
  }
  for (const check of checks)
    notes.push(`${check.level === 'error' ? 'Non conforme' : 'À vérifier'}\u00a0: ${check.message}`);
  return notes;
};

/** Surge protection: required with a lightning rod or in AQ2, else when to add one. */
const surgeNote: NoteBuilder = ({ input, of }) => {
  const dept = department(input.postalCode);
  const where = dept ? ` (département ${dept})` : '';
  if (input.lightning?.lightningRod) {
    return [
      'Parafoudre\u00a0: obligatoire, le bâtiment est équipé d’un paratonnerre — parafoudre de type 1 en tête d’installation (prix à confirmer), avec son disjoncteur de déconnexion 20\u00a0A en amont des différentiels (à adapter à la notice), conducteurs ≥ 16\u00a0mm², longueur totale de raccordement ≤ 50\u00a0cm. Un parafoudre sur la ligne de communication devient alors obligatoire (série 2024).',
    ];
  }
  if (input.lightning?.aq2) {
    return [
      `Parafoudre\u00a0: zone AQ2 indiquée${where} — parafoudre de type 2 (40\u00a0kA) en tête d’installation, obligatoire si l’alimentation est aérienne (même en partie) ou si la sécurité des personnes dépend de l’installation (alarme, matériel médical), fortement recommandé sinon\u202f; protégé par son disjoncteur de déconnexion 20\u00a0A (prévu, en amont des différentiels\u202f; à adapter à la notice du parafoudre), longueur totale de raccordement ≤ 50\u00a0cm. Un parafoudre sur la ligne de communication devient alors obligatoire (série 2024).`,
    ];
  }
  const drives = of('heatPump').length + of('airConditioning').length > 0;
  return [
    `Parafoudre\u00a0: non inclus${where}. Il est obligatoire si le bâtiment a un paratonnerre, ou en zone AQ2 (Nk > 25) avec une alimentation aérienne ou des équipements de sécurité des personnes\u202f; aucune liste fiable des départements AQ2 n’étant disponible, vérifiez la zone de la commune et ajoutez un parafoudre de type 2 (40\u00a0kA) si nécessaire. Il reste recommandé pour protéger l’électronique${drives ? ' (pompe à chaleur / climatisation prévue)' : ''}.`,
  ];
};

/** The board's own notes, after the circuits'. */
const BOARD_NOTES: readonly BoardNoteBuilder[] = [rcdNotes, panelNotes, wiringNotes, supplyNotes, surgeNote];
