import {
  DEFAULT_AGCP_SENSITIVITY_MA,
  EV_CHARGER_PHASES,
  EV_CHARGER_POWER_W,
  type EvCharger,
  type Supply,
  type SupplyPhases,
} from './installation.schema.ts';

/**
 * The supply and its branch circuit breaker (AGCP, "disjoncteur de branchement"):
 * - setting of the AGCP for a subscribed power: 5 A per kVA in single phase (3 kVA → 15 A … 18 kVA →
 *   90 A), 5/3 A per kVA and phase in three phase (6 kVA → 10 A … 36 kVA → 60 A) — the settings of
 *   the distribution network operator's 15-45 / 30-90 A and 10-30 / 30-60 A breakers;
 * - single phase is offered up to 18 kVA, three phase from 6 kVA;
 * - protection by automatic disconnection in TT: R_A × IΔn ≤ 50 V (NF C 15-100-1 §411.5.3), so a
 *   500 mA AGCP asks for an earth electrode of 100 Ω at most;
 * - the RCDs' upstream rule (règle de l'amont, reference §c): an RCD rated at least the AGCP setting
 *   is always large enough; otherwise its rating comes from the downstream rule (planRcdRows).
 */

export const CONTACT_VOLTAGE_LIMIT = 50;
export const MAX_SINGLE_PHASE_KVA = 18;
export const MIN_THREE_PHASE_KVA = 6;

/** AGCP setting (A) of a subscribed power. */
export function agcpSettingFor(phases: SupplyPhases, kva: number): number {
  return phases === 'triphase' ? Math.round((kva * 5) / 3) : kva * 5;
}

/** Largest earth electrode resistance (Ω) the AGCP's sensitivity allows: 50 V / IΔn. */
export function maxEarthResistance(sensitivityMa: number): number {
  return Math.floor(CONTACT_VOLTAGE_LIMIT / (sensitivityMa / 1000));
}

export const SUPPLY_CHECK_CODES = [
  'SUPPLY_POWER_UNAVAILABLE',
  'AGCP_SETTING_MISMATCH',
  'EARTH_RESISTANCE_TOO_HIGH',
  'EARTH_RESISTANCE_UNKNOWN',
  'LOAD_EXCEEDS_SUBSCRIBED_POWER',
  'THREE_PHASE_CHARGER_NEEDS_THREE_PHASE_SUPPLY',
] as const;
export type SupplyCheckCode = (typeof SUPPLY_CHECK_CODES)[number];

export interface SupplyCheck {
  code: SupplyCheckCode;
  /** 'error': the installation cannot be signed as is; 'warning': to verify or adapt. */
  level: 'error' | 'warning';
  message: string;
}

/** Estimated simultaneous demand, W, by use (see estimateDemand). */
export interface Demand {
  heating: number;
  waterHeater: number;
  ev: number;
  heatPump: number;
  domestic: number;
  total: number;
}

/** Part of the demand the app cannot know: lighting, sockets and cooking used together (product choice). */
export const DOMESTIC_DEMAND_W = 3000;
/** A 200 L storage water heater element (product choice; it runs off-peak, with the heating). */
export const WATER_HEATER_DEMAND_W = 2200;

/**
 * Demand a winter evening can reach: heating emitters, towel dryers and backup heater at 100 %, the
 * heat pump's outdoor unit at its breaker rating × 230 V, the water heater element, the EV charger at
 * its power, plus 3 000 W for everything else. An estimate to compare with the subscribed power.
 */
export function estimateDemand(loads: {
  heatingW: number;
  waterHeaters: number;
  ev: EvCharger | null;
  heatPumpRating: number | null;
}): Demand {
  const heating = Math.max(0, Math.round(loads.heatingW));
  const waterHeater = Math.max(0, loads.waterHeaters) * WATER_HEATER_DEMAND_W;
  const ev = loads.ev ? EV_CHARGER_POWER_W[loads.ev] : 0;
  const heatPump = loads.heatPumpRating ? loads.heatPumpRating * 230 : 0;
  const domestic = DOMESTIC_DEMAND_W;
  return {
    heating,
    waterHeater,
    ev,
    heatPump,
    domestic,
    total: heating + waterHeater + ev + heatPump + domestic,
  };
}

const kw = (w: number) => String(Math.round(w / 100) / 10).replace('.', ',');

/** Every check of the supply against the installation, in a fixed order. */
export function checkSupply(supply: Supply, demand: Demand, ev: EvCharger | null): SupplyCheck[] {
  const checks: SupplyCheck[] = [];
  const { phases, subscribedKva } = supply;
  const label = phases === 'triphase' ? 'triphasé' : 'monophasé';
  if (
    (phases === 'monophase' && subscribedKva > MAX_SINGLE_PHASE_KVA) ||
    (phases === 'triphase' && subscribedKva < MIN_THREE_PHASE_KVA)
  ) {
    checks.push({
      code: 'SUPPLY_POWER_UNAVAILABLE',
      level: 'error',
      message: `Puissance de ${subscribedKva}\u00a0kVA non proposée en ${label} (monophasé jusqu’à ${MAX_SINGLE_PHASE_KVA}\u00a0kVA, triphasé à partir de ${MIN_THREE_PHASE_KVA}\u00a0kVA).`,
    });
  }
  const setting = agcpSettingFor(phases, subscribedKva);
  if (supply.agcpRating != null && supply.agcpRating !== setting) {
    checks.push({
      code: 'AGCP_SETTING_MISMATCH',
      level: 'warning',
      message: `Le disjoncteur de branchement est réglé à ${supply.agcpRating}\u00a0A alors que ${subscribedKva}\u00a0kVA en ${label} correspondent à ${setting}\u00a0A\u00a0: faire régler l’AGCP par le gestionnaire de réseau ou corriger la puissance souscrite.`,
    });
  }
  const sensitivity = supply.agcpSensitivityMa ?? DEFAULT_AGCP_SENSITIVITY_MA;
  const maxR = maxEarthResistance(sensitivity);
  if (supply.earthResistanceOhm == null) {
    checks.push({
      code: 'EARTH_RESISTANCE_UNKNOWN',
      level: 'warning',
      message: `Résistance de la prise de terre à mesurer\u00a0: ${maxR}\u00a0Ω au plus avec un disjoncteur de branchement de ${sensitivity}\u00a0mA (R × IΔn ≤ 50\u00a0V).`,
    });
  } else if (supply.earthResistanceOhm > maxR) {
    checks.push({
      code: 'EARTH_RESISTANCE_TOO_HIGH',
      level: 'error',
      message: `Prise de terre de ${String(supply.earthResistanceOhm).replace('.', ',')}\u00a0Ω trop élevée\u00a0: ${maxR}\u00a0Ω au plus avec un disjoncteur de branchement de ${sensitivity}\u00a0mA (R × IΔn ≤ 50\u00a0V)\u202f; améliorer la prise de terre.`,
    });
  }
  if (demand.total > subscribedKva * 1000) {
    checks.push({
      code: 'LOAD_EXCEEDS_SUBSCRIBED_POWER',
      level: 'warning',
      message: `Puissance appelée estimée ${kw(demand.total)}\u00a0kW (chauffage ${kw(demand.heating)}\u00a0kW, chauffe-eau ${kw(demand.waterHeater)}\u00a0kW, borne ${kw(demand.ev)}\u00a0kW, pompe à chaleur ${kw(demand.heatPump)}\u00a0kW, usages domestiques ${kw(demand.domestic)}\u00a0kW) au-delà des ${subscribedKva}\u00a0kVA souscrits\u00a0: augmenter la puissance souscrite ou prévoir un délestage.`,
    });
  }
  if (ev && EV_CHARGER_PHASES[ev] === 3 && phases !== 'triphase') {
    checks.push({
      code: 'THREE_PHASE_CHARGER_NEEDS_THREE_PHASE_SUPPLY',
      level: 'error',
      message:
        'Une borne triphasée demande un raccordement triphasé\u00a0: passer en triphasé ou choisir une borne monophasée.',
    });
  }
  return checks;
}
