import { describe, expect, it } from 'vitest';
import { allowedInRoom, kitchenOnlyMessage, typesForRoom } from './equipment-placement.ts';

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
});
