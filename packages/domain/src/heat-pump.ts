import { BASE_TEMPERATURES } from './base-temperatures.data.ts';

export { BASE_TEMPERATURES } from './base-temperatures.data.ts';

/**
 * Heat-pump sizing of the 'Calculateur PAC' (spec part 1 §9):
 * volume = surface × ceiling height (default 2.5 m); ΔT = 19 − base temperature of the department;
 * loss = period coefficient × volume × ΔT (W); recommended power 80 % (min) to 120 % (max, with
 * electric backup) of the loss, in kW rounded to 0.1.
 */

/** Indoor design temperature, °C (part 1 §9 "delta = 19 − base temperature"). */
export const INDOOR_TEMPERATURE = 19;
export const DEFAULT_CEILING_HEIGHT = 2.5;
export const MIN_POWER_RATIO = 0.8;
export const MAX_POWER_RATIO = 1.2;

/** Construction periods with their insulation coefficient (W/m³·K), part 1 §9. */
export const HEAT_PUMP_PERIODS = [
  { value: 'since-2012', label: '2012 et après', coefficient: 0.4 },
  { value: '2007-2012', label: '2007 – 2012', coefficient: 0.75 },
  { value: '2001-2006', label: '2001 – 2006', coefficient: 0.8 },
  { value: '1990-2000', label: '1990 – 2000', coefficient: 0.95 },
  { value: '1983-1989', label: '1983 – 1989', coefficient: 1.15 },
  { value: '1974-1982', label: '1974 – 1982', coefficient: 1.4 },
  { value: 'before-1974', label: 'Avant 1974', coefficient: 1.8 },
] as const;
export type HeatPumpPeriod = (typeof HEAT_PUMP_PERIODS)[number]['value'];
/** 1990–2000 is the period the form starts on (part 1 §9); an unknown period is refused, never defaulted. */
export const DEFAULT_HEAT_PUMP_PERIOD: HeatPumpPeriod = '1990-2000';

export const HEAT_PUMP_ERRORS = {
  FIELDS_REQUIRED: 'Veuillez remplir tous les champs',
  INVALID_POSTAL_CODE: 'Code postal invalide',
  INVALID_PERIOD: 'Période de construction inconnue\u00a0: choisissez une période de la liste',
} as const;
export type HeatPumpErrorCode = keyof typeof HEAT_PUMP_ERRORS;

export interface HeatPumpError {
  code: HeatPumpErrorCode;
  message: (typeof HEAT_PUMP_ERRORS)[HeatPumpErrorCode];
}

export interface HeatPumpInput {
  /** Living area in m²; a form string with a decimal comma is accepted. */
  surface: number | string | null | undefined;
  postalCode: string | null | undefined;
  period: HeatPumpPeriod | string | null | undefined;
  /** Metres; missing or invalid means 2.5. */
  ceilingHeight?: number | string | null;
}

export interface HeatPumpSizing {
  /** m³, 2 decimals. */
  volume: number;
  /** K (19 − base temperature). */
  deltaT: number;
  /** Heat loss in kW, 0.1. */
  lossKw: number;
  /** Minimum recommended power in kW, 0.1. */
  minKw: number;
  /** Maximum recommended power (with electric backup) in kW, 0.1. */
  maxKw: number;
  department: string;
  baseTemperature: number;
  coefficient: number;
}

export type HeatPumpResult = { ok: true; value: HeatPumpSizing } | { ok: false; error: HeatPumpError };

function fail(code: HeatPumpErrorCode): HeatPumpResult {
  return { ok: false, error: { code, message: HEAT_PUMP_ERRORS[code] } };
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return value === '' || !Number.isFinite(n) ? null : n;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Corsican postal codes start with 20: 20000–20199 are Corse-du-Sud (2A), 20200 and up Haute-Corse (2B). */
const CORSICA_SPLIT = 20200;

/**
 * The department of a postal code: its first two characters (2A/2B accepted as typed), Corsica
 * told apart by number; null when unknown or longer than 5 characters (part 1 §5).
 */
export function departmentOf(postalCode: string | null | undefined): string | null {
  const code = (postalCode ?? '').trim().toUpperCase();
  if (code.length < 2 || code.length > 5) return null;
  const prefix = code.slice(0, 2);
  if (prefix === '20') {
    if (!/^\d{5}$/.test(code)) return null;
    return Number(code) < CORSICA_SPLIT ? '2A' : '2B';
  }
  return Object.hasOwn(BASE_TEMPERATURES, prefix) ? prefix : null;
}

/** The insulation coefficient of a construction period; null for an unknown one (no default). */
export function periodCoefficient(period: string | null | undefined): number | null {
  return HEAT_PUMP_PERIODS.find((p) => p.value === period)?.coefficient ?? null;
}

export function heatPumpSizing(input: HeatPumpInput): HeatPumpResult {
  const surface = toNumber(input.surface);
  const postalCode = (input.postalCode ?? '').trim();
  const period = (input.period ?? '').trim();
  if (surface === null || surface <= 0 || postalCode === '' || period === '') return fail('FIELDS_REQUIRED');

  const coefficient = periodCoefficient(period);
  if (coefficient === null) return fail('INVALID_PERIOD');

  const department = departmentOf(postalCode);
  const baseTemperature = department === null ? undefined : BASE_TEMPERATURES[department];
  if (department === null || baseTemperature === undefined) return fail('INVALID_POSTAL_CODE');

  const height = toNumber(input.ceilingHeight);
  const ceilingHeight = height !== null && height > 0 ? height : DEFAULT_CEILING_HEIGHT;
  const volume = surface * ceilingHeight;
  const deltaT = INDOOR_TEMPERATURE - baseTemperature;
  const lossWatts = coefficient * volume * deltaT;
  const lossKw = lossWatts / 1000;
  return {
    ok: true,
    value: {
      volume: round(volume, 2),
      deltaT,
      lossKw: round(lossKw, 1),
      minKw: round(lossKw * MIN_POWER_RATIO, 1),
      maxKw: round(lossKw * MAX_POWER_RATIO, 1),
      department,
      baseTemperature,
      coefficient,
    },
  };
}
