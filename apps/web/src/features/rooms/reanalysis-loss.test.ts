import { describe, expect, it } from 'vitest';
import { reanalysisLoss } from './reanalysis-loss.ts';

const plain = (lines: string[]) => lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' '));

describe('what a new analysis replaces', () => {
  it('rooms and equipment, the quote and the finished project', () => {
    expect(plain(reanalysisLoss({ rooms: 4, equipment: 23, quoteTotal: 1929.5, completed: true }))).toEqual([
      'Les 4 pièces actuelles seront remplacées par celles détectées sur le plan.',
      'Leurs 23 équipements seront supprimés.',
      'Le devis enregistré (1 929,50 € HT) sera à recalculer : ses lignes ne correspondront plus à aucune pièce.',
      'Le projet terminé repassera en brouillon.',
    ]);
  });

  it('one room without equipment, no quote', () => {
    expect(plain(reanalysisLoss({ rooms: 1, equipment: 0, quoteTotal: null, completed: false }))).toEqual([
      'La pièce actuelle sera remplacée par celles détectées sur le plan.',
    ]);
  });

  it('one room with one item', () => {
    expect(plain(reanalysisLoss({ rooms: 1, equipment: 1, quoteTotal: null, completed: false }))).toEqual([
      'La pièce actuelle sera remplacée par celles détectées sur le plan.',
      'Son équipement sera supprimé.',
    ]);
  });

  it('no-break spaces before the colon and in the amount', () => {
    const [, , quote] = reanalysisLoss({ rooms: 2, equipment: 3, quoteTotal: 10, completed: false });
    expect(quote).toMatch(/recalculer\u00a0:/);
    expect(quote).not.toMatch(/ :/);
  });
});
