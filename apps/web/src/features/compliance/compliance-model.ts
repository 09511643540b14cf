import {
  type ComplianceResult,
  hasSuggestions,
  ROOM_TYPE_LABELS,
  type Room,
  type RoomResult,
  roomTypeOf,
} from '@courant/domain';
import { validationErrorMessage } from '../../lib/error-message.ts';

/** The French texts of the compliance panel (spec part 2 §2.3, §4.2, §8), copied exactly. */
export const COMPLIANCE_TEXT = {
  title: 'Vérification de la norme NF C 15-100',
  recheck: 'Revérifier la norme',
  checking: 'Vérification…',
  apply: 'Appliquer les suggestions',
  applying: 'Application…',
  compliantTitle: 'Installation conforme NF C 15-100',
  compliantBody: 'Toutes les exigences de la norme sont respectées.',
  /** A renovation of some rooms gets the dwelling rules as advice. */
  adviceTitle: 'Conseils pour le reste du logement (rénovation de pièces)',
  nonCompliantTitle: 'Installation non conforme NF C 15-100',
  errorTitle: 'Erreur de validation NF C 15-100',
  retry: 'Réessayer',
  defaultError: 'Erreur lors de la validation de conformité',
} as const;

/** The message of a failed check, in the order of part 2 §8 (see validationErrorMessage). */
export function complianceErrorMessage(error: unknown): string {
  return validationErrorMessage(error, COMPLIANCE_TEXT.defaultError);
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
