import { z } from 'zod';
import { BREAKER_RATINGS, isBreakerRating } from '../dimensioning/dimensioning.schema.ts';
import { columnOf, idsOf } from '../labelled.ts';

/**
 * The installation facts an electrician enters (step 5 'Installation électrique'): the
 * supply and its branch circuit breaker (AGCP), roller shutters and emitter powers per room, towel
 * dryers, pilot-wire zones, the heat pump's outdoor unit and backup heater, the EV charger variant,
 * outdoor circuits with their length, and the lightning facts. Saved with the project; every field
 * is optional so that a project without them keeps today's estimates.
 */

export const INSTALLATION_MESSAGES = {
  phases: 'Type de raccordement inconnu\u00a0: monophasé ou triphasé',
  subscribedKva: 'Puissance souscrite inconnue\u00a0: choisissez une puissance de la liste',
  agcpRating: 'Calibre du disjoncteur de branchement invalide (de 5 à 90\u00a0A)',
  agcpSensitivity: 'Sensibilité du disjoncteur de branchement inconnue\u00a0: 300, 500 ou 650\u00a0mA',
  earthResistance: 'La résistance de la prise de terre doit être comprise entre 0 et 10\u202f000\u00a0Ω',
  evCharger: 'Type de borne de recharge inconnu\u00a0: choisissez un type de la liste',
  outdoorKind: 'Type de circuit extérieur inconnu\u00a0: choisissez un type de la liste',
  outdoorLength: 'La longueur du circuit extérieur doit être comprise entre 1 et 300\u00a0m',
  outdoorPower: 'La puissance du circuit extérieur doit être comprise entre 0 et 12\u202f000\u00a0W',
  shutters: 'Le nombre de volets roulants doit être un entier entre 0 et 50',
  heatingWatts: 'La puissance des émetteurs doit être comprise entre 0 et 30\u202f000\u00a0W',
  towelDryerWatts: 'La puissance du sèche-serviettes doit être comprise entre 0 et 5\u202f000\u00a0W',
  pilotWireZones: 'Le nombre de zones fil pilote doit être un entier entre 0 et 20',
  outdoorUnitRating: `Calibre de l’unité extérieure non autorisé (valeurs possibles\u00a0: ${BREAKER_RATINGS.join(', ')}\u00a0A)`,
  backupHeaterWatts: 'La puissance de l’appoint électrique doit être comprise entre 0 et 12\u202f000\u00a0W',
} as const;

export const SUPPLY_PHASE_LABELS = { monophase: 'Monophasé', triphase: 'Triphasé' };
export const SUPPLY_PHASES = idsOf(SUPPLY_PHASE_LABELS);
export const supplyPhasesSchema = z.enum(SUPPLY_PHASES, { error: INSTALLATION_MESSAGES.phases });
export type SupplyPhases = z.infer<typeof supplyPhasesSchema>;

/** Subscribed powers offered by French suppliers (kVA); 3 kVA single-phase only. */
export const SUBSCRIBED_POWERS_KVA = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const;
export type SubscribedPower = (typeof SUBSCRIBED_POWERS_KVA)[number];

/** AGCP residual current settings (mA): 500 mA selective is the usual one in dwellings. */
export const AGCP_SENSITIVITIES_MA = [300, 500, 650] as const;
export const DEFAULT_AGCP_SENSITIVITY_MA = 500;

export const supplySchema = z.object({
  phases: supplyPhasesSchema,
  subscribedKva: z.coerce
    .number({ error: INSTALLATION_MESSAGES.subscribedKva })
    .refine(
      (v) => (SUBSCRIBED_POWERS_KVA as readonly number[]).includes(v),
      INSTALLATION_MESSAGES.subscribedKva,
    ),
  /** The AGCP's setting as read on the device (A); null: not known yet, the subscribed power's setting is assumed. */
  agcpRating: z.coerce
    .number({ error: INSTALLATION_MESSAGES.agcpRating })
    .int(INSTALLATION_MESSAGES.agcpRating)
    .min(5, INSTALLATION_MESSAGES.agcpRating)
    .max(90, INSTALLATION_MESSAGES.agcpRating)
    .nullable()
    .optional(),
  agcpSensitivityMa: z.coerce
    .number({ error: INSTALLATION_MESSAGES.agcpSensitivity })
    .refine(
      (v) => (AGCP_SENSITIVITIES_MA as readonly number[]).includes(v),
      INSTALLATION_MESSAGES.agcpSensitivity,
    )
    .optional(),
  /** Measured earth electrode resistance (Ω); null: not measured yet. */
  earthResistanceOhm: z.coerce
    .number({ error: INSTALLATION_MESSAGES.earthResistance })
    .min(0, INSTALLATION_MESSAGES.earthResistance)
    .max(10000, INSTALLATION_MESSAGES.earthResistance)
    .nullable()
    .optional(),
});
export type Supply = z.infer<typeof supplySchema>;

/**
 * EV charging variants (NF C 15-100-7-722, reference §b), each with its label, the power it draws (W)
 * and the phases it takes: each has its circuit and its own RCD.
 */
const EV_CHARGER_TABLE = {
  prise_renforcee: { label: 'Prise renforcée 3,7\u00a0kW (16\u00a0A)', powerW: 3700, phases: 1 },
  wallbox_7kw: { label: 'Borne murale 7,4\u00a0kW monophasée', powerW: 7400, phases: 1 },
  wallbox_11kw_tri: { label: 'Borne 11\u00a0kW triphasée', powerW: 11000, phases: 3 },
  wallbox_22kw_tri: { label: 'Borne 22\u00a0kW triphasée', powerW: 22000, phases: 3 },
} satisfies Record<string, { label: string; powerW: number; phases: 1 | 3 }>;
export const EV_CHARGERS = idsOf(EV_CHARGER_TABLE);
export const evChargerSchema = z.enum(EV_CHARGERS, { error: INSTALLATION_MESSAGES.evCharger });
export type EvCharger = z.infer<typeof evChargerSchema>;
export const EV_CHARGER_LABELS: Record<EvCharger, string> = columnOf(EV_CHARGER_TABLE, 'label');
export const EV_CHARGER_POWER_W: Record<EvCharger, number> = columnOf(EV_CHARGER_TABLE, 'powerW');
export const EV_CHARGER_PHASES: Record<EvCharger, 1 | 3> = columnOf(EV_CHARGER_TABLE, 'phases');
export const DEFAULT_EV_CHARGER: EvCharger = 'wallbox_7kw';

/** Outdoor circuits not fixed to the building: under their own RCD, section checked for voltage drop. */
export const OUTDOOR_CIRCUIT_KINDS = ['prises_jardin', 'eclairage_jardin', 'pompe_piscine'] as const;
export const outdoorCircuitKindSchema = z.enum(OUTDOOR_CIRCUIT_KINDS, {
  error: INSTALLATION_MESSAGES.outdoorKind,
});
export type OutdoorCircuitKind = z.infer<typeof outdoorCircuitKindSchema>;
export const OUTDOOR_CIRCUIT_LABELS: Record<OutdoorCircuitKind, string> = {
  prises_jardin: 'Prises extérieures (jardin)',
  eclairage_jardin: 'Éclairage extérieur (jardin)',
  pompe_piscine: 'Pompe de piscine',
};

export const outdoorCircuitSchema = z.object({
  id: z.string().trim().min(1).max(100),
  kind: outdoorCircuitKindSchema,
  /** Cable run from the panel, m. */
  lengthM: z.coerce
    .number({ error: INSTALLATION_MESSAGES.outdoorLength })
    .min(1, INSTALLATION_MESSAGES.outdoorLength)
    .max(300, INSTALLATION_MESSAGES.outdoorLength),
  /** Power of the load, W; 0 or missing: the breaker rating is taken as the current (conservative). */
  powerW: z.coerce
    .number({ error: INSTALLATION_MESSAGES.outdoorPower })
    .min(0, INSTALLATION_MESSAGES.outdoorPower)
    .max(12000, INSTALLATION_MESSAGES.outdoorPower)
    .optional(),
});
export type OutdoorCircuit = z.infer<typeof outdoorCircuitSchema>;

const int = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);

/** What the electrician enters per room. */
export const roomInstallationSchema = z.object({
  roomId: z.string().trim().min(1).max(100),
  /** Motorised roller shutters in the room. */
  shutters: int(50, INSTALLATION_MESSAGES.shutters).optional(),
  /** Total power of the room's heating emitters, W (replaces the 100 W/m² estimate). */
  heatingWatts: int(30000, INSTALLATION_MESSAGES.heatingWatts).optional(),
  /** Electric towel dryer (bathrooms), W: its own circuit per the heating table. */
  towelDryerWatts: int(5000, INSTALLATION_MESSAGES.towelDryerWatts).optional(),
});
export type RoomInstallation = z.infer<typeof roomInstallationSchema>;

export const heatPumpInstallationSchema = z.object({
  /** Breaker rating the outdoor unit's manual asks for (A). */
  outdoorUnitRating: z.coerce
    .number({ error: INSTALLATION_MESSAGES.outdoorUnitRating })
    .refine(isBreakerRating, INSTALLATION_MESSAGES.outdoorUnitRating)
    .nullable()
    .optional(),
  /** Electric backup heater, W (0: none): its own circuit per the heating table. */
  backupHeaterWatts: int(12000, INSTALLATION_MESSAGES.backupHeaterWatts).optional(),
});

export const installationSchema = z.object({
  supply: supplySchema.nullable().optional(),
  rooms: z.array(roomInstallationSchema).max(500).optional(),
  /** Pilot-wire zones of the electric heating (programmer outputs). */
  pilotWireZones: int(20, INSTALLATION_MESSAGES.pilotWireZones).optional(),
  heatPump: heatPumpInstallationSchema.nullable().optional(),
  /** Variant of the charger when 'Borne de recharge (IRVE)' is on in the options. */
  evCharger: evChargerSchema.nullable().optional(),
  outdoorCircuits: z.array(outdoorCircuitSchema).max(20).optional(),
  /** Surge protection facts (see lightningSchema): saved with the project. */
  lightning: z
    .object({ lightningRod: z.boolean().optional(), aq2: z.boolean().optional() })
    .nullable()
    .optional(),
});
export type Installation = z.infer<typeof installationSchema>;

/** The facts of one room (an empty object when nothing was entered). */
export function roomInstallationOf(
  installation: Installation | null | undefined,
  roomId: string,
): Omit<RoomInstallation, 'roomId'> {
  return installation?.rooms?.find((r) => r.roomId === roomId) ?? {};
}
