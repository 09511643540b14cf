import { describe, expect, it } from 'vitest';
import { SPEC_BREAKERS } from '../../test/spec-breakers.ts';
import { BREAKER_RATINGS } from '../dimensioning/dimensioning.schema.ts';
import {
  breakerForRating,
  CIRCUIT_BREAKERS,
  CIRCUIT_BREAKERS_3P,
  DIFFERENTIAL_BREAKERS,
  DIFFERENTIAL_BREAKERS_4P,
  DIFFERENTIAL_BREAKERS_F,
  differentialFor,
  PANELS,
  panelForModules,
  SURGE_PROTECTOR,
  SURGE_PROTECTOR_TYPE_1,
  surgeProtectorFor,
} from './board.ts';
import { INSTALLATION_PRODUCTS } from './installation.ts';

describe('circuit breakers (part 2 §9)', () => {
  it.each(SPEC_BREAKERS)('%i A costs %i cents (%s)', (rating, cents, reference) => {
    expect(breakerForRating(rating)).toMatchObject({ rating, priceCents: cents, reference });
  });

  it.each([
    [1, 'A9F77201'],
    [3, 'A9F77203'],
    [4, 'A9F77204'],
    [50, 'A9F77250'],
  ])(
    '%i A (no spec price) has its own reference %s, priced as §9 prices an unknown rating, flagged',
    (rating, reference) => {
      expect(breakerForRating(rating)).toMatchObject({
        rating,
        reference,
        priceCents: 850,
        priceToConfirm: true,
      });
    },
  );

  it('every rating of part 2 §5 has a breaker of that rating', () => {
    for (const rating of BREAKER_RATINGS) expect(breakerForRating(rating).rating).toBe(rating);
  });

  it.each([0, -5, 7, Number.NaN, null, undefined, 'abc'])(
    'an unknown rating %j is treated as 16 A at 8.50',
    (rating) => {
      expect(breakerForRating(rating)).toMatchObject({ rating: 16, priceCents: 850 });
    },
  );

  it('accepts a rating given as text', () => {
    expect(breakerForRating('32').priceCents).toBe(1400);
  });

  it('makes the Acti9 iC60N breakers (1, 3, 4, 40, 50, 63 A) 2-pole, 2 modules', () => {
    const twoModules = CIRCUIT_BREAKERS.filter((b) => b.modules === 2).map((b) => b.rating);
    expect(twoModules).toEqual([1, 3, 4, 40, 50, 63]);
  });
});

describe('panels by capacity (part 2 §3.10)', () => {
  it.each([
    [13, 2500],
    [18, 3500],
    [26, 3500],
    [36, 5500],
    [39, 5000],
    [52, 6500],
    [54, 6500],
    [72, 9000],
  ])('a %i-module panel costs %i cents', (capacity, cents) => {
    expect(PANELS.find((p) => p.capacity === capacity)?.priceCents).toBe(cents);
  });

  it('has rows × modules per row = capacity for every panel', () => {
    for (const panel of PANELS) expect(panel.rows * panel.modulesPerRow).toBe(panel.capacity);
  });

  it.each([
    [1, 13],
    [13, 13],
    [14, 18],
    [18, 18],
    [19, 26],
    [27, 36],
    [37, 39],
    [40, 52],
    [53, 54],
    [55, 72],
    [72, 72],
    [73, 72],
    [500, 72],
    [0, 18],
    [-3, 18],
    [Number.NaN, 18],
    [null, 18],
    [undefined, 18],
  ])('%j requested modules → %i-module panel', (requested, capacity) => {
    expect(panelForModules(requested).capacity).toBe(capacity);
  });
});

describe('surge protector and differential switches (part 2 §3.10, §9)', () => {
  it('prices the type 2 surge protector at 120', () => {
    expect(SURGE_PROTECTOR.priceCents).toBe(12000);
  });

  it.each([
    [25, 3500],
    [40, 4500],
    [63, 6500],
  ])('the %i A 30 mA type A switch costs %i cents', (rating, cents) => {
    expect(DIFFERENTIAL_BREAKERS.find((d) => d.rating === rating)?.priceCents).toBe(cents);
  });
});

describe('type F differentials and the type 1 surge protector', () => {
  it.each([
    ['A', 20, 'R9PRA225', 3500, undefined],
    ['A', 25, 'R9PRA225', 3500, undefined],
    ['A', 26, 'R9PRA240', 4500, undefined],
    ['A', 200, 'R9PRA263', 6500, undefined],
    ['AC', 30, 'R9PRA240', 4500, undefined],
    ['F', 20, 'R9PRF225', 5800, true],
    ['F', 40, 'R9PRF240', 7500, true],
    ['F', 60, 'R9PRF263', 10800, true],
  ] as const)('type %s needing %i A → %s at %i cents', (type, needed, reference, cents, toConfirm) => {
    const product = differentialFor(type, needed);
    expect(product).toMatchObject({ reference, priceCents: cents });
    expect(product.priceToConfirm).toBe(toConfirm);
    expect(product.type).toBe(type === 'F' ? 'F' : 'A');
  });

  it.each([
    ['Type 2', 'A9L40501'],
    ['Type 1', 'A9L16632'],
    ['Type 1+2', 'A9L16632'],
    ['', 'A9L40501'],
  ])('%j surge protector → %s', (type, reference) => {
    expect(surgeProtectorFor(type).reference).toBe(reference);
  });
});

describe('every reference of the board and installation catalogue says where it was read', () => {
  const products = [
    ...CIRCUIT_BREAKERS,
    ...CIRCUIT_BREAKERS_3P,
    ...PANELS,
    ...DIFFERENTIAL_BREAKERS,
    ...DIFFERENTIAL_BREAKERS_F,
    ...DIFFERENTIAL_BREAKERS_4P,
    SURGE_PROTECTOR,
    SURGE_PROTECTOR_TYPE_1,
    ...INSTALLATION_PRODUCTS,
  ];
  it.each(products.map((p) => [p.label, p] as const))('%s', (_, product) => {
    expect(product.source?.length ?? 0).toBeGreaterThan(10);
    // A price is the spec's, a sourced one flagged 'prix à confirmer', or none ('prix à saisir').
    if (product.priceToEnter) expect(product.priceCents).toBe(0);
    else expect(product.priceCents).toBeGreaterThan(0);
    expect(product.priceToEnter && product.priceToConfirm).toBeFalsy();
  });
});
