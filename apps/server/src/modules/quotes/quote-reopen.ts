import { type QuotedRoom, roomsChangedForQuote } from '@courant/domain';
import type { Project } from '../../db/entities/index.ts';

/**
 * The rooms changed after a quote was made (a plan analysed again, a room deleted, added,
 * resized or retyped) — a completed project goes back to draft, so that it is not shown 'Terminé'
 * with a quote of rooms it no longer has. The quote keeps its status (a sent devis
 * changes only as a new version, when the user recalculates and saves it); step 8 marks it
 * 'à recalculer'. Runs inside the rooms' transaction; answers whether the project was reopened.
 */
export function reopenAfterRoomsChange(
  project: Project,
  before: readonly QuotedRoom[],
  after: readonly QuotedRoom[],
): boolean {
  if (project.status !== 'completed' || !roomsChangedForQuote(before, after)) return false;
  project.status = 'draft';
  return true;
}
