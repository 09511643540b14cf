import { describe, expect, it } from 'vitest';
import { allowedInRoom, kitchenOnlyMessage, misplacedItems, typesForRoom } from './equipment-placement.ts';

describe('kitchen-only equipment (part 2 §5)', () => {
  it('allows oven and hood sockets only in a kitchen or a séjour with its kitchen', () => {
    expect(allowedInRoom('OvenSocket', 'Kitchen')).toBe(true);
    expect(allowedInRoom('ExtractorSocket', 'LivingRoomWithIntegratedKitchen')).toBe(true);
    expect(allowedInRoom('OvenSocket', 'Bedroom')).toBe(false);
    expect(allowedInRoom('ExtractorSocket', 'LivingRoom')).toBe(false);
    expect(allowedInRoom('OvenSocket', null)).toBe(false);
    expect(allowedInRoom('SimpleSocket', 'Bedroom')).toBe(true);
  });

  it("lists the room's types without the kitchen-only ones elsewhere", () => {
    expect(typesForRoom('electricite', 'Bedroom')).not.toContain('OvenSocket');
    expect(typesForRoom('electricite', 'Bedroom')).not.toContain('ExtractorSocket');
    expect(typesForRoom('electricite', 'Kitchen')).toContain('OvenSocket');
    expect(typesForRoom('electricite', 'LivingRoomWithIntegratedKitchen')).toContain('ExtractorSocket');
    expect(typesForRoom('vmc', 'Bedroom')).toEqual(['SimpleFlowVMC', 'DoubleFlowVMC']);
  });

  it('says in French why the server refuses an item', () => {
    expect(kitchenOnlyMessage('OvenSocket', 'Chambre 1')).toMatch(/cuisine.*« Chambre 1 »/);
  });

  it('finds the oven and hood sockets left in a room that is no longer a kitchen, and says so', () => {
    const items = [
      { id: 'e1', roomId: 'r1', type: 'OvenSocket', quantity: 1 },
      { id: 'e2', roomId: 'r1', type: 'SimpleSocket', quantity: 4 },
      { id: 'e3', roomId: 'r1', type: 'ExtractorSocket', quantity: 2 },
      { id: 'e4', roomId: 'r2', type: 'OvenSocket', quantity: 1 },
      { id: 'e5', roomId: null, type: 'automation_system', quantity: 1 },
    ];
    const rooms = [
      { id: 'r1', name: 'Salon', roomType: 'LivingRoom' as const },
      { id: 'r2', name: 'Cuisine', roomType: 'Kitchen' as const },
    ];
    const misplaced = misplacedItems(items, rooms);
    expect(misplaced.map((m) => m.id)).toEqual(['e1', 'e3']);
    expect(misplaced[0]?.message).toMatch(
      /^1\s×\sPrise plaque retirée de la pièce «\sSalon\s»\s: uniquement dans une cuisine ou un séjour avec cuisine intégrée\.$/,
    );
    expect(misplaced[1]?.message).toMatch(/^2\s×\sPrise hotte retirées de la pièce «\sSalon\s»/);
    expect(misplacedItems(items, [{ id: 'r1', name: 'Cuisine', roomType: 'Kitchen' }])).toEqual([]);
  });
});
