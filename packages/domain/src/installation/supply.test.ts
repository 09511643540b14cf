import { describe, expect, it } from 'vitest';
import { agcpSettingFor, checkSupply, estimateDemand, maxEarthResistance } from './supply.ts';

const quiet = estimateDemand({ heatingW: 0, waterHeaters: 0, ev: null, heatPumpRating: null });

describe('AGCP setting by subscribed power', () => {
  it.each([
    ['monophase', 3, 15],
    ['monophase', 6, 30],
    ['monophase', 9, 45],
    ['monophase', 12, 60],
    ['monophase', 18, 90],
    ['triphase', 6, 10],
    ['triphase', 12, 20],
    ['triphase', 36, 60],
  ] as const)('%s %i kVA → %i A', (phases, kva, amps) => {
    expect(agcpSettingFor(phases, kva)).toBe(amps);
  });

  it('R × IΔn ≤ 50 V: 100 Ω at 500 mA, 166 Ω at 300 mA', () => {
    expect(maxEarthResistance(500)).toBe(100);
    expect(maxEarthResistance(300)).toBe(166);
  });
});

describe('checkSupply', () => {
  it('a measured 30 Ω earth and a matching AGCP raise nothing', () => {
    const supply = { phases: 'monophase' as const, subscribedKva: 9, agcpRating: 45, earthResistanceOhm: 30 };
    expect(checkSupply(supply, quiet, null)).toEqual([]);
  });

  it('flags an AGCP set away from the subscribed power, and an unmeasured earth', () => {
    const codes = checkSupply({ phases: 'monophase', subscribedKva: 9, agcpRating: 30 }, quiet, null).map(
      (c) => c.code,
    );
    expect(codes).toEqual(['AGCP_SETTING_MISMATCH', 'EARTH_RESISTANCE_UNKNOWN']);
  });

  it('refuses an earth above 50 V / IΔn', () => {
    const [check] = checkSupply(
      { phases: 'monophase', subscribedKva: 9, earthResistanceOhm: 150, agcpSensitivityMa: 500 },
      quiet,
      null,
    );
    expect(check).toMatchObject({ code: 'EARTH_RESISTANCE_TOO_HIGH', level: 'error' });
    expect(check?.message).toContain('100\u00a0Ω au plus');
  });

  it('warns when the estimated demand exceeds the subscribed power', () => {
    const demand = estimateDemand({
      heatingW: 6000,
      waterHeaters: 1,
      ev: 'wallbox_7kw',
      heatPumpRating: null,
    });
    expect(demand.total).toBe(6000 + 2200 + 7400 + 3000);
    const checks = checkSupply(
      { phases: 'monophase', subscribedKva: 12, earthResistanceOhm: 20 },
      demand,
      'wallbox_7kw',
    );
    expect(checks.map((c) => c.code)).toEqual(['LOAD_EXCEEDS_SUBSCRIBED_POWER']);
    expect(checks[0]?.message).toContain('18,6\u00a0kW');
  });

  it('a three-phase charger on a single-phase supply, and 24 kVA single phase, are errors', () => {
    const checks = checkSupply(
      { phases: 'monophase', subscribedKva: 24, earthResistanceOhm: 20 },
      quiet,
      'wallbox_11kw_tri',
    );
    expect(checks.map((c) => [c.code, c.level])).toEqual([
      ['SUPPLY_POWER_UNAVAILABLE', 'error'],
      ['THREE_PHASE_CHARGER_NEEDS_THREE_PHASE_SUPPLY', 'error'],
    ]);
  });
});
