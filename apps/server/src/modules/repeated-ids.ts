import type { z } from 'zod';

/**
 * A `superRefine` for a set saved as a whole (a project's rooms, its equipment): each item's id names
 * its row, so an id given twice is refused, with one issue at each repeat ('…en double : "id"').
 */
export function refuseRepeatedIds<K extends string>(key: K, message: (id: string) => string) {
  return (input: { [P in K]: readonly { id: string }[] }, ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    input[key].forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: message(item.id) });
      seen.add(item.id);
    });
  };
}
