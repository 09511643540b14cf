import { formatPrice } from '@courant/domain';

/** What a new analysis of the plans replaces, read from the project as loaded. */
export interface ReanalysisSubject {
  rooms: number;
  /** Equipment items placed in rooms (project-level options stay). */
  equipment: number;
  /** The saved quote's total HT in euros; null without a quote. */
  quoteTotal: number | null;
  completed: boolean;
}

/**
 * The confirmation before analysing the plans again says what will be lost — the rooms and
 * their equipment replaced, the quote to recalculate (its lines no longer match any room), the
 * finished project back to draft.
 */
export function reanalysisLoss({ rooms, equipment, quoteTotal, completed }: ReanalysisSubject): string[] {
  const one = rooms === 1;
  const lines = [
    one
      ? 'La pièce actuelle sera remplacée par celles détectées sur le plan.'
      : `Les ${rooms}\u00a0pièces actuelles seront remplacées par celles détectées sur le plan.`,
  ];
  if (equipment === 1) lines.push(`${one ? 'Son' : 'Leur'} équipement sera supprimé.`);
  else if (equipment > 1)
    lines.push(`${one ? 'Ses' : 'Leurs'} ${equipment}\u00a0équipements seront supprimés.`);
  if (quoteTotal !== null) {
    lines.push(
      `Le devis enregistré (${formatPrice(quoteTotal)} HT) sera à recalculer\u00a0: ses lignes ne correspondront plus à aucune pièce.`,
    );
  }
  if (completed) lines.push('Le projet terminé repassera en brouillon.');
  return lines;
}
