import { describe, expect, it } from 'vitest';
import { linesOfRemovedRooms, quoteNeedsRecompute, roomsChangedForQuote } from './quote-rooms.ts';

const sejour = { id: 'r1', surface: 25, roomType: 'LivingRoom' };
const chambre = { id: 'r2', surface: 12, roomType: 'Bedroom' };

describe('rooms changed after a quote', () => {
  it.each([
    ['the same rooms', [sejour, chambre], false],
    ['the same rooms in another order', [chambre, sejour], false],
    ['a room removed', [sejour], true],
    ['a room added', [sejour, chambre, { id: 'r3', surface: 4, roomType: 'WC' }], true],
    [
      'new ids (a plan analysed again)',
      [
        { ...sejour, id: 'a1' },
        { ...chambre, id: 'a2' },
      ],
      true,
    ],
    ['a surface changed', [{ ...sejour, surface: 26 }, chambre], true],
    ['a type changed', [sejour, { ...chambre, roomType: 'Kitchen' }], true],
  ])('%s → %s', (_, after, changed) => {
    expect(roomsChangedForQuote([sejour, chambre], after)).toBe(changed);
  });

  it('a rename alone is not a change: names only label the lines', () => {
    const named = [{ ...sejour, name: 'Salon' }, chambre];
    expect(roomsChangedForQuote([sejour, chambre], named)).toBe(false);
  });
});

describe('a quote that no longer follows the rooms', () => {
  const lines = [{ roomId: 'r1' }, { roomId: 'r2' }, { roomId: null }];

  it('lines of a room no longer there, custom lines never', () => {
    expect(linesOfRemovedRooms(lines, [{ id: 'r1' }])).toEqual([{ roomId: 'r2' }]);
    expect(linesOfRemovedRooms(lines, [{ id: 'r1' }, { id: 'r2' }])).toEqual([]);
  });

  it.each([
    ['its rooms as they are', [{ id: 'r1' }, { id: 'r2' }], [{ roomId: 'r1' }], false],
    ['a room of its lines gone', [{ id: 'r1' }], [], true],
    ['every room new (re-analysis)', [{ id: 'a1' }, { id: 'a2' }], [], true],
    ['a room added, with equipment', [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }], [{ roomId: 'r3' }], true],
    ['a room added, still empty', [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }], [], false],
  ])('%s → %s', (_, rooms, equipment, stale) => {
    expect(quoteNeedsRecompute(lines, rooms, equipment)).toBe(stale);
  });

  it('an empty quote follows nothing', () => {
    expect(quoteNeedsRecompute([], [{ id: 'x' }], [{ roomId: 'x' }])).toBe(false);
  });
});
