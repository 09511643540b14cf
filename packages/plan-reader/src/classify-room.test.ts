import type { RoomType } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { classifyRoom, correctRoomName } from './classify-room.ts';

describe('classifyRoom', () => {
  const cases: [name: string, surface: number, expected: RoomType][] = [
    // Living rooms, with or without their kitchen.
    ['Séjour', 25, 'LivingRoom'],
    ['SEJOUR', 25, 'LivingRoom'],
    ['Salon', 18, 'LivingRoom'],
    ['Living', 30, 'LivingRoom'],
    ['Salle à manger', 14, 'LivingRoom'],
    ['Pièce de vie', 40, 'LivingRoom'],
    ['Séjour/Cuisine', 32.45, 'LivingRoomWithIntegratedKitchen'],
    ['Séjour + cuisine', 32, 'LivingRoomWithIntegratedKitchen'],
    ['Cuisine / Séjour', 32, 'LivingRoomWithIntegratedKitchen'],
    ['Salon-cuisine', 28, 'LivingRoomWithIntegratedKitchen'],
    ['Séjour cuis. ouverte', 35, 'LivingRoomWithIntegratedKitchen'],
    ['Living/Kitchen', 30, 'LivingRoomWithIntegratedKitchen'],
    // Kitchens.
    ['Cuisine', 11.85, 'Kitchen'],
    ['Cuis.', 9, 'Kitchen'],
    ['Kitchenette', 4, 'Kitchen'],
    ['Coin cuisine', 5, 'Kitchen'],
    // Bedrooms and offices ('Chambre/Bureau' in the room-type table).
    ['Chambre', 12, 'Bedroom'],
    ['Chambre 2', 10.5, 'Bedroom'],
    ['CH.1', 11.2, 'Bedroom'],
    ['Ch1', 11, 'Bedroom'],
    ['Ch 3', 9.8, 'Bedroom'],
    ['Chbre 2', 10, 'Bedroom'],
    ['CHAMBRE PARENTS', 14, 'Bedroom'],
    ['Suite parentale', 18, 'Bedroom'],
    ['Bureau', 9.4, 'Bedroom'],
    ['Chambre + SdE', 16, 'Bedroom'],
    // Bathrooms and WCs.
    ['SdB', 4.5, 'WetRoom'],
    ['S.d.B.', 4.5, 'WetRoom'],
    ['Salle de bain', 5, 'WetRoom'],
    ['Salle de bains', 6.05, 'WetRoom'],
    ["Salle d'eau", 3.5, 'WetRoom'],
    ['SdE', 3.2, 'WetRoom'],
    ['Salle de douche', 3, 'WetRoom'],
    ['SdB ch.1', 4, 'WetRoom'],
    ['SdB + WC', 6, 'BathroomWithWC'],
    ['SdE/WC', 4, 'BathroomWithWC'],
    ["Salle d'eau avec WC", 5, 'BathroomWithWC'],
    ['WC', 1.2, 'WC'],
    ['W.C.', 1.1, 'WC'],
    ['Toilettes', 1.5, 'WC'],
    // Circulations: the 4 m² rule.
    ['Dgt', 4.95, 'CirculationArea'],
    ['Dgt', 2.1, 'Other'],
    ['Dég.', 3, 'Other'],
    ['Dégagement', 6, 'CirculationArea'],
    ['Couloir', 3.2, 'Other'],
    ['Couloir', 7, 'CirculationArea'],
    ['Entrée', 5.2, 'CirculationArea'],
    ["Hall d'entrée", 6.3, 'CirculationArea'],
    ['Palier', 5.4, 'CirculationArea'],
    ['Circulation', 3.99, 'Other'],
    ['Circulation', 4, 'CirculationArea'],
    ['Dgt', 0, 'CirculationArea'],
    // Other rooms ('locaux ≥ 4 m²' against 'Autres').
    ['Cellier', 3.15, 'Other'],
    ['Cellier', 6, 'CirculationArea'],
    ['Buanderie', 4.6, 'CirculationArea'],
    ['Dressing', 4.8, 'CirculationArea'],
    ['Dressing', 2.5, 'Other'],
    ['Garage', 18.6, 'Other'],
    ['Placard', 0.9, 'Other'],
    ['Pl.', 0.6, 'Other'],
    ['Cave', 8, 'CirculationArea'],
    // Exterior spaces.
    ['Terrasse', 12, 'ExteriorSpace'],
    ['Terrasse couverte', 20, 'ExteriorSpace'],
    ['Balcon', 4.5, 'ExteriorSpace'],
    ['Patio', 10, 'ExteriorSpace'],
    ['Jardin', 200, 'ExteriorSpace'],
    ['Loggia', 6, 'ExteriorSpace'],
    // Unknown names.
    ['Atelier', 6.7, 'CirculationArea'],
    ['Pièce 1', 10, 'Other'],
    ['XYZ', 10, 'Other'],
    // OCR misreadings.
    ['Chambe 2', 10, 'Bedroom'],
    ['Buanderle', 4.6, 'CirculationArea'],
    ['Dot', 4.95, 'CirculationArea'],
    ['Séjour/Culsine', 32, 'LivingRoomWithIntegratedKitchen'],
  ];

  it.each(cases)('%s (%f m²) is %s', (name, surface, expected) => {
    expect(classifyRoom(name, surface).roomType).toBe(expected);
  });

  it('tells room names from other words', () => {
    expect(classifyRoom('Chambre 2', 10).known).toBe(true);
    expect(classifyRoom('Échelle 1/100', 0).known).toBe(false);
    expect(classifyRoom('Indice B', 0).known).toBe(false);
    expect(classifyRoom('Appartement T3', 0).known).toBe(false);
  });

  it('leaves exterior spaces, garages and cellars out of the loi Carrez surface', () => {
    expect(classifyRoom('Terrasse', 12).countsInCarrez).toBe(false);
    expect(classifyRoom('Garage', 18).countsInCarrez).toBe(false);
    expect(classifyRoom('Cave', 8).countsInCarrez).toBe(false);
    expect(classifyRoom('Cellier', 3).countsInCarrez).toBe(true);
    expect(classifyRoom('Séjour', 25).countsInCarrez).toBe(true);
    expect(classifyRoom('Placard', 1).countsInCarrez).toBe(true);
  });
});

describe('correctRoomName', () => {
  it.each([
    ['Dot', 'Dgt'],
    ['Buanderle', 'Buanderie'],
    ['Saile de bains', 'Salle de bains'],
    ['sanre de bains', 'salle de bains'],
    ['Séjour/Culsine', 'Séjour/Cuisine'],
    ['Entre', 'Entrée'],
    ['CHAMBE 1', 'CHAMBRE 1'],
    ['Chambre 2', 'Chambre 2'],
    ['CH.1', 'CH.1'],
    ['Chz', 'Ch 2'],
    ['wci', 'WC 1'],
    ['WCl', 'WC 1'],
    ['Chi', 'Ch 1'],
    ['Chai', 'Chai'],
    ['sas', 'SdB'],
    ['Sas', 'Sas'],
    ["SAS d'entrée", "SAS d'entrée"],
    ['Atelier', 'Atelier'],
    // A reader's lower case and dropped accents; the plan's capitals kept.
    ['Entree', 'Entrée'],
    ['Sejour/Cuisine', 'Séjour/Cuisine'],
    ['ENTREE', 'ENTREE'],
    ['wc', 'WC'],
    ['sde', 'SdE'],
    ['Wc', 'Wc'],
  ])('%s → %s', (read, corrected) => {
    expect(correctRoomName(read)).toBe(corrected);
  });
});
