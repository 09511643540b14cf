import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionForVoltageDrop, VOLTAGE_DROP_SECTIONS, voltageDropPercent } from './voltage-drop.ts';

describe('voltageDropPercent (UTE C 15-105, cos φ = 1)', () => {
  it.each([
    // 2 × 0,0225 × 30 / 2,5 × 20 = 10,8 V = 4,7 %
    { length: 30, current: 20, section: 2.5, phases: 1 as const, expected: 4.7 },
    // 2 × 0,0225 × 40 / 1,5 × 10 = 12 V = 5,22 %
    { length: 40, current: 10, section: 1.5, phases: 1 as const, expected: 5.22 },
    // three phase: 0,0225 × 50 / 2,5 × 16 = 7,2 V = 3,13 %
    { length: 50, current: 16, section: 2.5, phases: 3 as const, expected: 3.13 },
  ])('$length m, $current A, $section mm² ($phases ph) → $expected %', ({ expected, ...input }) => {
    expect(voltageDropPercent(input)).toBe(expected);
  });
});

describe('sectionForVoltageDrop', () => {
  it('keeps the breaker section when the drop is within the limit', () => {
    expect(
      sectionForVoltageDrop({ length: 10, current: 20, minSection: 2.5, lighting: false }),
    ).toMatchObject({
      section: 2.5,
      raised: false,
      exceeds: false,
    });
  });

  it('raises a garden socket circuit of 40 m from 2,5 to 4 mm² (5 % limit)', () => {
    // 2,5 mm²: 2 × 0,0225 × 40 / 2,5 × 20 = 14,4 V = 6,26 % > 5 %; 4 mm²: 3,91 %
    expect(sectionForVoltageDrop({ length: 40, current: 20, minSection: 2.5, lighting: false })).toEqual({
      section: 4,
      dropPercent: 3.91,
      limitPercent: 5,
      raised: true,
      exceeds: false,
    });
  });

  it('applies 3 % to lighting: 30 m at 10 A needs 2,5 mm² (1,5 mm²: 3,91 %)', () => {
    const choice = sectionForVoltageDrop({ length: 30, current: 10, minSection: 1.5, lighting: true });
    expect(choice.section).toBe(2.5);
    expect(choice.dropPercent).toBeLessThanOrEqual(3);
  });

  it('says when even 10 mm² is not enough', () => {
    const choice = sectionForVoltageDrop({ length: 300, current: 32, minSection: 6, lighting: false });
    expect(choice).toMatchObject({ section: 10, exceeds: true });
    expect(choice.dropPercent).toBeGreaterThan(5);
  });

  it('property: the chosen section keeps the drop within the limit, or it is the largest and flagged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0.1, max: 63, noNaN: true }),
        fc.constantFrom(...VOLTAGE_DROP_SECTIONS),
        fc.boolean(),
        fc.constantFrom(1 as const, 3 as const),
        (length, current, minSection, lighting, phases) => {
          const choice = sectionForVoltageDrop({ length, current, minSection, lighting, phases });
          expect(choice.section).toBeGreaterThanOrEqual(minSection);
          expect(choice.dropPercent).toBe(
            voltageDropPercent({ length, current, section: choice.section, phases }),
          );
          if (choice.exceeds) {
            expect(choice.section).toBe(10);
            expect(choice.dropPercent).toBeGreaterThan(choice.limitPercent);
          } else {
            expect(choice.dropPercent).toBeLessThanOrEqual(lighting ? 3 : 5);
            // …and it is the smallest such section.
            const smaller = VOLTAGE_DROP_SECTIONS.filter((s) => s >= minSection && s < choice.section);
            for (const s of smaller) {
              expect(voltageDropPercent({ length, current, section: s, phases })).toBeGreaterThan(
                choice.limitPercent,
              );
            }
          }
        },
      ),
    );
  });
});
