import { describe, expect, it } from 'vitest';
import type { EquipmentType } from '../equipment-types.ts';
import { cableLengthOf, itemForEquipmentType, priceOf, takesPlate, withLineKind } from './edits.ts';
import { newCustomItem } from './new-items.ts';
import { WIRING_DEVICES } from './test-devices.ts';
import { lineTotal } from './totals.ts';

type SelectorRow = [type: EquipmentType, reference: string, prix: number, box: string, plate: string];

describe('the type selector (part 2 §4.4)', () => {
  // The spec's wiring devices with the selector's plate; the lighting point resets to no device.
  const devices = WIRING_DEVICES.map(
    ([type, ref, prix, box, _onEstimate, plate]): SelectorRow => [type, ref, prix, box, plate],
  );

  it.each<SelectorRow>([...devices, ['LightingPoint', '', 0, '', 'S520702']])(
    'choosing %s resets reference %j, price %d, box %j, plate %j',
    (type, ref, prix, box, plate) => {
      expect(itemForEquipmentType(type)).toEqual({
        equipmentType: type,
        reference_principal: ref,
        prix,
        boite_encastrement: box,
        plaque_blanche: plate,
        plaque_noir: '',
      });
    },
  );

  it('chooses the black plate for black equipment', () => {
    expect(itemForEquipmentType('DoubleSwitch', '#000000')).toMatchObject({
      plaque_blanche: '',
      plaque_noir: 'S540704',
    });
  });
});

describe('typed quantities, prices and cable lengths (part 2 §5)', () => {
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

describe('line kinds', () => {
  it('turns a socket line into labour: no type, plate or box, counted in hours', () => {
    const socket = { ...newCustomItem('c'), ...itemForEquipmentType('SimpleSocket'), quantity: 3 };
    expect(takesPlate(socket)).toBe(true);
    const labour = withLineKind({ ...socket, quantity: 2.5 }, 'main_oeuvre');
    expect(labour).toMatchObject({
      kind: 'main_oeuvre',
      unit: 'h',
      equipmentType: null,
      plaque_blanche: '',
      plaque_noir: '',
      boite_encastrement: '',
      quantity: 2.5,
    });
    expect(takesPlate(labour)).toBe(false);
    expect(lineTotal({ ...labour, prix: 45, quantity: 40 })).toBe(1800);
  });

  it('reads the quantity again in the new unit', () => {
    const hours = withLineKind({ ...newCustomItem('c'), quantity: 2.5 }, 'main_oeuvre');
    expect(withLineKind(hours, 'fourniture')).toMatchObject({ unit: 'u', quantity: 3 });
    expect(withLineKind(hours, 'deplacement')).toMatchObject({ unit: 'forfait', quantity: 3 });
  });

  it('gives a plate to wiring devices only', () => {
    expect(takesPlate({ equipmentType: 'LightingPoint', kind: 'fourniture' })).toBe(false);
    expect(takesPlate({ equipmentType: 'DoubleSwitch' })).toBe(true);
    expect(takesPlate({ equipmentType: null, kind: 'fourniture' })).toBe(false);
  });
});
