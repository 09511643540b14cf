import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, companySettingsSchema } from './company.schema.ts';

const base = { name: 'Élec Lyon', siret: '73282932000074' };

describe("the company's fitting times", () => {
  it("keeps the board's times per line type, typed as text or numbers", () => {
    const parsed = companySettingsSchema.parse({
      ...base,
      labourMinutes: { SimpleSocket: '20' },
      boardLabourMinutes: { electrical_panel: '180', circuit_breaker: 10, cable: 1 },
    });
    expect(parsed.labourMinutes).toEqual({ SimpleSocket: 20 });
    expect(parsed.boardLabourMinutes).toEqual({ electrical_panel: 180, circuit_breaker: 10, cable: 1 });
    expect(companySettingsSchema.parse(base).boardLabourMinutes).toEqual({});
  });

  it.each([
    ['-5', 'a negative time'],
    ['7,5', 'a fraction'],
    ['abc', 'a word'],
    ['6001', 'over 100 hours'],
  ])('refuses %s (%s) with a French message on that board line', (value) => {
    const parsed = companySettingsSchema.safeParse({
      ...base,
      boardLabourMinutes: { surge_protector: value },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['boardLabourMinutes', 'surge_protector'],
        message: COMPANY_MESSAGES.minutes,
      }),
    ]);
  });

  it("keeps the EV charger's time with the equipment's", () => {
    expect(
      companySettingsSchema.parse({ ...base, labourMinutes: { EvCharger: '240' } }).labourMinutes,
    ).toEqual({
      EvCharger: 240,
    });
  });

  it('refuses a line type the board does not have', () => {
    expect(companySettingsSchema.safeParse({ ...base, boardLabourMinutes: { fuse: 10 } }).success).toBe(
      false,
    );
  });
});
