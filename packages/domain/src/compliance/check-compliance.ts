import { EQUIPMENT_TYPE_LABELS, type EquipmentType } from '../equipment-types.ts';
import { ECS_TYPE_LABELS, effectiveWorkScope, type WorkScope } from '../project.schema.ts';
import { hasKitchen, isMainRoom, type RoomType } from '../room-types.ts';
import type {
  ComplianceRequest,
  ComplianceResult,
  ComplianceRoom,
  RoomResult,
  Violation,
} from './compliance.schema.ts';
import {
  BEDROOM_SOCKET_MINIMUM,
  DEDICATED_20A_MINIMUM,
  dwellingRj45Minimum,
  ECS_WITH_WATER_HEATER,
  isEquipmentType,
  kitchenSocketMinimum,
  nonNegative,
  OPEN_KITCHEN_AREA,
  openKitchenSocketMinimum,
  otherRoomSocketMinimum,
  otherRoomsWithRj45,
  SEJOUR_RJ45_MINIMUM,
  SOCKET_OUTLETS,
  SWITCH_TYPES,
  sejourSocketMinimum,
  toRoomType,
} from './requirements.ts';

/**
 * Stable identifiers of the rules checkCompliance applies. The clause numbers are those of the
 * A5 Titre 10 numbering as quoted by Schneider's "Norme NF C 15-100" wiki (10.1.3.2 lighting points,
 * 10.1.3.3 non-specialised sockets, 10.1.3.8.1 controls); where no source gave a clause number the
 * id names the part only ("10" = NF C 15-100-10 dwellings, "11" = NF C 15-100-11 communication).
 */
export const COMPLIANCE_RULE_IDS = {
  lightingPoint: 'NFC15100-10.1.3.2-lighting-point',
  exteriorLighting: 'NFC15100-10.1.3.2-exterior-lighting',
  lightingControl: 'NFC15100-10.1.3.8.1-lighting-control',
  sejourSockets: 'NFC15100-10.1.3.3-sejour-sockets',
  openKitchenSockets: 'NFC15100-10.1.3.3-open-kitchen-sockets',
  bedroomSockets: 'NFC15100-10.1.3.3-bedroom-sockets',
  kitchenSockets: 'NFC15100-10.1.3.3-kitchen-sockets',
  bathroomSocket: 'NFC15100-10.1.3.3-bathroom-socket',
  circulationSocket: 'NFC15100-10.1.3.3.2-circulation-socket',
  otherRoomSocket: 'NFC15100-10.1.3.3.2-other-room-socket',
  cookingOutlet: 'NFC15100-10-cooking-circuit-32a',
  dedicatedCircuits: 'NFC15100-10-dedicated-circuits-20a',
  waterHeater: 'NFC15100-10-water-heater-circuit',
  sejourRj45: 'NFC15100-11-sejour-rj45',
  roomRj45: 'NFC15100-11-main-room-rj45',
} as const;
export type ComplianceRuleId = (typeof COMPLIANCE_RULE_IDS)[keyof typeof COMPLIANCE_RULE_IDS];

/** French number as the UI prints it: at most 2 decimals, decimal comma. */
function fr(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

function found(count: number): string {
  return count === 0 ? 'aucun prévu' : `${plural(count, 'prévu', 'prévus')}`;
}

/** Equipment of one room, by type (unknown types dropped, quantities floored at 0). */
type Counts = Map<EquipmentType, number>;

function countEquipment(room: ComplianceRoom): Counts {
  const counts: Counts = new Map();
  for (const item of room.equipment ?? []) {
    if (!isEquipmentType(item.equipment_type)) continue; // unknown types are ignored, not rejected
    const quantity = Math.floor(nonNegative(Number(item.quantity)));
    counts.set(item.equipment_type, (counts.get(item.equipment_type) ?? 0) + quantity);
  }
  return counts;
}

function socles(counts: Counts): number {
  let total = 0;
  for (const [type, outlets] of Object.entries(SOCKET_OUTLETS)) {
    total += (counts.get(type as EquipmentType) ?? 0) * (outlets ?? 0);
  }
  return total;
}

function countOf(counts: Counts, types: readonly EquipmentType[]): number {
  return types.reduce((sum, type) => sum + (counts.get(type) ?? 0), 0);
}

/** One room under check: what it needs is collected here, then turned into its RoomResult. */
interface RoomCheck {
  room: ComplianceRoom;
  type: RoomType;
  area: number;
  counts: Counts;
  violations: Violation[];
  missing: Map<EquipmentType, number>;
}

function requireAtLeast(
  check: RoomCheck,
  ruleId: ComplianceRuleId,
  message: string,
  type: EquipmentType,
  required: number,
  have: number,
): void {
  if (have >= required) return;
  check.violations.push({ rule_id: ruleId, message, room_id: check.room.room_id, required, found: have });
  check.missing.set(type, (check.missing.get(type) ?? 0) + (required - have));
}

/**
 * A room of type 'Other' of 4 m² or less is taken as a placard or a small storage one does not walk
 * into: the lighting rule exempts cupboards (reference §a, "cupboards you do not walk into are
 * excluded"), so no point and no switch are asked of it.
 */
export const PLACARD_MAX_AREA = 4;

function isPlacard(check: RoomCheck): boolean {
  return check.type === 'Other' && check.area <= PLACARD_MAX_AREA;
}

/** Lighting point and its control at the entrance: every indoor room but placards. */
function checkLighting(check: RoomCheck): void {
  if (check.type === 'ExteriorSpace' || isPlacard(check)) return;
  // NF C 15-100 10.1.3.2: at least one lighting point (DCL) in every room.
  requireAtLeast(
    check,
    COMPLIANCE_RULE_IDS.lightingPoint,
    'Au moins 1 point d’éclairage est exigé dans chaque pièce (NF C 15-100, 10.1.3.2)\u202f; aucun n’est prévu.',
    'LightingPoint',
    1,
    check.counts.get('LightingPoint') ?? 0,
  );
  // NF C 15-100 10.1.3.8.1: a lighting control at the entrance, inside the room.
  requireAtLeast(
    check,
    COMPLIANCE_RULE_IDS.lightingControl,
    'Un dispositif de commande de l’éclairage (interrupteur) est exigé à l’entrée de la pièce (NF C 15-100, 10.1.3.8.1)\u202f; aucun n’est prévu.',
    'SimpleSwitch',
    1,
    countOf(check.counts, SWITCH_TYPES),
  );
}

/**
 * NF C 15-100 10.1.3.2: one exterior lighting point at each main or service entrance. The app sees
 * no doors: one point in any exterior space (or the façade lighting of the options) serves the main
 * entrance; without any, it is asked of the first exterior space only, not of every terrace. No
 * switch is required outside: the control of an outdoor point sits indoors.
 */
function checkExteriorLighting(checks: readonly RoomCheck[], facadeLighting: boolean): void {
  const exterior = checks.filter((c) => c.type === 'ExteriorSpace');
  const [first] = exterior;
  if (!first || facadeLighting) return;
  const points = exterior.reduce((sum, c) => sum + (c.counts.get('LightingPoint') ?? 0), 0);
  requireAtLeast(
    first,
    COMPLIANCE_RULE_IDS.exteriorLighting,
    'Un point d’éclairage extérieur est exigé à chaque entrée principale ou de service du logement (NF C 15-100, 10.1.3.2)\u202f; aucun n’est prévu dans les espaces extérieurs.',
    'LightingPoint',
    1,
    points,
  );
}

/** Non-specialised 16 A socket outlets by room type and surface (NF C 15-100 10.1.3.3). */
function checkSockets(check: RoomCheck): void {
  const have = socles(check.counts);
  const { area } = check;
  const rules = COMPLIANCE_RULE_IDS;
  switch (check.type) {
    case 'LivingRoom': {
      const required = sejourSocketMinimum(area);
      requireAtLeast(
        check,
        rules.sejourSockets,
        `Séjour de ${fr(area)}\u00a0m²\u00a0: ${required} socles de prise de courant 16\u00a0A minimum (1 par tranche de 4\u00a0m², au moins 5, et au moins 7 au-delà de 28\u00a0m²) (NF C 15-100, 10.1.3.3)\u202f; ${found(have)}.`,
        'SimpleSocket',
        required,
        have,
      );
      return;
    }
    case 'LivingRoomWithIntegratedKitchen': {
      const need = openKitchenSocketMinimum(area);
      requireAtLeast(
        check,
        rules.openKitchenSockets,
        `Séjour avec cuisine ouverte de ${fr(area)}\u00a0m²\u00a0: ${need.total} socles de prise de courant 16\u00a0A minimum, soit ${need.kitchen} pour la cuisine (comptée ${OPEN_KITCHEN_AREA}\u00a0m²) et ${need.sejour} pour le séjour (${fr(Math.max(0, area - OPEN_KITCHEN_AREA))}\u00a0m²) (NF C 15-100, 10.1.3.3)\u202f; ${found(have)}.`,
        'SimpleSocket',
        need.total,
        have,
      );
      return;
    }
    case 'Bedroom':
      requireAtLeast(
        check,
        rules.bedroomSockets,
        `Chambre\u00a0: ${BEDROOM_SOCKET_MINIMUM} socles de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3)\u202f; ${found(have)}.`,
        'SimpleSocket',
        BEDROOM_SOCKET_MINIMUM,
        have,
      );
      return;
    case 'Kitchen': {
      const required = kitchenSocketMinimum(area);
      requireAtLeast(
        check,
        rules.kitchenSockets,
        `Cuisine de ${fr(area)}\u00a0m²\u00a0: ${required} socles de prise de courant 16\u00a0A minimum (6 dont 4 au-dessus du plan de travail, 3 si la cuisine fait 4\u00a0m² ou moins) (NF C 15-100, 10.1.3.3)\u202f; ${found(have)}.`,
        'SimpleSocket',
        required,
        have,
      );
      return;
    }
    case 'WetRoom':
    case 'BathroomWithWC':
      // Decided as required: the Schneider and Hager tables and most guides give 1 socle outside
      // the volumes (NF C 15-100-7-701); a few call it recommended (reference marks it uncertain).
      requireAtLeast(
        check,
        rules.bathroomSocket,
        `Salle d’eau\u00a0: 1 socle de prise de courant 16\u00a0A minimum, placé hors volumes (NF C 15-100, 10.1.3.3 et 7-701)\u202f; ${found(have)}.`,
        'SimpleSocket',
        1,
        have,
      );
      return;
    case 'CirculationArea':
      // Schneider lists "1 socle dans circulations" with no size limit, and this type is labelled
      // "≥ 4 m²" anyway: every circulation needs one, whatever surface was typed.
      requireAtLeast(
        check,
        rules.circulationSocket,
        `Circulation\u00a0: 1 socle de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3.2)\u202f; ${found(have)}.`,
        'SimpleSocket',
        1,
        have,
      );
      return;
    case 'Other': {
      const required = otherRoomSocketMinimum(area);
      requireAtLeast(
        check,
        rules.otherRoomSocket,
        `Local de ${fr(area)}\u00a0m² (plus de 4\u00a0m²)\u00a0: 1 socle de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3.2)\u202f; ${found(have)}.`,
        'SimpleSocket',
        required,
        have,
      );
      return;
    }
    case 'WC':
    case 'ExteriorSpace':
      // WC are excluded from the socket rule; outside, a weatherproof socket is only recommended.
      return;
  }
}

function cookingMessage(have: number): string {
  return `Le logement doit comporter un circuit de cuisson 32\u00a0A (6\u00a0mm²) se terminant par une prise plaque ou une boîte de connexion (NF C 15-100-10, circuits spécialisés\u202f; un par logement)\u202f; ${found(have)}.`;
}

function dedicatedMessage(have: number): string {
  return `Le logement doit comporter au moins ${DEDICATED_20A_MINIMUM} circuits spécialisés 20\u00a0A (lave-linge, lave-vaisselle, four, sèche-linge…) (NF C 15-100-10, circuits spécialisés)\u202f; ${found(have)} dans le logement.`;
}

function roomResult(check: RoomCheck): RoomResult {
  return {
    room_id: check.room.room_id,
    compliance_status: check.violations.length === 0 ? 'compliant' : 'non_compliant',
    missing_equipment: [...check.missing].map(([type, count]) => `${count} ${type}`),
    violations: check.violations,
  };
}

/**
 * NF C 15-100 check of a dwelling (spec part 2 §3.5–3.6). Pure and deterministic: the same request
 * gives the same result, rooms in request order, rules in a fixed order.
 *
 * Room rules add `missing_equipment` entries "<count> <EquipmentType>" so that applySuggestions can
 * add them. Whole-dwelling rules are placed on a room when there is an obvious one (dedicated 20 A
 * circuits on the first kitchen, RJ45 on the séjour then the next main rooms), so they can be fixed
 * by the suggestions too. Without a kitchen the project is a part of a dwelling and the kitchen's
 * circuits are not asked of it; a water heater required by the options but placed nowhere is a global
 * violation. Global violations do not repeat the room ones: the UI lists both.
 */
export function checkCompliance(request: ComplianceRequest): ComplianceResult {
  const context = request.context;
  const options = context?.options;
  const scope = effectiveWorkScope(context?.work_type, context?.work_scope);
  const checks: RoomCheck[] = (request.rooms ?? []).map((room) => ({
    room,
    type: toRoomType(room.room_type),
    area: nonNegative(Number(room.room_area)),
    counts: countEquipment(room),
    violations: [],
    missing: new Map(),
  }));
  const globalViolations: Violation[] = [];
  const advice: Violation[] = [];

  for (const check of checks) {
    checkLighting(check);
    checkSockets(check);
  }
  checkExteriorLighting(checks, options?.accessControl?.eclairageFacade === true);

  // Dwelling-level rules: required of a whole dwelling (construction, or a complete renovation),
  // advice for a renovation of some rooms. A whole dwelling without a kitchen room still needs the
  // cooking and appliance circuits: they are then global violations (no room to suggest them in).
  const dwelling = (
    check: RoomCheck | undefined,
    violation: Required<Pick<Violation, 'required' | 'found'>> & Violation,
    type: EquipmentType,
  ) => {
    if (violation.found >= violation.required) return;
    if (scope === 'pieces_renovees') advice.push(violation);
    else if (check) {
      requireAtLeast(
        check,
        violation.rule_id as ComplianceRuleId,
        violation.message,
        type,
        violation.required,
        violation.found,
      );
    } else globalViolations.push(violation);
  };
  const total = (type: EquipmentType) => checks.reduce((sum, c) => sum + (c.counts.get(type) ?? 0), 0);
  // Closed kitchen first: that is where the oven, dishwasher and hob usually go.
  const firstKitchen =
    checks.find((check) => check.type === 'Kitchen') ?? checks.find((c) => hasKitchen(c.type));
  if (checks.length > 0) {
    const cooking = total('OvenSocket');
    dwelling(
      firstKitchen,
      {
        rule_id: COMPLIANCE_RULE_IDS.cookingOutlet,
        message: cookingMessage(cooking),
        required: 1,
        found: cooking,
      },
      'OvenSocket',
    );
    const dedicated = total('Dedicated20ASocket');
    dwelling(
      firstKitchen,
      {
        rule_id: COMPLIANCE_RULE_IDS.dedicatedCircuits,
        message: dedicatedMessage(dedicated),
        required: DEDICATED_20A_MINIMUM,
        found: dedicated,
      },
      'Dedicated20ASocket',
    );
  }

  checkRj45(checks, scope, advice);

  // Water heating chosen in the options needs a stored-water heater on its own 20 A circuit.
  const ecs = options?.ecs?.type;
  if (ecs && (ECS_WITH_WATER_HEATER as readonly string[]).includes(ecs)) {
    const heaters = total('WaterHeater');
    if (heaters === 0) {
      globalViolations.push({
        rule_id: COMPLIANCE_RULE_IDS.waterHeater,
        message: `Production d’eau chaude « ${ECS_TYPE_LABELS[ecs]} » choisie dans les options\u00a0: un ${EQUIPMENT_TYPE_LABELS.WaterHeater.toLowerCase()} sur circuit spécialisé 20\u00a0A doit être placé dans une pièce (NF C 15-100-10)\u202f; aucun n’est prévu.`,
        required: 1,
        found: 0,
      });
    }
  }

  const roomResults = checks.map(roomResult);
  const compliant =
    globalViolations.length === 0 && roomResults.every((room) => room.compliance_status === 'compliant');
  return {
    global_compliance: {
      overall_status: compliant ? 'compliant' : 'non_compliant',
      violations: globalViolations,
      ...(advice.length > 0 ? { advice } : {}),
    },
    room_results: roomResults,
  };
}

/**
 * Communication outlets (NF C 15-100-11, arrêté du 3 août 2016): 2 RJ45 side by side in the séjour,
 * then one in each of 1 (T2) or 2 (T3+) *other rooms* of the dwelling — any room, not only a main
 * one (a T2's kitchen RJ45 counts). The séjour is the first living room, else the first main room
 * (a studio declared as a bedroom); the T-size counts the main rooms. Rooms already equipped count
 * first; missing ones are suggested in the next main rooms, then in the other indoor rooms. For a
 * renovation of some rooms these are advice.
 */
function checkRj45(checks: RoomCheck[], scope: WorkScope, advice: Violation[]): void {
  const main = checks.filter((check) => isMainRoom(check.type));
  if (main.length === 0) return;
  const sejour =
    main.find((check) => check.type === 'LivingRoom' || check.type === 'LivingRoomWithIntegratedKitchen') ??
    main[0];
  if (!sejour) return;
  const t = main.length;
  const minimum = dwellingRj45Minimum(t);
  const rj45 = (check: RoomCheck) => check.counts.get('NetworkSocket') ?? 0;
  const require = (check: RoomCheck, ruleId: ComplianceRuleId, message: string, required: number) => {
    if (rj45(check) >= required) return;
    if (scope === 'pieces_renovees') {
      advice.push({ rule_id: ruleId, message, room_id: check.room.room_id, required, found: rj45(check) });
    } else {
      requireAtLeast(check, ruleId, message, 'NetworkSocket', required, rj45(check));
    }
  };
  require(sejour, COMPLIANCE_RULE_IDS.sejourRj45, `${sejour.type === 'Bedroom' ? 'Pièce principale' : 'Séjour'}\u00a0: ${SEJOUR_RJ45_MINIMUM} prises RJ45 juxtaposées sont exigées près de l’emplacement TV (NF C 15-100-11, logement T${t}\u00a0: ${minimum} prises RJ45 minimum)\u202f; ${rj45(sejour) === 0 ? 'aucune prévue' : plural(rj45(sejour), 'prévue', 'prévues')}.`, SEJOUR_RJ45_MINIMUM);
  const indoor = (check: RoomCheck) =>
    check !== sejour && check.type !== 'ExteriorSpace' && !isPlacard(check);
  const others = [
    ...checks.filter((c) => indoor(c) && isMainRoom(c.type)),
    ...checks.filter((c) => indoor(c) && !isMainRoom(c.type)),
  ];
  const needed = otherRoomsWithRj45(t);
  let lacking = needed - others.filter((check) => rj45(check) > 0).length;
  for (const check of others) {
    if (lacking <= 0) break;
    if (rj45(check) > 0) continue;
    require(check, COMPLIANCE_RULE_IDS.roomRj45, `Logement T${t}\u00a0: ${minimum} prises RJ45 minimum, dont 1 dans ${needed === 1 ? 'une autre pièce' : 'deux autres pièces'} que le séjour (NF C 15-100-11)\u202f; aucune prévue dans cette pièce.`, 1);
    lacking -= 1;
  }
}
