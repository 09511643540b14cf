import { z } from 'zod';
import { SURGE_DISCONNECTOR_RATING } from '../catalogue/board.ts';
import { DEDICATED_20A_MINIMUM, nonNegative } from '../compliance/requirements.ts';
import { DOMAIN_ERRORS } from '../errors.ts';
import {
  EV_CHARGER_POWER_W,
  type Installation,
  installationSchema,
  SUPPLY_PHASE_LABELS,
} from '../installation/installation.schema.ts';
import { agcpSettingFor, checkSupply, estimateDemand, type SupplyCheck } from '../installation/supply.ts';
import {
  type EquipmentItem,
  effectiveWorkScope,
  equipmentItemSchema,
  type ProjectOptions,
  projectOptionsSchema,
  type Room,
  roomSchema,
  roomTypeOf,
  WORK_SCOPES,
  WORK_TYPES,
} from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE } from '../room-types.ts';
import { habitableSurface, isHabitable } from '../surfaces.ts';
import {
  breakerModules,
  breakersOf,
  MAX_CIRCUITS_PER_RCD,
  MIN_RCDS,
  MODULES,
  PANEL_RESERVE,
  panelsOf,
  planPanels,
  planRcdGroups,
  type RcdGroup,
} from './board.ts';
import {
  CABLE_SLACK,
  type Circuit,
  DEFAULT_EV_VARIANT,
  EV_CIRCUITS,
  HEATING_WATTS_PER_M2,
  MAX_KITCHEN_SOCKETS_PER_CIRCUIT,
  MAX_LIGHTING_POINTS_PER_CIRCUIT,
  MAX_SOCKETS_PER_CIRCUIT,
  planCircuits,
} from './circuits.ts';
import type { Cable, CircuitBreaker, Dimensioning, SurgeProtector } from './dimensioning.schema.ts';
import { dimensioningInputKey } from './input-key.ts';
import { balancePhases, phaseLoadsW, withPhases } from './phases.ts';
import { planRcdRows, type RcdRow } from './rcd-rows.ts';

/**
 * Surge-protection facts the app cannot infer: no reliable list of AQ2 departments exists
 * (/work/shared/reference/lightning-departments.json is empty on purpose), so the user says it.
 */
export const lightningSchema = z.object({
  /** The building carries a lightning rod: type 1 SPD mandatory anywhere in France. */
  lightningRod: z.boolean().optional(),
  /** The site is in zone AQ2 (Nk > 25): type 2 SPD mandatory with an overhead supply or safety equipment. */
  aq2: z.boolean().optional(),
});
export type Lightning = z.infer<typeof lightningSchema>;

export const dimensioningInputSchema = z.object({
  rooms: z.array(roomSchema).max(500),
  equipments: z.array(equipmentItemSchema).max(5000),
  options: projectOptionsSchema.partial().nullable().optional(),
  postalCode: z.string().trim().max(10).nullable().optional(),
  numberOfPeople: z.coerce.number().int().min(1).max(100).nullable().optional(),
  lightning: lightningSchema.nullable().optional(),
  /** Step 1: 'Renovation' with workScope 'pieces_renovees' turns the dwelling rules into advice. */
  workType: z.enum(WORK_TYPES, { error: DOMAIN_ERRORS.UNKNOWN_WORK_TYPE }).nullable().optional(),
  workScope: z.enum(WORK_SCOPES, { error: DOMAIN_ERRORS.UNKNOWN_WORK_SCOPE }).nullable().optional(),
  /** The installation facts saved with the project (issue 15). */
  installation: installationSchema.nullable().optional(),
});

export interface DimensioningInput {
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  options?: Partial<ProjectOptions> | null;
  postalCode?: string | null;
  numberOfPeople?: number | null;
  lightning?: Lightning | null;
  workType?: string | null;
  workScope?: string | null;
  installation?: Installation | null;
}

/** French number: at most 2 decimals, decimal comma. */
function fr(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** Watts with a space between thousands, as French text writes them (3 000 W). */
function watts(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

function listNames(names: readonly string[]): string {
  const unique = [...new Set(names.filter((n) => n.length > 0))];
  return unique.join(', ');
}

function department(postalCode: string | null | undefined): string | null {
  const code = postalCode?.trim() ?? '';
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('20')) return 'Corse (2A/2B)';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}

function cableType(section: number): string {
  return `R2V 3G${fr(section)}\u00a0mm²`;
}

/** The communication cables, each with the outlet type it serves. */
const COMMUNICATION_CABLES = [
  { outlet: 'NetworkSocket', cableType: 'RJ45', type: 'Câble RJ45 Cat6 F/UTP grade 2TV' },
  { outlet: 'TVSocket', cableType: 'Coaxial', type: 'Câble coaxial TV 17 VATC' },
] as const;

function cablesOf(circuits: readonly Circuit[], input: DimensioningInput, feed: number): Cable[] {
  const bySection = new Map<number, number>();
  for (const circuit of circuits) {
    bySection.set(circuit.section, (bySection.get(circuit.section) ?? 0) + circuit.length);
  }
  const cables: Cable[] = [...bySection]
    .sort(([a], [b]) => a - b)
    .map(([section, length]) => ({
      type: cableType(section),
      cableType: 'R2V',
      section,
      length_estimate: length,
    }));

  // Star cabling from the communication panel next to the main panel (NF C 15-100-11): one run per
  // outlet, feed + √S + 1.5 m, +10 %.
  const areaOf = new Map(input.rooms.map((r) => [String(r.id), nonNegative(r.surface ?? 0)]));
  for (const cable of COMMUNICATION_CABLES) {
    let length = 0;
    for (const item of input.equipments) {
      if (item.roomId == null || item.type !== cable.outlet) continue;
      length += (feed + Math.sqrt(areaOf.get(String(item.roomId)) ?? 0) + 1.5) * nonNegative(item.quantity);
    }
    if (length > 0) {
      const { type, cableType } = cable;
      cables.push({ type, cableType, section: 0, length_estimate: Math.ceil(length * CABLE_SLACK) });
    }
  }
  return cables;
}

/**
 * The head surge protector: type 1 in a building with a lightning rod, type 2 in an AQ2 zone, none
 * otherwise.
 */
function surgeProtectorsOf(input: DimensioningInput): SurgeProtector[] {
  const head = (type: SurgeProtector['type'], rating: string, description: string) => [
    { type, rating, quantity: 1, description },
  ];
  if (input.lightning?.lightningRod)
    return head('Type 1', '12,5kA', 'Parafoudre de tête type 1 (bâtiment équipé d’un paratonnerre)');
  if (input.lightning?.aq2) return head('Type 2', '40kA', 'Parafoudre de tête type 2 (zone AQ2)');
  return [];
}

const RCD_TYPE_TEXT = { AC: 'type AC', A: 'type A', F: 'type F' } as const;

const FAMILY_WHY: Partial<Record<RcdGroup['family'], string>> = {
  typeA: ' — type A obligatoire pour la plaque de cuisson et le lave-linge',
  ev: ' — dispositif dédié à la borne, type A minimum (NF C 15-100-7-722)',
  outdoorF:
    ' — circuit extérieur à variateur de vitesse (pompe de piscine)\u00a0: type F, séparé des circuits intérieurs',
  typeF: ' — type F pour les moteurs à vitesse variable (série 2024)',
  outdoor: ' — circuits extérieurs non fixés au bâtiment, séparés des circuits intérieurs',
};

/** The breaker lines of the board with the ids the estimate gives them (breaker-1, breaker-2…). */
export function breakerLinesOf(breakers: readonly CircuitBreaker[]): (CircuitBreaker & { id: string })[] {
  return breakers.map((b, i) => ({ ...b, id: `breaker-${i + 1}` }));
}

/** One note per differential row: what it protects, its type, its rating and why (issue 15). */
function describeRow(
  row: RcdRow,
  index: number,
  lines: readonly (CircuitBreaker & { id: string })[],
  groups: readonly RcdGroup[],
  agcp: number | null,
): string {
  const seen = new Map<string, number>();
  for (const id of row.units) {
    const description = lines.find((l) => l.id === id)?.description ?? 'Disjoncteur';
    seen.set(description, (seen.get(description) ?? 0) + 1);
  }
  const parts = [...seen].map(([description, n]) => (n > 1 ? `${n} × ${description}` : description));
  const group = row.group === null ? undefined : groups[row.group - 1];
  const heating = row.units.some((id) =>
    /chauffage|plancher chauffant/i.test(lines.find((l) => l.id === id)?.description ?? ''),
  );
  const why =
    (group && FAMILY_WHY[group.family]) ??
    (heating ? ' — tous les circuits de chauffage sous ce même dispositif' : '');
  const full = row.units
    .map((id) => lines.find((l) => l.id === id))
    .filter((l) => l?.full_load === true)
    .reduce((sum, l) => sum + Number(l?.rating ?? 0), 0);
  const rating =
    `calibre ${row.rating}\u00a0A\u00a0: somme des calibres ${row.ratingSum}\u00a0A × 0,7 = ${row.adjustedRating}\u00a0A\u202f; ` +
    `règle de l’aval ${full}\u00a0A (chauffage, chauffe-eau, borne) + 0,5 × ${row.ratingSum - full}\u00a0A = ${row.downstreamRating}\u00a0A\u202f; le plus grand des deux est retenu`;
  const split =
    row.split === 'modules'
      ? ' Groupe réparti sur plusieurs différentiels\u00a0: plus de 8 modules de disjoncteurs sur une rangée.'
      : row.split === 'rating'
        ? ' Groupe réparti sur plusieurs différentiels\u00a0: un seul aurait dû dépasser 63\u00a0A.'
        : '';
  const device = row.type === 'AC' ? ' (appareil de type A fourni, admis à la place du type AC)' : '';
  const poles =
    row.poles === 4
      ? ', tétrapolaire pour le circuit triphasé (40\u00a0A minimum)'
      : row.phase
        ? `, alimenté par la phase ${row.phase}`
        : '';
  const upstream =
    agcp === null
      ? ''
      : row.rating >= agcp
        ? ` Règle de l’amont satisfaite aussi\u00a0: ${row.rating}\u00a0A ≥ réglage du disjoncteur de branchement (${agcp}\u00a0A).`
        : ` Règle de l’amont non applicable (${row.rating}\u00a0A < ${agcp}\u00a0A, réglage du disjoncteur de branchement)\u00a0: le calibre est celui de la règle de l’aval.`;
  return `Interrupteur différentiel ${index + 1} (30\u00a0mA, ${RCD_TYPE_TEXT[row.type]}${device}${poles}, ${row.rating}\u00a0A, ${plural(row.units.length, 'circuit', 'circuits')})\u00a0: ${parts.join(', ')}${why}\u202f; ${rating}.${split}${upstream}`;
}

function notesOf(
  input: DimensioningInput,
  circuits: readonly Circuit[],
  groups: readonly RcdGroup[],
  lines: readonly (CircuitBreaker & { id: string })[],
  rows: readonly RcdRow[],
  panels: ReturnType<typeof planPanels>,
  used: number,
  surge: readonly SurgeProtector[],
  habitable: number,
  checks: readonly SupplyCheck[],
): string[] {
  const notes: string[] = [];
  const of = (kind: Circuit['kind']) => circuits.filter((c) => c.kind === kind);
  notes.push(
    `Dimensionnement établi selon la NF C 15-100 pour ${plural(input.rooms.length, 'pièce', 'pièces')} (${fr(habitable)}\u00a0m² habitables)\u202f; à valider par l’installateur.`,
  );

  const lighting = of('lighting');
  if (lighting.length > 0) {
    const points = lighting.reduce((sum, c) => sum + c.points, 0);
    notes.push(
      `Éclairage\u00a0: ${plural(points, 'point lumineux', 'points lumineux')} sur ${plural(lighting.length, 'circuit', 'circuits')} (${lighting.map((c) => c.points).join(' + ')}) en 1,5\u00a0mm² protégés par disjoncteur 10\u00a0A\u202f; ${MAX_LIGHTING_POINTS_PER_CIRCUIT} points maximum par circuit, et au moins 2 circuits dès 2 pièces principales.`,
    );
  }
  const sockets = of('sockets');
  if (sockets.length > 0) {
    const total = sockets.reduce((sum, c) => sum + c.points, 0);
    notes.push(
      `Prises de courant\u00a0: ${plural(total, 'socle', 'socles')} sur ${plural(sockets.length, 'circuit', 'circuits')} (${sockets.map((c) => c.points).join(' + ')}) en 2,5\u00a0mm² / 20\u00a0A, ${MAX_SOCKETS_PER_CIRCUIT} socles maximum par circuit (8 en 1,5\u00a0mm² / 16\u00a0A). Une prise double compte pour 2 socles.`,
    );
  }
  for (const kitchen of of('kitchenSockets')) {
    notes.push(
      `Cuisine (${listNames(kitchen.rooms)})\u00a0: ${plural(kitchen.points, 'socle', 'socles')} sur un circuit dédié 20\u00a0A / 2,5\u00a0mm² (${MAX_KITCHEN_SOCKETS_PER_CIRCUIT} maximum, rien d’autre sur ce circuit)\u202f; les prises supplémentaires et la prise hotte sont sur les circuits de prises.`,
    );
  }
  // Same scope as the compliance check: a renovation of some rooms gets the dwelling rules as advice.
  const partial = effectiveWorkScope(input.workType, input.workScope) === 'pieces_renovees';
  const imposes = partial
    ? 'rénovation de pièces\u00a0: à vérifier dans le reste du logement, la norme y impose'
    : 'la norme impose';
  const cooking = of('cooking');
  if (cooking.length > 0) {
    notes.push(
      `Cuisson\u00a0: ${plural(cooking.length, 'circuit', 'circuits')} 32\u00a0A en 6\u00a0mm² pour la plaque de cuisson (sortie de câble ou prise 32\u00a0A), sous interrupteur différentiel de type A.`,
    );
  } else {
    notes.push(
      `Cuisson\u00a0: aucune prise plaque n’est prévue\u202f; ${imposes} un circuit 32\u00a0A / 6\u00a0mm² dans le logement.`,
    );
  }
  const dedicated = of('dedicated').length;
  notes.push(
    dedicated >= DEDICATED_20A_MINIMUM
      ? `Circuits spécialisés\u00a0: ${dedicated} circuits 20\u00a0A / 2,5\u00a0mm², un appareil par circuit (lave-linge, lave-vaisselle, four, sèche-linge…).`
      : `Circuits spécialisés\u00a0: ${dedicated} prévu${dedicated > 1 ? 's' : ''}\u202f; ${imposes.replace(/impose$/, 'en impose')} au moins ${DEDICATED_20A_MINIMUM} (20\u00a0A / 2,5\u00a0mm², un appareil par circuit)${partial ? '.' : ' — à compléter dans les équipements.'}`,
  );

  const heater = of('waterHeater');
  if (heater.length > 0) {
    const people = input.numberOfPeople ?? input.options?.ecs?.nombrePersonnes ?? null;
    const volume =
      people && people > 0
        ? ` Capacité indicative du ballon\u00a0: environ 50\u00a0L par personne, soit ${[100, 150, 200, 250, 300].find((v) => v >= people * 50) ?? 300}\u00a0L pour ${plural(people, 'personne', 'personnes')}.`
        : '';
    notes.push(
      `Chauffe-eau\u00a0: circuit spécialisé 20\u00a0A / 2,5\u00a0mm² et circuit de commande 2\u00a0A / 1,5\u00a0mm² pour le contacteur heures creuses (1 module), tous deux sous le même interrupteur différentiel.${volume}`,
    );
  }
  if (of('instantWaterHeater').length > 0) {
    notes.push(
      'Chauffe-eau instantané\u00a0: circuit 32\u00a0A / 6\u00a0mm² prévu par défaut\u202f; à adapter à la puissance indiquée par le fabricant (souvent 6 à 12\u00a0kW).',
    );
  }

  const heating = [...of('heating'), ...of('floorHeating')];
  if (heating.length > 0) {
    const detail = heating.map(
      (c) =>
        `${listNames(c.rooms)} ${watts(c.watts ?? 0)}\u00a0W${c.estimated ? ' (estimé)' : ''} → ${c.rating}\u00a0A / ${fr(c.section)}\u00a0mm²`,
    );
    const estimated = heating.filter((c) => c.estimated).length;
    const source =
      estimated === 0
        ? 'puissance des émetteurs saisie par pièce'
        : estimated === heating.length
          ? `puissance estimée à ${HEATING_WATTS_PER_M2}\u00a0W/m² faute d’étude thermique (saisissez la puissance des émetteurs par pièce dans « Installation électrique »)`
          : `puissance des émetteurs saisie, estimée à ${HEATING_WATTS_PER_M2}\u00a0W/m² pour les pièces sans saisie`;
    notes.push(
      `Chauffage électrique\u00a0: ${source}, un circuit par pièce selon le tableau 2\u202f250\u00a0W/10\u00a0A, 3\u202f500\u00a0W/16\u00a0A, 4\u202f500\u00a0W/20\u00a0A, 5\u202f750\u00a0W/25\u00a0A, 7\u202f250\u00a0W/32\u00a0A (plancher chauffant\u00a0: 1\u202f700\u00a0W/16\u00a0A … 7\u202f500\u00a0W/40\u00a0A)\u00a0: ${detail.join('\u202f; ')}. Fil pilote sous le même différentiel.`,
    );
  }
  for (const dryer of of('towelDryer')) {
    notes.push(
      `Sèche-serviettes (${listNames(dryer.rooms)})\u00a0: ${watts(dryer.watts ?? 0)}\u00a0W sur un circuit dédié ${dryer.rating}\u00a0A / ${fr(dryer.section)}\u00a0mm², avec les circuits de chauffage (hors volumes 0 à 2 de la salle d’eau, NF C 15-100-7-701).`,
    );
  }
  const pilot = of('pilotWire')[0];
  if (pilot) {
    notes.push(
      `Fil pilote\u00a0: ${plural(pilot.points, 'zone', 'zones')} de chauffage commandée${pilot.points > 1 ? 's' : ''} par un programmateur sur circuit 2\u00a0A / 1,5\u00a0mm², sous le différentiel du chauffage.`,
    );
  }
  const heatPump = [...of('heatPump'), ...of('airConditioning')];
  if (heatPump.length > 0) {
    const entered = input.installation?.heatPump?.outdoorUnitRating;
    const pac = of('heatPump')[0];
    const sizing =
      entered != null && pac
        ? `circuit de l’unité extérieure ${pac.rating}\u00a0A / ${fr(pac.section)}\u00a0mm² (calibre de la notice saisi)`
        : 'circuit dédié 20\u00a0A / 2,5\u00a0mm² par défaut, à adapter à la notice du fabricant';
    notes.push(
      `Pompe à chaleur / climatisation\u00a0: ${sizing}\u202f; interrupteur différentiel de type F (variateur de vitesse, série 2024\u202f; prix à confirmer) et parafoudre recommandé pour protéger l’électronique de l’unité.`,
    );
  }
  const backup = of('heatPumpBackup');
  if (backup.length > 0) {
    notes.push(
      `Appoint électrique de la pompe à chaleur\u00a0: ${backup.map((c) => `${watts(c.watts ?? 0)}\u00a0W → ${c.rating}\u00a0A / ${fr(c.section)}\u00a0mm²`).join('\u202f; ')} selon le tableau du chauffage, sous le différentiel du chauffage.`,
    );
  }
  if (of('vmc').length > 0) notes.push('VMC\u00a0: circuit dédié 2\u00a0A / 1,5\u00a0mm².');
  if (of('ev').length > 0) {
    const variant = input.installation?.evCharger ?? DEFAULT_EV_VARIANT;
    const ev = EV_CIRCUITS[variant];
    const text =
      variant === 'prise_renforcee'
        ? 'Prise renforcée (3,7\u00a0kW, 16\u00a0A en charge)\u00a0: circuit dédié 20\u00a0A / 2,5\u00a0mm², sous son propre différentiel 30\u00a0mA de type A (NF C 15-100-7-722).'
        : variant === 'wallbox_7kw'
          ? 'Borne de recharge (IRVE)\u00a0: circuit dédié 40\u00a0A / 10\u00a0mm² pour une borne 7,4\u00a0kW monophasée (32\u00a0A en charge), sous son propre différentiel 30\u00a0mA de type A minimum (NF C 15-100-7-722)\u202f; 32\u00a0A / 6\u00a0mm² possible si la notice de la borne l’admet et si la longueur est courte. Installation par un installateur qualifié IRVE au-delà de 3,7\u00a0kW.'
          : `Borne de recharge ${EV_CHARGER_POWER_W[variant] / 1000}\u00a0kW triphasée (IRVE)\u00a0: circuit dédié ${ev.rating}\u00a0A par phase, disjoncteur 3P+N, câble R2V 5G${fr(ev.section)}\u00a0mm², sous son propre interrupteur différentiel 30\u00a0mA tétrapolaire de type A (NF C 15-100-7-722)\u202f; détection des courants continus 6\u00a0mA dans la borne, sinon différentiel de type B. Raccordement triphasé obligatoire\u202f; installateur qualifié IRVE.`;
    notes.push(text);
  }
  if (of('gate').length > 0) {
    notes.push(
      'Portail\u00a0: circuit 16\u00a0A en 2,5\u00a0mm² (longueur enterrée, chute de tension), gaine sous grillage avertisseur rouge, sous un différentiel distinct des circuits intérieurs.',
    );
  }
  if (of('garageDoor').length > 0)
    notes.push('Porte de garage motorisée\u00a0: circuit dédié 16\u00a0A / 1,5\u00a0mm².');
  if (of('outdoorLighting').length > 0)
    notes.push(
      'Éclairage extérieur (façade)\u00a0: circuit dédié 16\u00a0A / 1,5\u00a0mm², appareils étanches.',
    );
  if (of('alarm').length > 0 || of('intercom').length > 0) {
    notes.push(
      'Alarme et interphone\u00a0: circuits dédiés 2\u00a0A / 1,5\u00a0mm² (commandes entre 0,90\u00a0m et 1,30\u00a0m).',
    );
  }
  if (of('gateway').length > 0)
    notes.push(
      'Passerelle Wiser\u00a0: circuit 2\u00a0A / 1,5\u00a0mm² au tableau (alimentation modulaire).',
    );
  const shutters = of('shutters');
  if (shutters.length > 0) {
    const total = shutters.reduce((sum, c) => sum + c.points, 0);
    notes.push(
      `Volets roulants\u00a0: ${plural(total, 'volet', 'volets')} sur ${plural(shutters.length, 'circuit dédié', 'circuits dédiés')} 16\u00a0A / 1,5\u00a0mm² (8 volets au plus par circuit, choix de conception), commandes entre 0,90\u00a0m et 1,30\u00a0m.`,
    );
  }
  for (const outdoor of [...of('outdoorSockets'), ...of('gardenLighting'), ...of('poolPump')]) {
    const drop = outdoor.voltageDrop;
    if (!drop) continue;
    const name = outdoor.description.replace(/^Circuit /, '');
    const raised = drop.raised
      ? ` (section portée à ${fr(drop.section)}\u00a0mm² pour la chute de tension)`
      : '';
    const exceeds = drop.exceeds
      ? ` Chute de tension au-delà de la limite même en ${fr(drop.section)}\u00a0mm²\u00a0: raccourcir la liaison ou prévoir un tableau divisionnaire.`
      : '';
    notes.push(
      `Circuit extérieur, ${name}\u00a0: ${fr(drop.run)}\u00a0m, ${outdoor.rating}\u00a0A, ${fr(drop.section)}\u00a0mm²${raised}\u202f; chute de tension ${fr(drop.dropPercent)}\u00a0% pour ${fr(drop.current)}\u00a0A (limite ${drop.limitPercent}\u00a0% ${drop.limitPercent === 3 ? 'éclairage' : 'autres usages'}, ΔU = 2 × 0,0225 × L / S × I). Câble enterré à 0,50\u00a0m au moins sous grillage avertisseur rouge, différentiel séparé des circuits intérieurs${outdoor.family === 'outdoorF' ? ', de type F (variateur de vitesse)' : ''}.${exceeds}`,
    );
  }

  if (rows.length > 0) {
    notes.push(
      `Protection différentielle 30\u00a0mA\u00a0: ${plural(rows.length, 'interrupteur différentiel', 'interrupteurs différentiels')} (${partial ? 'rénovation de pièces\u00a0: circuits ajoutés au tableau existant, qui doit compter au moins 2 différentiels' : 'au moins 2 par logement'}, ${MAX_CIRCUITS_PER_RCD} circuits et 8 modules maximum chacun)\u202f; éclairage et prises d’une même pièce répartis sur des différentiels différents. Ce sont les différentiels dessinés au tableau et chiffrés dans l’estimation.`,
    );
    const supply = input.installation?.supply;
    const agcp = supply ? (supply.agcpRating ?? agcpSettingFor(supply.phases, supply.subscribedKva)) : null;
    rows.forEach((row, i) => {
      notes.push(describeRow(row, i, lines, groups, agcp));
    });
    if (rows.some((row) => row.phase !== null)) {
      const loads = phaseLoadsW(rows, lines);
      notes.push(
        `Répartition sur les phases (triphasé)\u00a0: L1 ≈ ${watts(loads.L1)}\u00a0W, L2 ≈ ${watts(loads.L2)}\u00a0W, L3 ≈ ${watts(loads.L3)}\u00a0W\u202f; chaque interrupteur différentiel bipolaire est alimenté par une phase, les rangées les plus chargées d’abord sur la phase la moins chargée (puissance estimée\u00a0: calibre × 230\u00a0V, 100\u00a0% pour le chauffage, le chauffe-eau et la borne, 50\u00a0% pour les autres circuits).`,
      );
    }
  }

  for (const panel of panels) {
    const free = panel.capacity - panel.used;
    notes.push(
      `${panel.type}\u00a0: ${panel.used} modules occupés sur ${panel.capacity} (${Math.round((free / panel.capacity) * 100)}\u00a0% de réserve, ${Math.round(PANEL_RESERVE * 100)}\u00a0% minimum)\u202f; disjoncteurs 1 module (2 pour 40\u00a0A), interrupteurs différentiels 2 modules${surge.length > 0 ? ', parafoudre 2 modules' : ''}.`,
    );
  }
  if (panels.length > 1) {
    notes.push(
      `Le nombre de modules (${used}) dépasse un tableau 4 rangées de 18 modules avec 20\u00a0% de réserve\u00a0: répartition sur ${panels.length} tableaux.`,
    );
  }

  notes.push(
    `Longueurs de câble estimées\u00a0: distance tableau → pièce ≈ √(surface des pièces hors extérieurs)\u202f; dans la pièce 2√S pour l’éclairage, 4√S (périmètre) pour les prises, √S pour une sortie unique\u202f; + 1,5\u00a0m par point lumineux et 0,5\u00a0m par socle pour les descentes\u202f; + ${Math.round((CABLE_SLACK - 1) * 100)}\u00a0% de chutes. À reprendre sur plan.`,
  );
  notes.push(
    'Communication\u00a0: tableau de communication dans la GTL (DTIo, répartiteur RJ45, au moins 4 ports), câblage en étoile Cat6 grade 2TV minimum, chaque prise RJ45 à côté d’une prise de courant.',
  );
  notes.push(
    `GTL\u00a0: ${habitable <= 35 ? '450 × 150\u00a0mm (logement de 35\u00a0m² au plus)' : '600 × 200\u00a0mm'} du sol au plafond, dans l’ETEL (600 × 250\u00a0mm)\u202f; tableau entre 0,90\u00a0m et 1,80\u00a0m du sol (organe de coupure).`,
  );

  const supply = input.installation?.supply;
  if (supply) {
    const setting = agcpSettingFor(supply.phases, supply.subscribedKva);
    notes.push(
      `Alimentation\u00a0: ${SUPPLY_PHASE_LABELS[supply.phases].toLowerCase()} ${supply.subscribedKva}\u00a0kVA\u202f; disjoncteur de branchement (AGCP) réglé à ${supply.agcpRating ?? setting}\u00a0A${supply.agcpRating == null ? ' (réglage de la puissance souscrite)' : ''}, ${supply.agcpSensitivityMa ?? 500}\u00a0mA.`,
    );
  }
  for (const check of checks)
    notes.push(`${check.level === 'error' ? 'Non conforme' : 'À vérifier'}\u00a0: ${check.message}`);

  const dept = department(input.postalCode);
  const where = dept ? ` (département ${dept})` : '';
  if (input.lightning?.lightningRod) {
    notes.push(
      'Parafoudre\u00a0: obligatoire, le bâtiment est équipé d’un paratonnerre — parafoudre de type 1 en tête d’installation (prix à confirmer), avec son disjoncteur de déconnexion 20\u00a0A en amont des différentiels (à adapter à la notice), conducteurs ≥ 16\u00a0mm², longueur totale de raccordement ≤ 50\u00a0cm. Un parafoudre sur la ligne de communication devient alors obligatoire (série 2024).',
    );
  } else if (input.lightning?.aq2) {
    notes.push(
      `Parafoudre\u00a0: zone AQ2 indiquée${where} — parafoudre de type 2 (40\u00a0kA) en tête d’installation, obligatoire si l’alimentation est aérienne (même en partie) ou si la sécurité des personnes dépend de l’installation (alarme, matériel médical), fortement recommandé sinon\u202f; protégé par son disjoncteur de déconnexion 20\u00a0A (prévu, en amont des différentiels\u202f; à adapter à la notice du parafoudre), longueur totale de raccordement ≤ 50\u00a0cm. Un parafoudre sur la ligne de communication devient alors obligatoire (série 2024).`,
    );
  } else {
    notes.push(
      `Parafoudre\u00a0: non inclus${where}. Il est obligatoire si le bâtiment a un paratonnerre, ou en zone AQ2 (Nk > 25) avec une alimentation aérienne ou des équipements de sécurité des personnes\u202f; aucune liste fiable des départements AQ2 n’étant disponible, vérifiez la zone de la commune et ajoutez un parafoudre de type 2 (40\u00a0kA) si nécessaire. Il reste recommandé pour protéger l’électronique${heatPump.length > 0 ? ' (pompe à chaleur / climatisation prévue)' : ''}.`,
    );
  }
  return notes;
}

/** The supply checks (issue 15): only when the supply was entered. */
function installationChecksOf(input: DimensioningInput, circuits: readonly Circuit[]): SupplyCheck[] {
  const supply = input.installation?.supply;
  if (!supply) return [];
  const heatingW = circuits
    .filter(
      (c) =>
        c.kind === 'heating' ||
        c.kind === 'floorHeating' ||
        c.kind === 'towelDryer' ||
        c.kind === 'heatPumpBackup',
    )
    .reduce((sum, c) => sum + (c.watts ?? 0), 0);
  const ev = circuits.some((c) => c.kind === 'ev')
    ? (input.installation?.evCharger ?? DEFAULT_EV_VARIANT)
    : null;
  const heatPump = circuits.find((c) => c.kind === 'heatPump');
  const demand = estimateDemand({
    heatingW,
    waterHeaters: circuits.filter((c) => c.kind === 'waterHeater').length,
    ev,
    heatPumpRating: heatPump ? heatPump.rating : null,
  });
  return checkSupply(supply, demand, ev);
}

/**
 * The supply checks of a project (issue 15) — the same as the board's `installation_checks`, without
 * computing the board: step 6 shows them before step 7 does.
 */
export function installationChecks(input: DimensioningInput): SupplyCheck[] {
  return installationChecksOf(input, planCircuits(input));
}

/**
 * Board dimensioning (spec part 2 §3.7): breakers grouped by description and rating in the order of
 * their differential rows, panels keeping ≥ 20 % free modules, R2V cables per section with a length
 * estimate, RJ45 and coaxial runs, surge protection when the input says it is required, and French
 * notes explaining each choice. The differential lines themselves are priced by the estimate.
 * Pure and deterministic.
 */
export function computeDimensioning(input: DimensioningInput): Dimensioning {
  const circuits = planCircuits(input);
  const checks = installationChecksOf(input, circuits);
  const partial = effectiveWorkScope(input.workType, input.workScope) === 'pieces_renovees';
  const groups = planRcdGroups(circuits, partial ? 1 : MIN_RCDS);
  const surge = surgeProtectorsOf(input);
  // The catalogue's surge protectors are not self-protected: each gets its disconnection breaker at
  // the head of the board, upstream of the RCDs (reference §e), so it is in no RCD row.
  const disconnectors: CircuitBreaker[] =
    surge.length > 0
      ? [
          {
            description: 'Disjoncteur de déconnexion du parafoudre',
            rating: SURGE_DISCONNECTOR_RATING,
            quantity: surge.reduce((sum, s) => sum + s.quantity, 0),
            head: true,
          },
        ]
      : [];
  let breakers = [...disconnectors, ...breakersOf(groups)];
  let lines = breakerLinesOf(breakers);
  let rows = planRcdRows(lines);
  if (input.installation?.supply?.phases === 'triphase' && rows.length > 0) {
    // Each 2-pole RCD row is fed from one phase: spread the rows over L1/L2/L3 (phases.ts).
    breakers = withPhases(breakers, lines, rows, balancePhases(rows, lines));
    lines = breakerLinesOf(breakers);
    rows = planRcdRows(lines);
  }
  // The surface the board serves (every room but exterior spaces) sets the cable runs; the notes speak
  // of the dwelling's habitable surface, step 3's (garages and cellars out by their name: 'logement de
  // 35 m² au plus' for the GTL is the dwelling's).
  const served = input.rooms
    .filter((r) => isHabitable(roomTypeOf(r) ?? DEFAULT_ROOM_TYPE))
    .reduce((sum, r) => sum + nonNegative(r.surface ?? 0), 0);
  const habitable = habitableSurface(
    input.rooms.map((r) => ({
      name: r.name,
      roomType: roomTypeOf(r) ?? DEFAULT_ROOM_TYPE,
      surface: r.surface,
    })),
  );

  const used =
    breakers.reduce((sum, b) => sum + breakerModules(b.rating, b.poles) * b.quantity, 0) +
    rows.reduce((sum, row) => sum + (row.poles === 4 ? MODULES.fourPoleRcd : MODULES.rcd), 0) +
    surge.length * MODULES.surgeProtector +
    circuits.filter((c) => c.kind === 'waterHeater').length * MODULES.contactor;
  const panels = planPanels(circuits.length > 0 ? used : 0);

  return {
    circuit_breakers: breakers,
    electrical_panels: panelsOf(panels),
    cables: cablesOf(circuits, input, Math.sqrt(served)),
    surge_protectors: surge,
    installation_notes: notesOf(input, circuits, groups, lines, rows, panels, used, surge, habitable, checks),
    ...(checks.length > 0 ? { installation_checks: checks } : {}),
    input_key: dimensioningInputKey(input),
  };
}
