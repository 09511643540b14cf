import { describe, expect, it } from 'vitest';
import { describeItem, describeMissingEquipment, wrapIndex } from './equipment-model.ts';

describe('figures', () => {
  it('wraps the room index both ways', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
  it('describes missing entries and items in French', () => {
    expect(describeMissingEquipment('3 SimpleSocket')).toBe('3\u00a0×\u00a0Prise simple');
    expect(describeMissingEquipment('LightingPoint')).toBe('1\u00a0×\u00a0Point d’éclairage');
    expect(describeMissingEquipment('2 Teleporter')).toBe('2 Teleporter');
    expect(describeItem({ id: 'a', name: '', quantity: 2, roomId: 'r', type: 'NetworkSocket' })).toBe(
      '2\u00a0×\u00a0RJ45',
    );
  });
});
