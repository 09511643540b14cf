import { buildEstimate, newCustomItem } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { breakersByRow, itemsByRoom, REMOVED_ROOMS } from './estimate-groups.ts';

const estimate = buildEstimate({
  rooms: [{ id: 'r1' }, { id: 'r2' }],
  equipments: [
    { roomId: 'r1', type: 'SimpleSocket', quantity: 5, metadata: null },
    { roomId: 'r2', type: 'DoubleSocket', quantity: 1, metadata: { color: '#000000' } },
  ],
  dimensioning: {
    circuit_breakers: [
      { description: 'Prises', rating: 16, quantity: 5, row: 1, rcd_type: 'AC' as const },
      { description: 'Four', rating: 32, quantity: 1 },
    ],
  },
});

describe('estimate groups (part 2 §2.5 tables per room, breakers by row)', () => {
  it('puts each breaker under the differential switch of its row', () => {
    const rows = breakersByRow(estimate.dimensioningItems);
    expect(rows.map((r) => [r.differential?.rating, r.breakers.map((b) => b.intitule)])).toEqual([
      [63, ['Prises']],
      [25, ['Four']],
    ]);
  });

  it('lists breakers of no known row last, without a differential', () => {
    const rows = breakersByRow([
      { id: 'b', type: 'circuit_breaker', intitule: 'Seul', reference_principal: '', prix: 8.5, quantity: 1 },
    ]);
    expect(rows).toEqual([{ differential: null, breakers: [expect.objectContaining({ id: 'b' })] }]);
  });

  it('groups equipment lines by room in the rooms’ order, the dwelling’s lines and custom lines apart', () => {
    const grouped = itemsByRoom(
      [...estimate.quoteItems, newCustomItem('c1')],
      [
        { id: 'r2', name: 'Chambre' },
        { id: 'r1', name: 'Séjour' },
        { id: 'r3', name: 'Vide' },
      ],
    );
    expect(grouped.rooms.map((g) => [g.name, g.items.length])).toEqual([
      ['Chambre', 1],
      ['Séjour', 1],
    ]);
    // The dwelling's own lines (earthing, smoke detector…) have their group,
    // options' equipment included; the user's lines without a room stay custom.
    const dwelling = estimate.quoteItems.filter((i) => i.roomId == null).map((i) => i.id);
    expect(dwelling).toContain('install-smoke-detector');
    expect(grouped.dwelling.map((i) => i.id)).toEqual(dwelling);
    expect(grouped.custom.map((i) => i.id)).toEqual(['c1']);
    const generated = itemsByRoom(
      ['option-ecs', 'labour-board', 'travel', 'sundries', 'custom-3'].map((id) => newCustomItem(id)),
      [],
    );
    expect(generated.dwelling.map((i) => i.id)).toEqual(['option-ecs', 'labour-board', 'travel', 'sundries']);
    expect(generated.custom.map((i) => i.id)).toEqual(['custom-3']);
  });

  it('puts the lines of rooms no longer there last, together, never named by their ids', () => {
    const grouped = itemsByRoom(
      [
        { ...newCustomItem('x1'), roomId: 'gone-1' },
        { ...newCustomItem('s1'), roomId: 'r1' },
        { ...newCustomItem('x2'), roomId: 'gone-2' },
      ],
      [{ id: 'r1', name: 'Séjour' }],
    );
    expect(grouped.rooms.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Séjour', ['s1']],
      [REMOVED_ROOMS, ['x1', 'x2']],
    ]);
    expect(JSON.stringify(grouped.rooms.map((g) => g.name))).not.toContain('gone');
  });
});
