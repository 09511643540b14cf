/**
 * The candidate at the smallest gap among those `gapTo` accepts (it answers undefined for the others);
 * the first of equals.
 */
export function closest<T>(
  candidates: Iterable<T>,
  gapTo: (candidate: T) => number | undefined,
): T | undefined {
  let best: T | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const gap = gapTo(candidate);
    if (gap !== undefined && gap < bestGap) {
      best = candidate;
      bestGap = gap;
    }
  }
  return best;
}
