import { describe, expect, it } from 'vitest';
import {
  type EditableRoom,
  roomsNextProblem,
  toEditableRoom,
  toSavedRoom,
  validateNewRoom,
} from './room-model.ts';

const room = (over: Partial<EditableRoom>): EditableRoom => ({
  id: 'r1',
  name: 'Séjour',
  surface: 20,
  roomType: 'LivingRoom',
  exposition: null,
  detection: null,
  ...over,
});

describe('rooms step rules', () => {
  it('reads roomType and exposition from the top level or from options', () => {
    expect(
      toEditableRoom({
        id: '1',
        name: 'Ch 1',
        surface: 11.2,
        options: { roomType: 'Bedroom', exposition: 'Sud' },
      }),
    ).toEqual({
      id: '1',
      name: 'Ch 1',
      surface: 11.2,
      roomType: 'Bedroom',
      exposition: 'Sud',
      detection: null,
    });
    expect(toEditableRoom({ id: '2', name: '?', surface: 3, roomType: 'Garage' }).roomType).toBeNull();
  });

  it('saves roomType and exposition inside options too', () => {
    expect(toSavedRoom(room({ exposition: 'Est' }))).toMatchObject({
      id: 'r1',
      options: { roomType: 'LivingRoom', exposition: 'Est' },
    });
  });

  it("keeps a detected room's box and a surface still to give through a save", () => {
    const detection = {
      planFileId: 'p1',
      page: 1,
      x: 0.1,
      y: 0.2,
      width: 0.05,
      height: 0.02,
      confidence: 0.6,
    };
    const read = toEditableRoom({
      id: '3',
      name: 'Dgt',
      surface: null,
      options: { roomType: 'Other', detection },
    });
    expect(read).toMatchObject({ surface: null, detection });
    expect(toSavedRoom(read)).toMatchObject({ surface: null, options: { detection } });
  });

  it('asks for the surfaces still to give before moving on', () => {
    expect(roomsNextProblem([room({ name: 'Dgt', surface: null })])).toBe(
      'Veuillez saisir la surface de la pièce : Dgt',
    );
  });

  it('asks for a room, then for the missing types, singular or plural', () => {
    expect(roomsNextProblem([])).toBe('Veuillez ajouter au moins une pièce avant de continuer.');
    expect(roomsNextProblem([room({ name: 'Cellier', roomType: null })])).toBe(
      'Veuillez sélectionner un type pour la pièce : Cellier',
    );
    expect(
      roomsNextProblem([
        room({ name: 'Cellier', roomType: null }),
        room({ id: 'r2', name: 'Bureau', roomType: null }),
      ]),
    ).toBe('Veuillez sélectionner un type pour les pièces : Cellier, Bureau');
    expect(roomsNextProblem([room({})])).toBeNull();
  });

  it('requires a name and a truthy surface for a new room', () => {
    expect(validateNewRoom({ name: ' ', surface: '' })).toEqual({
      name: 'Le nom de la pièce est requis',
      surface: 'La surface est requise',
    });
    expect(validateNewRoom({ name: 'WC', surface: 0 }).surface).toBe('La surface est requise');
    expect(validateNewRoom({ name: 'WC', surface: -2 }).surface).toBe('La surface doit être positive');
    expect(validateNewRoom({ name: 'WC', surface: '1.25' })).toEqual({});
  });
});
