import { normalizeName } from './classify-room.ts';
import type { AnalysisResult, DetectedRoom } from './types.ts';

function signature(result: Pick<AnalysisResult, 'rooms'>): string {
  return result.rooms
    .map((r) => `${normalizeName(r.name)}|${r.surface}`)
    .sort()
    .join(';');
}

/**
 * The rooms of a project from the analyses of its plans (one plan a floor): rooms put together,
 * surfaces added up. A plan uploaded twice (the PDF and a photo of it) reads the same rooms: it
 * counts once.
 */
export function mergeAnalyses<R extends DetectedRoom>(
  results: (Omit<AnalysisResult, 'rooms'> & { rooms: R[] })[],
): {
  rooms: R[];
  surfaceLoiCarrez: number;
} {
  const seen = new Set<string>();
  const rooms: R[] = [];
  let cents = 0;
  for (const result of results) {
    const key = signature(result);
    if (result.rooms.length === 0 || seen.has(key)) continue;
    seen.add(key);
    rooms.push(...result.rooms.map((r) => ({ ...r })));
    cents += Math.round(result.surfaceLoiCarrez * 100);
  }
  return { rooms, surfaceLoiCarrez: cents / 100 };
}
