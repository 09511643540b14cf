import { describe, expect, it } from 'vitest';
import { roomsNextProblem, validateNewRoom } from './room-checks.ts';

type Room = Parameters<typeof roomsNextProblem>[0][number];

const room = (over: Partial<Room>): Room => ({
  name: 'Séjour',
  surface: 20,
  roomType: 'LivingRoom',
  ...over,
});

describe('rooms step checks (part 1 §2 step 3, §5 Step 3)', () => {
  it('asks for the surfaces still to give before moving on', () => {
    expect(roomsNextProblem([room({ name: 'Dgt', surface: null })])).toBe(
      'Veuillez saisir la surface de la pièce\u00a0: Dgt',
    );
  });

  it('asks for a room, then for the missing types, singular or plural', () => {
    expect(roomsNextProblem([])).toBe('Veuillez ajouter au moins une pièce avant de continuer.');
    expect(roomsNextProblem([room({ name: 'Cellier', roomType: null })])).toBe(
      'Veuillez sélectionner un type pour la pièce : Cellier',
    );
    expect(
      roomsNextProblem([room({ name: 'Cellier', roomType: null }), room({ name: 'Bureau', roomType: null })]),
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
