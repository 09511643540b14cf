import { describe, expect, it } from 'vitest';
import { roomTypeFromName } from './room-type-from-name.ts';

describe('roomTypeFromName (part 2 §3.2 room types: a hand-typed name gives a type to confirm)', () => {
  it.each([
    ['Séjour', undefined, 'LivingRoom'],
    ['SEJOUR', undefined, 'LivingRoom'],
    ['Salon', undefined, 'LivingRoom'],
    ['Séjour/Cuisine', undefined, 'LivingRoomWithIntegratedKitchen'],
    ['Cuisine ouverte sur séjour', undefined, 'LivingRoomWithIntegratedKitchen'],
    ['Cuisine', undefined, 'Kitchen'],
    ['Ch. 2', undefined, 'Bedroom'],
    ['Chambre parentale', undefined, 'Bedroom'],
    ['Bureau', undefined, 'Bedroom'],
    ['SdB', undefined, 'WetRoom'],
    ["Salle d'eau", undefined, 'WetRoom'],
    ['SdB + WC', undefined, 'BathroomWithWC'],
    ['WC', undefined, 'WC'],
    ['Toilettes', undefined, 'WC'],
    ['Entrée', 6, 'CirculationArea'],
    ['Dégagement', 2.5, 'Other'],
    ['Couloir', undefined, 'CirculationArea'],
    ['Placard', undefined, 'Other'],
    ['Garage', 18, 'Other'],
    ['Terrasse', 12, 'ExteriorSpace'],
  ] as const)('%j (%s m²) → %s', (name, surface, type) => {
    expect(roomTypeFromName(name, surface)).toBe(type);
  });

  it('says nothing about a name it does not know, nor about part of a word', () => {
    for (const name of ['', '  ', 'Pièce 3', 'Atelier de Marc', 'Chai', 'Wcx'])
      expect(roomTypeFromName(name)).toBeNull();
  });
});
