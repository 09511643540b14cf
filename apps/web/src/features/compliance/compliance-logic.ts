import {
  type ComplianceResult,
  hasSuggestions,
  ROOM_TYPE_LABELS,
  type Room,
  type RoomResult,
  roomTypeOf,
} from '@courant/domain';

/** The French texts of the compliance panel (spec part 2 §2.3, §4.2, §8), copied exactly. */
export const COMPLIANCE_TEXT = {
  title: 'Vérification de la norme NF C 15-100',
  recheck: 'Revérifier la norme',
  checking: 'Vérification...',
  apply: 'Appliquer les suggestions',
  applying: 'Application...',
  compliantTitle: 'Installation conforme NF C 15-100',
  compliantBody: 'Toutes les exigences de la norme sont respectées.',
  nonCompliantTitle: 'Installation non conforme NF C 15-100',
  errorTitle: 'Erreur de validation NF C 15-100',
  retry: 'Réessayer',
  defaultError: 'Erreur lors de la validation de conformité',
} as const;

/**
 * JSON with object keys sorted, so that two requests with the same data give the same text whatever
 * order their keys were built in: the "never the same data twice in a row" comparison (part 2 §4.2).
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) out[key] = sortKeys(entry);
    }
    return out;
  }
  return value;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message of a failed check, in the order of part 2 §8: 'Erreur de validation: {detail}' when the
 * answer's body has a detail, else the body's message, else the error's own message, else the default.
 * The body is read where each client puts it: a fetch-style `body`/`response.data`, or tRPC's `shape`
 * and `data`.
 */
export function complianceErrorMessage(error: unknown): string {
  const err = record(error);
  const response = record(err?.response);
  const bodies = [err?.body, response?.data, response?.body, err?.shape, err?.data].map(record);
  for (const body of bodies) {
    const detail = text(body?.detail);
    if (detail) return `Erreur de validation: ${detail}`;
  }
  for (const body of bodies) {
    const message = text(body?.message);
    if (message) return message;
  }
  return text(err?.message) ?? COMPLIANCE_TEXT.defaultError;
}

/** A non-compliant room by its name, else its room type's label, else 'Pièce {id}' (part 2 §4.2). */
export function roomLabel(roomId: string, rooms: readonly Room[]): string {
  const room = rooms.find((r) => String(r.id) === roomId);
  const name = room?.name?.trim();
  if (name) return name;
  const type = room ? roomTypeOf(room) : null;
  if (type) return ROOM_TYPE_LABELS[type];
  return `Pièce ${roomId}`;
}

export function nonCompliantRooms(result: ComplianceResult): RoomResult[] {
  return result.room_results.filter((room) => room.compliance_status === 'non_compliant');
}

/**
 * 'Appliquer les suggestions' is offered only for a non-compliant result that is still fresh and
 * where some non-compliant room has missing equipment (part 2 §4.2).
 */
export function canApplySuggestions(result: ComplianceResult | null, stale: boolean): boolean {
  if (!result || stale) return false;
  return result.global_compliance.overall_status !== 'compliant' && hasSuggestions(result);
}
