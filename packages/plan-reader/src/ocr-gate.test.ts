import { DETECTION_REVIEW_BELOW } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { keepOcrRoom, namesToCheck, type OcrCandidate } from './ocr-gate.ts';
import type { PlacedRoom } from './parse-plan-text.ts';

const room = (
  name: string,
  surface: number | null,
  confidence: number,
  more: Partial<OcrCandidate> = {},
) => ({
  name,
  surface,
  confidence,
  ...more,
});

describe('keepOcrRoom (issue 17: better to miss a room than to invent one)', () => {
  it.each([
    room('Séjour', 27.6, 0.96),
    room('CH. 1', 11.2, 0.64),
    room('cH.1', 11.2, 0),
    room('Dgt', null, 0.44),
    room('wc', 1.2, 0.9),
    room('Balcon', 4.5, 0.93),
    room('Dgt', null, 0.5),
    room('Placard', null, 0.6),
    room('CH 2', null, 0.55),
    // Figures under it the OCR could not read: a room all the same, its surface to enter.
    room('Garage', null, 0.9),
    room('Chambre 1', 18.95, 0.95, { letterPx: 8 }),
    room('Chambre 1', 18.95, 0.6, { letterPx: 11 }),
  ])('lists $name $surface (confidence $confidence)', (r) => {
    expect(keepOcrRoom(r)).toBe(true);
  });

  it.each([
    // Scraps of letters, notes and misreadings.
    [room('ch', null, 0.9), 'two letters, no number, no surface'],
    [room('Out', 4.55, 0.9), 'not a room name'],
    [room('Puéss', 3.4, 0.8), 'not a room name'],
    [room('sam', null, 0.3), 'a name alone, read unsure'],
    // Surfaces the room cannot have: a figure read wrong.
    [room('Bureau', 1.35, 0.96), 'a bedroom of 1.35 m²'],
    [room('Balcon', 45, 0.93), 'a balcony of 45 m²'],
    [room('WC', 11, 0.9), 'a WC of 11 m²'],
    [room('Chambre 2', null, 0.3), 'a name alone, read unsure'],
    [room('Balcon', 4.3, 0.87, { letterPx: 6 }), 'letters 6 px high, read fairly sure'],
  ])('leaves out %o (%s)', (r) => {
    expect(keepOcrRoom(r)).toBe(false);
  });
});

describe('namesToCheck (a page the gate left empty)', () => {
  const placed = (name: string, surface: number | null, confidence: number, cx = 0): PlacedRoom => ({
    ...room(name, surface, confidence),
    roomType: 'Other',
    cx,
    cy: 0,
    height: 10,
    angle: 0,
    countsInCarrez: false,
    bounds: { x0: 0, y0: 0, x1: 10, y1: 10 },
  });

  it('lists the room names read, each label once, without their surfaces and to check', () => {
    const rooms = namesToCheck([
      placed('SEJOUR', 2, 0.3),
      placed('Séjour', null, 0.2, 15),
      placed('CH 2', 12, 0.2, 400),
      placed('CH 2', 95, 0.5),
      placed('wc', null, 0.9),
      placed('Echelle', null, 0.9),
    ]);
    expect(rooms.map((r) => [r.name, r.surface, r.roomType])).toEqual([
      ['CH 2', null, 'Bedroom'],
      ['SEJOUR', null, 'LivingRoom'],
      ['CH 2', null, 'Bedroom'],
    ]);
    expect(rooms.every((r) => r.confidence < DETECTION_REVIEW_BELOW)).toBe(true);
  });
});
