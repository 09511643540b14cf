import { canonicalJson } from '../canonical-json.ts';
import type { DimensioningInput } from './dimensioning-input.ts';

/**
 * A short fingerprint of what a board is computed from: rooms, equipment, options,
 * installation facts, work scope, people and lightning. computeDimensioning writes it in the board
 * (`input_key`); comparing it with the key of the project as it is now tells step 7 that rooms or
 * facts changed since the board was computed, so that it offers 'Recalculer'.
 * Canonical JSON (sorted keys, lists in a stable order) then FNV-1a 32 bits: the same project gives
 * the same key whatever the order the database answers in.
 */

function byId<T extends { id?: unknown }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function dimensioningInputKey(input: DimensioningInput): string {
  const installation = input.installation
    ? {
        ...input.installation,
        rooms: byId((input.installation.rooms ?? []).map((r) => ({ ...r, id: r.roomId }))),
      }
    : null;
  return fnv1a(
    canonicalJson({
      rooms: byId(input.rooms),
      equipments: byId(input.equipments),
      options: input.options ?? null,
      postalCode: input.postalCode ?? null,
      numberOfPeople: input.numberOfPeople ?? null,
      lightning: input.lightning ?? null,
      workType: input.workType ?? null,
      workScope: input.workScope ?? null,
      installation,
    }),
  );
}
