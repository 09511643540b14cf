import { buildEstimate, newCustomItem, type QuoteItem } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import {
  finishNotice,
  newItemId,
  plateChoiceOf,
  quoteContent,
  withEquipmentType,
  withPlate,
} from './estimate-model.ts';

const computed = buildEstimate({
  rooms: [{ id: 'r1' }, { id: 'r2' }],
  equipments: [
    { roomId: 'r1', type: 'SimpleSocket', quantity: 5, metadata: { color: '#FFFFFF' } },
    { roomId: 'r2', type: 'DoubleSocket', quantity: 1, metadata: { color: '#000000' } },
  ],
  dimensioning: {
    circuit_breakers: [
      { description: 'Prises', rating: 16, quantity: 9 },
      { description: 'Four', rating: 32, quantity: 1 },
    ],
  },
});

describe('quoteContent', () => {
  it('names the quote after the project and sends no total: the server computes it from the lines', () => {
    const content = quoteContent('Maison Dupont', null, computed);
    expect(content.name).toBe('Estimations Maison Dupont');
    expect(content).not.toHaveProperty('totalAmount');
  });
});

describe('edits', () => {
  const socket = computed.quoteItems[0] as QuoteItem;

  it('keeps one plate colour at most, of the same size', () => {
    expect(plateChoiceOf(socket)).toBe('white');
    const black = withPlate(socket, 'black');
    expect(plateChoiceOf(black)).toBe('black');
    expect(black.plaque_blanche).toBe('');
    expect(black.plaque_noir).toBe('S540702');
    const none = withPlate(black, 'none');
    expect([none.plaque_blanche, none.plaque_noir]).toEqual(['', '']);
    expect(withPlate(none, 'white').plaque_blanche).toBe('S520702');
  });

  it('resets price, box and plate when the type changes (part 2 §4.4)', () => {
    const edited = { ...socket, prix: 99, boite_encastrement: '' };
    const changed = withEquipmentType(edited, 'DoubleSwitch');
    expect(changed.equipmentType).toBe('DoubleSwitch');
    expect(changed.prix).toBe(8);
    expect(changed.boite_encastrement).not.toBe('');
    expect(changed.plaque_blanche).toBe('S520704');
    expect(changed.intitule).not.toBe(socket.intitule);
    const custom = withEquipmentType({ ...newCustomItem('c1'), intitule: 'Prise du garage' }, 'SimpleSocket');
    expect(custom.intitule).toBe('Prise du garage');
    expect(custom.prix).toBe(3.24);
  });

  it('gives added lines ids no other line has', () => {
    expect(newItemId('custom', [{ id: 'custom-2' }])).toBe('custom-3');
    expect(newItemId('custom', [{ id: 'custom-1' }, { id: 'custom-3' }])).toBe('custom-4');
  });
});

describe('finishNotice (the toast after Terminer / Valider le projet)', () => {
  it('names the devis as step 8 does, says the project is finished and until when the devis holds', () => {
    expect(finishNotice({ number: 'DEV-2026-0001', version: 1, validUntil: '2026-12-24' }, false)).toEqual({
      title: 'Devis DEV-2026-0001 envoyé',
      message: 'Projet terminé. Valable jusqu’au 24/12/2026.',
    });
  });

  it('gives the version from the second, and the jeton spent by Valider le projet', () => {
    expect(finishNotice({ number: 'DEV-2026-0007', version: 2, validUntil: null }, true)).toEqual({
      title: 'Devis DEV-2026-0007 (version 2) envoyé',
      message: 'Projet terminé (1 jeton utilisé).',
    });
  });
});
