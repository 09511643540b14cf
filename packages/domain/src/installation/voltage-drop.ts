/**
 * Voltage drop of a circuit and the section that keeps it within the limit (NF C 15-100-1 §525,
 * installations supplied by the public LV network: 3 % for lighting, 5 % for other uses, from the
 * origin of the installation). Formula of the UTE C 15-105 guide for small copper sections, where the
 * reactance is negligible and cos φ is taken as 1:
 *   ΔU = b × ρ1 × L / S × I, with b = 2 in single phase (outgoing + return), 1 in balanced three phase
 *   (drop per phase against the 230 V phase-to-neutral voltage), ρ1 = 0,0225 Ω·mm²/m (copper at
 *   service temperature, 1,25 × ρ at 20 °C).
 */

export const COPPER_RESISTIVITY = 0.0225;
export const PHASE_VOLTAGE = 230;
/** Limits in %, part of the norm: lighting 3 %, other uses 5 %. */
export const VOLTAGE_DROP_LIMITS = { lighting: 3, other: 5 } as const;
/** R2V sections the dimensioning table offers (part 2 §5), smallest first. */
export const VOLTAGE_DROP_SECTIONS = [1.5, 2.5, 4, 6, 10] as const;

export interface VoltageDropCase {
  /** Cable run from the panel to the load, m. */
  length: number;
  /** Design current, A. */
  current: number;
  /** mm². */
  section: number;
  phases?: 1 | 3;
}

/** Voltage drop in % of 230 V, 2 decimals. */
export function voltageDropPercent({ length, current, section, phases = 1 }: VoltageDropCase): number {
  if (!(section > 0)) return Number.POSITIVE_INFINITY;
  const b = phases === 3 ? 1 : 2;
  const volts = (b * COPPER_RESISTIVITY * Math.max(0, length) * Math.max(0, current)) / section;
  return Math.round((volts / PHASE_VOLTAGE) * 100 * 100) / 100;
}

export interface SectionChoice {
  section: number;
  dropPercent: number;
  limitPercent: number;
  /** The section was raised above the minimum of the breaker because of the drop. */
  raised: boolean;
  /** Even the largest section exceeds the limit: shorten the run or add a divisional panel. */
  exceeds: boolean;
}

/**
 * The smallest offered section ≥ `minSection` (the breaker's) whose drop stays within the limit;
 * the largest when none does (then `exceeds`).
 */
export function sectionForVoltageDrop(input: {
  length: number;
  current: number;
  minSection: number;
  lighting: boolean;
  phases?: 1 | 3;
}): SectionChoice {
  const limitPercent = input.lighting ? VOLTAGE_DROP_LIMITS.lighting : VOLTAGE_DROP_LIMITS.other;
  const candidates = VOLTAGE_DROP_SECTIONS.filter((s) => s >= input.minSection);
  const largest = VOLTAGE_DROP_SECTIONS[VOLTAGE_DROP_SECTIONS.length - 1] ?? 10;
  const drop = (section: number) =>
    voltageDropPercent({ length: input.length, current: input.current, section, phases: input.phases });
  for (const section of candidates) {
    const dropPercent = drop(section);
    if (dropPercent <= limitPercent) {
      return { section, dropPercent, limitPercent, raised: section > input.minSection, exceeds: false };
    }
  }
  const section = candidates[candidates.length - 1] ?? largest;
  return {
    section,
    dropPercent: drop(section),
    limitPercent,
    raised: section > input.minSection,
    exceeds: true,
  };
}
