import { describe, expect, it } from 'vitest';
import { type EditableRoom, toEditableRoom, toSavedRoom } from './room-model.ts';

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
});
