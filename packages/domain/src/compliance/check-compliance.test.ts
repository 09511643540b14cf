import { describe, expect, it } from 'vitest';
import { ROOM_TYPES, type RoomType } from '../room-types.ts';
import { checkCompliance, COMPLIANCE_RULE_IDS as RULES } from './check-compliance.ts';
import type { ComplianceRequest, ComplianceResult, ComplianceRoom } from './compliance.schema.ts';

type Equipment = Record<string, number>;

let nextId = 0;
function room(type: string, area: number, equipment: Equipment = {}, id?: string): ComplianceRoom {
  nextId += 1;
  return {
    room_id: id ?? `r${nextId}`,
    room_type: type,
    room_area: area,
    equipment: Object.entries(equipment).map(([equipment_type, quantity]) => ({
      equipment_type,
      quantity,
      specifications: {},
    })),
  };
}

function request(rooms: ComplianceRoom[], context: ComplianceRequest['context'] = {}): ComplianceRequest {
  return { installation_id: 'p1', context, postal_code: '75001', rooms };
}

/** Lighting, its switch and whatever the rules under test do not look at. */
const LIT: Equipment = { LightingPoint: 1, SimpleSwitch: 1 };

function resultOf(rooms: ComplianceRoom[], context?: ComplianceRequest['context']): ComplianceResult {
  return checkCompliance(request(rooms, context));
}

function roomOf(result: ComplianceResult, id: string) {
  const found = result.room_results.find((r) => r.room_id === id);
  if (!found) throw new Error(`no result for room ${id}`);
  return found;
}

function ruleIds(result: ComplianceResult, id: string): string[] {
  return roomOf(result, id).violations.map((v) => v.rule_id);
}

describe('séjour sockets: S ≤ 28 → max(5, ceil(S/4)), S > 28 → 7 (10.1.3.3)', () => {
  it.each([
    [0, 5],
    [12, 5],
    [20, 5],
    [20.01, 6],
    [24, 6],
    [24.5, 7],
    [28, 7],
    [28.5, 7],
    [80, 7],
  ])('%s m² needs %s socles', (area, required) => {
    const short = resultOf([room('LivingRoom', area, { ...LIT, SimpleSocket: required - 1 }, 's')]);
    const sejour = roomOf(short, 's');
    expect(sejour.violations.find((v) => v.rule_id === RULES.sejourSockets)).toMatchObject({
      required,
      found: required - 1,
    });
    expect(sejour.missing_equipment).toContain('1 SimpleSocket');

    const enough = resultOf([room('LivingRoom', area, { ...LIT, SimpleSocket: required }, 's')]);
    expect(ruleIds(enough, 's')).not.toContain(RULES.sejourSockets);
  });

  it('counts a double socket as 2 socles (A5 counting rule)', () => {
    const result = resultOf([room('LivingRoom', 20, { ...LIT, DoubleSocket: 2, SimpleSocket: 1 }, 's')]);
    expect(ruleIds(result, 's')).not.toContain(RULES.sejourSockets);
  });

  it('does not count RJ45, TV, dedicated or cooking outlets as socles', () => {
    const result = resultOf([
      room(
        'LivingRoom',
        20,
        { ...LIT, NetworkSocket: 2, TVSocket: 2, Dedicated20ASocket: 2, WaterproofSocket: 1 },
        's',
      ),
    ]);
    expect(roomOf(result, 's').missing_equipment).toContain('4 SimpleSocket');
  });
});

describe('kitchen sockets: 6, or 3 when S ≤ 4 m² (10.1.3.3)', () => {
  it.each([
    [3, 3],
    [4, 3],
    [4.5, 6],
    [12, 6],
  ])('%s m² needs %s socles', (area, required) => {
    const short = resultOf([
      room('Kitchen', area, { ...LIT, OvenSocket: 1, SimpleSocket: required - 1 }, 'k'),
    ]);
    expect(roomOf(short, 'k').violations.find((v) => v.rule_id === RULES.kitchenSockets)).toMatchObject({
      required,
    });
    const enough = resultOf([room('Kitchen', area, { ...LIT, OvenSocket: 1, SimpleSocket: required }, 'k')]);
    expect(ruleIds(enough, 'k')).not.toContain(RULES.kitchenSockets);
  });
});

describe('open kitchen: kitchen rule on 8 m² + séjour rule on S − 8 m²', () => {
  it.each([
    [4, 3 + 5],
    [6, 6 + 5],
    [28, 6 + 5],
    [28.01, 6 + 6],
    [36, 6 + 7],
    [36.5, 6 + 7],
  ])('%s m² needs %s socles', (area, required) => {
    const short = resultOf([
      room(
        'LivingRoomWithIntegratedKitchen',
        area,
        { ...LIT, OvenSocket: 1, SimpleSocket: required - 1 },
        'o',
      ),
    ]);
    expect(roomOf(short, 'o').violations.find((v) => v.rule_id === RULES.openKitchenSockets)).toMatchObject({
      required,
      found: required - 1,
    });
    const enough = resultOf([
      room('LivingRoomWithIntegratedKitchen', area, { ...LIT, OvenSocket: 1, SimpleSocket: required }, 'o'),
    ]);
    expect(ruleIds(enough, 'o')).not.toContain(RULES.openKitchenSockets);
  });
});

describe('sockets in the other room types', () => {
  it.each<[RoomType, number, number, string | null]>([
    ['Bedroom', 9, 3, RULES.bedroomSockets],
    ['WetRoom', 5, 1, RULES.bathroomSocket],
    ['BathroomWithWC', 5, 1, RULES.bathroomSocket],
    ['CirculationArea', 6, 1, RULES.circulationSocket],
    ['CirculationArea', 3, 1, RULES.circulationSocket],
    ['Other', 4.01, 1, RULES.otherRoomSocket],
    ['Other', 4, 0, null],
    ['WC', 2, 0, null],
    ['ExteriorSpace', 30, 0, null],
  ])('%s of %s m² needs %s socles', (type, area, required, rule) => {
    const bare = resultOf([room(type, area, { LightingPoint: 1, SimpleSwitch: 1 }, 'x')]);
    const socketRules = ruleIds(bare, 'x').filter((id) => id.includes('socket'));
    if (rule === null) {
      expect(socketRules).toEqual([]);
      return;
    }
    expect(socketRules).toEqual([rule]);
    expect(roomOf(bare, 'x').missing_equipment).toContain(`${required} SimpleSocket`);
    const enough = resultOf([room(type, area, { ...LIT, SimpleSocket: required }, 'x')]);
    expect(ruleIds(enough, 'x')).not.toContain(rule);
  });
});

describe('lighting point and control (10.1.3.2, 10.1.3.8.1)', () => {
  const indoor = ROOM_TYPES.filter((type) => type !== 'ExteriorSpace');
  it.each(indoor)('%s of 10 m² needs 1 lighting point and 1 switch', (type) => {
    const result = resultOf([room(type, 10, {}, 'x')]);
    const missing = roomOf(result, 'x').missing_equipment;
    expect(missing).toContain('1 LightingPoint');
    expect(missing).toContain('1 SimpleSwitch');
    expect(ruleIds(result, 'x')).toEqual(
      expect.arrayContaining([RULES.lightingPoint, RULES.lightingControl]),
    );
  });

  it.each(['SimpleSwitch', 'DoubleSwitch', 'DimmerSwitch'])('a %s satisfies the control rule', (type) => {
    const result = resultOf([room('WC', 2, { LightingPoint: 1, [type]: 1 }, 'x')]);
    expect(roomOf(result, 'x').compliance_status).toBe('compliant');
  });

  it('an exterior space needs one lighting point and no switch', () => {
    const bare = resultOf([room('ExteriorSpace', 20, {}, 'e')]);
    expect(roomOf(bare, 'e').missing_equipment).toEqual(['1 LightingPoint']);
    expect(ruleIds(bare, 'e')).toEqual([RULES.exteriorLighting]);
    const lit = resultOf([room('ExteriorSpace', 20, { LightingPoint: 1 }, 'e')]);
    expect(roomOf(lit, 'e').compliance_status).toBe('compliant');
  });

  it('asks one exterior point for the dwelling (its entrance), not one per exterior space', () => {
    const result = resultOf([
      room('ExteriorSpace', 20, { LightingPoint: 1 }, 'e1'),
      room('ExteriorSpace', 8, {}, 'e2'),
    ]);
    expect(roomOf(result, 'e2').compliance_status).toBe('compliant');
    const none = resultOf([room('ExteriorSpace', 20, {}, 'e1'), room('ExteriorSpace', 8, {}, 'e2')]);
    expect(ruleIds(none, 'e1')).toEqual([RULES.exteriorLighting]);
    expect(roomOf(none, 'e2').compliance_status).toBe('compliant');
  });

  it.each([
    [3, []],
    [4, []],
    [4.5, [RULES.lightingPoint, RULES.lightingControl, RULES.otherRoomSocket]],
  ])('an Other room of %s m² (a placard up to 4 m²) → %j', (area, rules) => {
    expect(ruleIds(resultOf([room('Other', area, {}, 'p')]), 'p')).toEqual(rules);
  });

  it('façade lighting chosen in the options satisfies the exterior point', () => {
    const result = resultOf([room('ExteriorSpace', 20, {}, 'e')], {
      options: { accessControl: facade() },
    });
    expect(roomOf(result, 'e').compliance_status).toBe('compliant');
  });
});

function facade() {
  return {
    interphonie: false,
    alarme: false,
    portailEntree: false,
    portailType: null,
    portailGarage: false,
    irve: false,
    eclairageFacade: true,
  };
}

describe('kitchen circuits', () => {
  it.each(['Kitchen', 'LivingRoomWithIntegratedKitchen'])('%s needs a 32 A cooking outlet', (type) => {
    const result = resultOf([room(type, 12, { ...LIT, SimpleSocket: 20, Dedicated20ASocket: 3 }, 'k')]);
    expect(roomOf(result, 'k').missing_equipment).toContain('1 OvenSocket');
    expect(ruleIds(result, 'k')).toContain(RULES.cookingOutlet);
  });

  it('counts dedicated 20 A circuits over the whole dwelling and suggests the rest in the kitchen', () => {
    const result = resultOf([
      room('WetRoom', 6, { ...LIT, SimpleSocket: 1, Dedicated20ASocket: 1 }, 'b'),
      room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1 }, 'k'),
    ]);
    expect(roomOf(result, 'k').missing_equipment).toEqual(['2 Dedicated20ASocket']);
    expect(roomOf(result, 'k').violations[0]).toMatchObject({
      rule_id: RULES.dedicatedCircuits,
      required: 3,
      found: 1,
    });
    expect(roomOf(result, 'b').compliance_status).toBe('compliant');
  });

  it('puts the dedicated circuits on a closed kitchen rather than an open one', () => {
    const result = resultOf([
      room(
        'LivingRoomWithIntegratedKitchen',
        30,
        { ...LIT, SimpleSocket: 12, OvenSocket: 1, NetworkSocket: 2 },
        'o',
      ),
      room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1 }, 'k'),
    ]);
    expect(roomOf(result, 'k').missing_equipment).toEqual(['3 Dedicated20ASocket']);
    expect(roomOf(result, 'o').compliance_status).toBe('compliant');
  });

  const renovation = { work_type: 'Renovation', work_scope: 'pieces_renovees' };

  it('a whole dwelling without a kitchen still needs the cooking and appliance circuits (global)', () => {
    const result = resultOf([room('Bedroom', 12, { ...LIT, SimpleSocket: 3, NetworkSocket: 2 }, 'c')]);
    expect(result.global_compliance.violations.map((v) => v.rule_id)).toEqual([
      RULES.cookingOutlet,
      RULES.dedicatedCircuits,
    ]);
    expect(result.global_compliance.overall_status).toBe('non_compliant');
    const withKitchen = resultOf([
      room('Bedroom', 12, { ...LIT, SimpleSocket: 3, NetworkSocket: 2 }, 'c'),
      room('Kitchen', 9, { ...LIT, SimpleSocket: 6 }, 'k'),
    ]);
    expect(roomOf(withKitchen, 'k').missing_equipment).toEqual(['1 OvenSocket', '3 Dedicated20ASocket']);
    expect(withKitchen.global_compliance.violations).toEqual([]);
  });

  it('a renovation of some rooms turns the dwelling rules into advice: a lone bedroom is compliant', () => {
    const result = resultOf([room('Bedroom', 12, { ...LIT, SimpleSocket: 3 }, 'c')], renovation);
    expect(result.global_compliance.overall_status).toBe('compliant');
    expect(result.global_compliance.advice?.map((v) => v.rule_id)).toEqual([
      RULES.cookingOutlet,
      RULES.dedicatedCircuits,
      RULES.sejourRj45,
    ]);
    // Its own rules still apply.
    const bare = resultOf([room('Bedroom', 12, LIT, 'c')], renovation);
    expect(ruleIds(bare, 'c')).toEqual([RULES.bedroomSockets]);
    // A complete renovation is judged as a whole dwelling.
    const complete = resultOf([room('Bedroom', 12, { ...LIT, SimpleSocket: 3 }, 'c')], {
      work_type: 'Renovation',
      work_scope: 'logement_complet',
    });
    expect(complete.global_compliance.overall_status).toBe('non_compliant');
    // A construction ignores a stray scope.
    expect(
      resultOf([room('Bedroom', 12, { ...LIT, SimpleSocket: 3 }, 'c')], {
        work_type: 'Construction',
        work_scope: 'pieces_renovees',
      }).global_compliance.advice,
    ).toBeUndefined();
  });

  it('asks one 32 A cooking outlet per dwelling, not per kitchen room', () => {
    const result = resultOf([
      room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3 }, 'k1'),
      room('Kitchen', 6, { ...LIT, SimpleSocket: 6 }, 'k2'),
    ]);
    expect(roomOf(result, 'k2').compliance_status).toBe('compliant');
  });

  it('a lone bedroom is labelled as the main room in the RJ45 message', () => {
    const result = resultOf([room('Bedroom', 12, { ...LIT, SimpleSocket: 3 }, 'c')]);
    expect(roomOf(result, 'c').violations.find((v) => v.rule_id === RULES.sejourRj45)?.message).toMatch(
      /^Pièce principale\s: 2 prises RJ45 juxtaposées/,
    );
  });
});

describe('RJ45 (NF C 15-100-11): T1 2, T2 3, T3+ 4', () => {
  const living = (rj45: number, id = 's') =>
    room('LivingRoom', 20, { ...LIT, SimpleSocket: 5, NetworkSocket: rj45 }, id);
  const bedroom = (rj45: number, id: string) =>
    room('Bedroom', 10, { ...LIT, SimpleSocket: 3, NetworkSocket: rj45 }, id);
  const kitchen = room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3 }, 'k');

  it('T1: 2 side by side in the séjour', () => {
    const result = resultOf([living(1), kitchen]);
    expect(roomOf(result, 's').missing_equipment).toEqual(['1 NetworkSocket']);
    expect(roomOf(resultOf([living(2), kitchen]), 's').compliance_status).toBe('compliant');
  });

  it('T2: one more in the other main room', () => {
    const result = resultOf([living(2), bedroom(0, 'c1'), kitchen]);
    expect(roomOf(result, 'c1').missing_equipment).toEqual(['1 NetworkSocket']);
    expect(ruleIds(result, 'c1')).toEqual([RULES.roomRj45]);
  });

  it('T4: two other main rooms, those already equipped count first', () => {
    const result = resultOf([living(2), bedroom(0, 'c1'), bedroom(0, 'c2'), bedroom(1, 'c3'), kitchen]);
    expect(roomOf(result, 'c1').missing_equipment).toEqual(['1 NetworkSocket']);
    expect(roomOf(result, 'c2').compliance_status).toBe('compliant');
    expect(roomOf(result, 'c3').compliance_status).toBe('compliant');
  });

  it('T2: the third RJ45 may be in any other room, a kitchen included', () => {
    const kitchenWithRj45 = room(
      'Kitchen',
      10,
      { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3, NetworkSocket: 1 },
      'k',
    );
    const result = resultOf([living(2), bedroom(0, 'c1'), kitchenWithRj45]);
    expect(result.global_compliance.overall_status).toBe('compliant');
    expect(roomOf(result, 'k').compliance_status).toBe('compliant');
  });

  it('a studio declared as a bedroom takes the séjour pair', () => {
    const result = resultOf([bedroom(0, 'c1'), kitchen]);
    expect(roomOf(result, 'c1').missing_equipment).toEqual(['2 NetworkSocket']);
    expect(ruleIds(result, 'c1')).toEqual([RULES.sejourRj45]);
  });
});

describe('water heater required by the options', () => {
  const kitchen = room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3 }, 'k');
  const ecs = (type: 'aucun' | 'cumulus_electrique' | 'thermodynamique' | 'instantane') => ({
    options: { ecs: { type, nombrePersonnes: 2, nombrePiecesEau: 1 } },
  });

  it.each([
    ['cumulus_electrique', true],
    ['thermodynamique', true],
    ['instantane', false],
    ['aucun', false],
  ] as const)('ECS %s → violation %s', (type, expected) => {
    const result = resultOf([kitchen], ecs(type));
    const ids = result.global_compliance.violations.map((v) => v.rule_id);
    expect(ids.includes(RULES.waterHeater)).toBe(expected);
  });

  it('a water heater in any room satisfies it', () => {
    const bathroom = room('WetRoom', 5, { ...LIT, SimpleSocket: 1, WaterHeater: 1 }, 'b');
    const result = resultOf([kitchen, bathroom], ecs('cumulus_electrique'));
    expect(result.global_compliance.overall_status).toBe('compliant');
  });
});

describe('messages cite the requirement in French', () => {
  it.each<[string, ComplianceRoom[], string]>([
    [
      RULES.sejourSockets,
      [room('LivingRoom', 24.5, { ...LIT, SimpleSocket: 2, NetworkSocket: 2 }, 'x')],
      'Séjour de 24,5\u00a0m²\u00a0: 7 socles de prise de courant 16\u00a0A minimum (1 par tranche de 4\u00a0m², au moins 5, et au moins 7 au-delà de 28\u00a0m²) (NF C 15-100, 10.1.3.3)\u202f; 2 prévus.',
    ],
    [
      RULES.openKitchenSockets,
      [room('LivingRoomWithIntegratedKitchen', 30, { ...LIT, OvenSocket: 1, NetworkSocket: 2 }, 'x')],
      'Séjour avec cuisine ouverte de 30\u00a0m²\u00a0: 12 socles de prise de courant 16\u00a0A minimum, soit 6 pour la cuisine (comptée 8\u00a0m²) et 6 pour le séjour (22\u00a0m²) (NF C 15-100, 10.1.3.3)\u202f; aucun prévu.',
    ],
    [
      RULES.bedroomSockets,
      [room('Bedroom', 10, { ...LIT, SimpleSocket: 1, NetworkSocket: 2 }, 'x')],
      'Chambre\u00a0: 3 socles de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3)\u202f; 1 prévu.',
    ],
    [
      RULES.kitchenSockets,
      [room('Kitchen', 4, { ...LIT, OvenSocket: 1, Dedicated20ASocket: 3 }, 'x')],
      'Cuisine de 4\u00a0m²\u00a0: 3 socles de prise de courant 16\u00a0A minimum (6 dont 4 au-dessus du plan de travail, 3 si la cuisine fait 4\u00a0m² ou moins) (NF C 15-100, 10.1.3.3)\u202f; aucun prévu.',
    ],
    [
      RULES.bathroomSocket,
      [room('WetRoom', 5, LIT, 'x')],
      'Salle d’eau\u00a0: 1 socle de prise de courant 16\u00a0A minimum, placé hors volumes (NF C 15-100, 10.1.3.3 et 7-701)\u202f; aucun prévu.',
    ],
    [
      RULES.circulationSocket,
      [room('CirculationArea', 5, LIT, 'x')],
      'Circulation\u00a0: 1 socle de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3.2)\u202f; aucun prévu.',
    ],
    [
      RULES.otherRoomSocket,
      [room('Other', 12.25, LIT, 'x')],
      'Local de 12,25\u00a0m² (plus de 4\u00a0m²)\u00a0: 1 socle de prise de courant 16\u00a0A minimum (NF C 15-100, 10.1.3.3.2)\u202f; aucun prévu.',
    ],
    [
      RULES.lightingPoint,
      [room('WC', 2, { SimpleSwitch: 1 }, 'x')],
      'Au moins 1 point d’éclairage est exigé dans chaque pièce (NF C 15-100, 10.1.3.2)\u202f; aucun n’est prévu.',
    ],
    [
      RULES.lightingControl,
      [room('WC', 2, { LightingPoint: 1 }, 'x')],
      'Un dispositif de commande de l’éclairage (interrupteur) est exigé à l’entrée de la pièce (NF C 15-100, 10.1.3.8.1)\u202f; aucun n’est prévu.',
    ],
    [
      RULES.exteriorLighting,
      [room('ExteriorSpace', 10, {}, 'x')],
      'Un point d’éclairage extérieur est exigé à chaque entrée principale ou de service du logement (NF C 15-100, 10.1.3.2)\u202f; aucun n’est prévu dans les espaces extérieurs.',
    ],
    [
      RULES.cookingOutlet,
      [room('Kitchen', 10, { ...LIT, SimpleSocket: 6, Dedicated20ASocket: 3 }, 'x')],
      'Le logement doit comporter un circuit de cuisson 32\u00a0A (6\u00a0mm²) se terminant par une prise plaque ou une boîte de connexion (NF C 15-100-10, circuits spécialisés\u202f; un par logement)\u202f; aucun prévu.',
    ],
    [
      RULES.dedicatedCircuits,
      [room('Kitchen', 10, { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 2 }, 'x')],
      'Le logement doit comporter au moins 3 circuits spécialisés 20\u00a0A (lave-linge, lave-vaisselle, four, sèche-linge…) (NF C 15-100-10, circuits spécialisés)\u202f; 2 prévus dans le logement.',
    ],
    [
      RULES.sejourRj45,
      [room('LivingRoom', 20, { ...LIT, SimpleSocket: 5, NetworkSocket: 1 }, 'x')],
      'Séjour\u00a0: 2 prises RJ45 juxtaposées sont exigées près de l’emplacement TV (NF C 15-100-11, logement T1\u00a0: 2 prises RJ45 minimum)\u202f; 1 prévue.',
    ],
    [
      RULES.roomRj45,
      [
        room('LivingRoom', 20, { ...LIT, SimpleSocket: 5, NetworkSocket: 2 }, 's'),
        room('Bedroom', 10, { ...LIT, SimpleSocket: 3 }, 'x'),
        room('Bedroom', 10, { ...LIT, SimpleSocket: 3, NetworkSocket: 1 }, 'c2'),
      ],
      'Logement T3\u00a0: 4 prises RJ45 minimum, dont 1 dans deux autres pièces que le séjour (NF C 15-100-11)\u202f; aucune prévue dans cette pièce.',
    ],
  ])('%s', (rule, rooms, message) => {
    const result = resultOf(rooms);
    const violation = roomOf(result, 'x').violations.find((v) => v.rule_id === rule);
    expect(violation?.message).toBe(message);
  });

  it.each([
    [
      RULES.waterHeater,
      'Production d’eau chaude « Cumulus électrique » choisie dans les options\u00a0: un chauffe-eau sur circuit spécialisé 20\u00a0A doit être placé dans une pièce (NF C 15-100-10)\u202f; aucun n’est prévu.',
    ],
  ])('global %s', (rule, message) => {
    const result = resultOf([room('WC', 2, LIT)], {
      options: { ecs: { type: 'cumulus_electrique', nombrePersonnes: 2, nombrePiecesEau: 1 } },
    });
    expect(result.global_compliance.violations.find((v) => v.rule_id === rule)?.message).toBe(message);
  });
});

describe('overall result', () => {
  const complete = [
    room('LivingRoom', 25, { ...LIT, SimpleSocket: 3, DoubleSocket: 2, NetworkSocket: 2 }, 's'),
    room('Kitchen', 9, { ...LIT, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3 }, 'k'),
    room('Bedroom', 11, { ...LIT, SimpleSocket: 3, NetworkSocket: 1 }, 'c1'),
    room('Bedroom', 9, { ...LIT, SimpleSocket: 3, NetworkSocket: 1 }, 'c2'),
    room('BathroomWithWC', 6, { ...LIT, SimpleSocket: 1 }, 'b'),
    room('WC', 1.5, LIT, 'w'),
    room('CirculationArea', 7, { ...LIT, SimpleSocket: 1 }, 'h'),
    room('Other', 3, LIT, 'p'),
    room('ExteriorSpace', 15, { LightingPoint: 1 }, 'e'),
  ];

  it('a fully equipped T3 is compliant, every room too, with nothing missing', () => {
    const result = resultOf(complete);
    expect(result.global_compliance).toEqual({ overall_status: 'compliant', violations: [] });
    expect(result.room_results.map((r) => r.room_id)).toEqual([
      's',
      'k',
      'c1',
      'c2',
      'b',
      'w',
      'h',
      'p',
      'e',
    ]);
    for (const r of result.room_results) {
      expect(r).toMatchObject({ compliance_status: 'compliant', missing_equipment: [], violations: [] });
    }
  });

  it('one missing socket makes the dwelling and that room non-compliant', () => {
    const rooms = complete.map((r) =>
      r.room_id === 'c2' ? room('Bedroom', 9, { ...LIT, SimpleSocket: 2, NetworkSocket: 1 }, 'c2') : r,
    );
    const result = resultOf(rooms);
    expect(result.global_compliance.overall_status).toBe('non_compliant');
    expect(
      result.room_results.filter((r) => r.compliance_status === 'non_compliant').map((r) => r.room_id),
    ).toEqual(['c2']);
  });

  it('ignores unknown equipment types and checks an unknown room type as Other', () => {
    const result = resultOf([room('Veranda', 10, { ...LIT, Jacuzzi: 3, SimpleSocket: 1 }, 'x')]);
    expect(roomOf(result, 'x').compliance_status).toBe('compliant');
    const bare = resultOf([room('Veranda', 10, { ...LIT, Jacuzzi: 3 }, 'x')]);
    expect(ruleIds(bare, 'x')).toEqual([RULES.otherRoomSocket]);
  });

  it('is deterministic', () => {
    const rooms = [room('LivingRoom', 30, {}, 's'), room('Kitchen', 3, {}, 'k'), room('Bedroom', 8, {}, 'c')];
    expect(resultOf(rooms)).toEqual(resultOf(rooms));
  });

  it('an empty dwelling is compliant (nothing to check yet)', () => {
    expect(resultOf([]).global_compliance.overall_status).toBe('compliant');
  });
});
