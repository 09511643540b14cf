import { describe, expect, it } from 'vitest';
import { mergeAnalyses } from './merge-analyses.ts';
import type { AnalysisResult } from './types.ts';

const analysis = (rooms: AnalysisResult['rooms'], surfaceLoiCarrez: number): AnalysisResult => ({
  rooms,
  surfaceLoiCarrez,
  engine: 'pdf-text',
  durationMs: 10,
  text: '',
});

describe('mergeAnalyses', () => {
  const groundFloor = analysis(
    [
      { name: 'Séjour', surface: 27.6, roomType: 'LivingRoom', confidence: 1 },
      { name: 'Terrasse', surface: 21.5, roomType: 'ExteriorSpace', confidence: 1 },
    ],
    27.6,
  );
  const upstairs = analysis(
    [
      { name: 'Chambre 1', surface: 14.2, roomType: 'Bedroom', confidence: 1 },
      { name: 'SdB', surface: 4.35, roomType: 'WetRoom', confidence: 1 },
    ],
    18.55,
  );

  it('puts the floors of a house together and adds their surfaces', () => {
    expect(mergeAnalyses([groundFloor, upstairs])).toEqual({
      rooms: [...groundFloor.rooms, ...upstairs.rooms],
      surfaceLoiCarrez: 46.15,
    });
  });

  it('counts once a plan uploaded twice', () => {
    const photoOfTheSamePlan = {
      ...groundFloor,
      engine: 'ocr' as const,
      rooms: [...groundFloor.rooms].reverse(),
    };
    expect(mergeAnalyses([groundFloor, upstairs, photoOfTheSamePlan])).toEqual(
      mergeAnalyses([groundFloor, upstairs]),
    );
  });

  it('gives no rooms and no surface for no plan', () => {
    expect(mergeAnalyses([])).toEqual({ rooms: [], surfaceLoiCarrez: 0 });
  });
});
