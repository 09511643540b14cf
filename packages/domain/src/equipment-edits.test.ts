import { describe, expect, it } from 'vitest';
import {
  addEquipment,
  applyColor,
  changeQuantity,
  equipmentCount,
  projectColor,
  roomQuantity,
  switchEquipment,
} from './equipment-edits.ts';
import { COLORS } from './equipment-types.ts';
import type { EquipmentItem } from './project.schema.ts';

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

const optionItem: EquipmentItem = {
  id: 'opt-1',
  name: 'Wiser',
  quantity: 1,
  roomId: null,
  type: 'automation_system',
  metadata: {},
  options: {
    systemType: 'Wiser',
    wiserConfig: {
      controleur: 'TXA663A',
      modules: { variateur: 0, volets: 0, chauffage: 0, commande: 0 },
      gateway: false,
      zigbee: false,
    },
  },
};

describe('addEquipment (part 2 §4.1, §5: a colourable item needs a colour)', () => {
  it('creates a named item with the chosen colour, then adds to it', () => {
    const makeId = ids();
    const once = addEquipment([optionItem], {
      roomId: 'r1',
      type: 'SimpleSocket',
      color: COLORS.black,
      makeId,
    });
    expect(once).toEqual([
      optionItem,
      {
        id: 'new-1',
        name: 'Prise simple',
        quantity: 1,
        roomId: 'r1',
        type: 'SimpleSocket',
        metadata: { color: '#000000' },
      },
    ]);
    const twice = addEquipment(once, { roomId: 'r1', type: 'SimpleSocket', color: COLORS.black, makeId });
    expect(twice).toHaveLength(2);
    expect(roomQuantity(twice, 'r1', 'SimpleSocket')).toBe(2);
  });

  it('refuses a colourable item without a colour, but not a lighting point', () => {
    const makeId = ids();
    expect(addEquipment([], { roomId: 'r1', type: 'DoubleSocket', color: null, makeId })).toEqual([]);
    const light = addEquipment([], { roomId: 'r1', type: 'LightingPoint', color: null, makeId });
    expect(light[0]).toMatchObject({ type: 'LightingPoint', quantity: 1, metadata: {} });
  });

  it('keeps rooms apart', () => {
    const makeId = ids();
    const a = addEquipment([], { roomId: 'r1', type: 'LightingPoint', color: null, makeId });
    const b = addEquipment(a, { roomId: 'r2', type: 'LightingPoint', color: null, makeId });
    expect(b).toHaveLength(2);
    expect(roomQuantity(b, 'r1', 'LightingPoint')).toBe(1);
    expect(roomQuantity(b, 'r2', 'LightingPoint')).toBe(1);
  });
});

describe('changeQuantity (part 2 §4.1, §5: floors at 0, 0 removes)', () => {
  const items: EquipmentItem[] = [
    { id: 'a', name: 'Prise simple', quantity: 2, roomId: 'r1', type: 'SimpleSocket', metadata: {} },
    optionItem,
  ];
  it('adds and subtracts', () => {
    expect(changeQuantity(items, 'a', 1)[0]?.quantity).toBe(3);
    expect(changeQuantity(items, 'a', -1)[0]?.quantity).toBe(1);
  });
  it('removes the item at 0 and never goes below', () => {
    expect(changeQuantity(items, 'a', -2)).toEqual([optionItem]);
    expect(changeQuantity(items, 'a', -5)).toEqual([optionItem]);
  });
});

describe('switchEquipment (part 2 §4.1: yes/no equipment)', () => {
  it('on adds exactly one, off removes it', () => {
    const makeId = ids();
    const on = switchEquipment([optionItem], { roomId: 'r1', type: 'WaterHeater', on: true, makeId });
    expect(roomQuantity(on, 'r1', 'WaterHeater')).toBe(1);
    const onAgain = switchEquipment(on, { roomId: 'r1', type: 'WaterHeater', on: true, makeId });
    expect(roomQuantity(onAgain, 'r1', 'WaterHeater')).toBe(1);
    const off = switchEquipment(onAgain, { roomId: 'r1', type: 'WaterHeater', on: false, makeId });
    expect(off).toEqual([optionItem]);
  });
});

describe('applyColor (part 2 §4.1: one colour for the project)', () => {
  it('recolours every colourable item of every room and nothing else', () => {
    const items: EquipmentItem[] = [
      { id: 'a', name: 'x', quantity: 1, roomId: 'r1', type: 'SimpleSocket', metadata: { color: '#FFFFFF' } },
      { id: 'b', name: 'x', quantity: 1, roomId: 'r2', type: 'DimmerSwitch', metadata: { color: '#FFFFFF' } },
      { id: 'c', name: 'x', quantity: 1, roomId: 'r2', type: 'LightingPoint', metadata: {} },
      optionItem,
    ];
    const next = applyColor(items, COLORS.black);
    expect(next.map((i) => i.metadata?.color)).toEqual(['#000000', '#000000', undefined, undefined]);
    expect(next[3]).toBe(optionItem);
    expect(projectColor(next)).toBe('#000000');
    expect(projectColor([optionItem])).toBeNull();
  });
});

describe('equipmentCount (part 2 §2.2)', () => {
  it('counts room equipment only', () => {
    const items: EquipmentItem[] = [
      { id: 'a', name: 'x', quantity: 3, roomId: 'r1', type: 'SimpleSocket', metadata: {} },
      { id: 'b', name: 'x', quantity: 2, roomId: 'r2', type: 'LightingPoint', metadata: {} },
      optionItem,
    ];
    expect(equipmentCount(items)).toBe(5);
  });
});
