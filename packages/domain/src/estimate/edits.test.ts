import { describe, expect, it } from 'vitest';
import type { EquipmentType } from '../equipment-types.ts';
import { cableLengthOf, itemForEquipmentType, priceOf, quantityOf } from './edits.ts';

describe('the type selector (part 2 §4.4)', () => {
  it.each<[EquipmentType, string, number, string, string]>([
    ['SimpleSocket', 'S520059', 3.24, '080041', 'S520702'],
    ['DoubleSocket', 'S520059', 3.24, '080042', 'S520704'],
    ['DoubleSwitch', 'S520214', 8, '080041', 'S520704'],
    ['SimpleSwitch', 'S520204', 3.5, '080041', 'S520702'],
    ['TVSocket', 'S520445', 7, '080041', 'S520702'],
    ['NetworkSocket', 'S520476', 9.9, '080041', 'S520702'],
    ['LightingPoint', '', 0, '', 'S520702'],
  ])('choosing %s resets reference %j, price %d, box %j, plate %j', (type, ref, prix, box, plate) => {
    expect(itemForEquipmentType(type)).toEqual({
      equipmentType: type,
      reference_principal: ref,
      prix,
      boite_encastrement: box,
      plaque_blanche: plate,
      plaque_noir: '',
    });
  });

  it('chooses the black plate for black equipment', () => {
    expect(itemForEquipmentType('DoubleSwitch', '#000000')).toMatchObject({
      plaque_blanche: '',
      plaque_noir: 'S540704',
    });
  });
});

describe('typed quantities, prices and cable lengths (part 2 §5)', () => {
  it.each([
    [3, 3],
    ['4', 4],
    ['7', 7],
    [0, 1],
    [-2, 1],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [2.6, 3],
  ])('quantity %j becomes %j (minimum 1, fallback 1)', (input, expected) => {
    expect(quantityOf(input)).toBe(expected);
  });

  it.each([
    ['12,345', 12.35],
    [-4, 0],
    ['abc', 0],
    [8.5, 8.5],
  ])('price %j becomes %j (never negative, 2 decimals)', (input, expected) => {
    expect(priceOf(input)).toBe(expected);
  });

  it.each([
    [12.34, 12.3],
    ['7,5', 7.5],
    [-1, 0],
    ['', 0],
  ])('cable length %j becomes %j (minimum 0, step 0.1)', (input, expected) => {
    expect(cableLengthOf(input)).toBe(expected);
  });
});
