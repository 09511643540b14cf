import {
  buildEstimate,
  type Dimensioning,
  estimateTotals,
  newCustomItem,
  type QuoteItem,
} from '@courant/domain';
import { describe, expect, it } from 'vitest';
import {
  breakersByRow,
  computeEstimate,
  type EstimateProject,
  initialEstimate,
  itemsByRoom,
  newItemId,
  plateChoiceOf,
  priceOf,
  quantityOf,
  quoteContent,
  withEquipmentType,
  withPlate,
} from './estimate-model.ts';

const dimensioning: Dimensioning = {
  circuit_breakers: [
    { description: 'Prises', rating: 16, quantity: 9 },
    { description: 'Four', rating: 32, quantity: 1 },
  ],
  electrical_panels: [{ type: 'Tableau principal 2 rangées 13 modules', modules: 26 }],
  cables: [{ type: 'H07V-U/R2V', cableType: 'R2V', section: 2.5, length_estimate: 30.2 }],
  surge_protectors: [],
  installation_notes: [],
};

const project: EstimateProject = {
  rooms: [
    { id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom', exposition: null, options: {} },
    { id: 'r2', name: 'Chambre', surface: 12, roomType: 'Bedroom', exposition: null, options: {} },
  ],
  equipments: [
    {
      id: 'e1',
      name: '',
      quantity: 5,
      roomId: 'r1',
      type: 'SimpleSocket',
      metadata: { color: '#FFFFFF' },
      options: null,
    },
    {
      id: 'e2',
      name: '',
      quantity: 1,
      roomId: 'r2',
      type: 'DoubleSocket',
      metadata: { color: '#000000' },
      options: null,
    },
    { id: 'e3', name: '', quantity: 2, roomId: 'r2', type: 'LightingPoint', metadata: null, options: null },
  ],
  dimensioning_data: dimensioning,
  quoteItems: [],
  dimensioningItems: [],
  quotes: [],
};

const saved = buildEstimate({
  rooms: [{ id: 'r1' }],
  equipments: [{ roomId: 'r1', type: 'SimpleSocket', quantity: 2, metadata: null }],
  dimensioning,
});

describe('initialEstimate (part 2 §4.4 order)', () => {
  it('takes the saved quote first', () => {
    const init = initialEstimate(
      { id: 'q1', status: 'completed', ...saved },
      { ...project, quoteItems: [{ id: 'x' }] },
    );
    expect(init.origin).toBe('quote');
    expect(init.quoteId).toBe('q1');
    expect(init.status).toBe('completed');
    expect(init.estimate).toEqual(saved);
  });

  it('then the data already on the project, updating its first quote', () => {
    const init = initialEstimate(null, { ...project, ...saved, quotes: [{ id: 'q9', status: 'draft' }] });
    expect(init.origin).toBe('project');
    expect(init.quoteId).toBe('q9');
    expect(init.estimate.quoteItems).toEqual(saved.quoteItems);
  });

  it('otherwise computes it from rooms, equipment and dimensioning, lighting points left out', () => {
    const init = initialEstimate(undefined, project);
    expect(init).toMatchObject({ origin: 'computed', quoteId: null, status: 'draft' });
    expect(init.estimate.quoteItems.map((i) => [i.roomId, i.equipmentType, i.quantity])).toEqual([
      ['r1', 'SimpleSocket', 5],
      ['r2', 'DoubleSocket', 1],
    ]);
    expect(init.estimate.quoteItems[1]?.plaque_noir).not.toBe('');
    expect(
      init.estimate.dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker'),
    ).toHaveLength(2);
  });

  it('an empty saved quote does not hide the computed estimate', () => {
    const init = initialEstimate({ id: 'q1', quoteItems: [], dimensioningItems: [] }, project);
    expect(init.origin).toBe('computed');
    expect(init.quoteId).toBe('q1');
  });

  it('generates the differential switches when the saved data has none', () => {
    const withoutDdr = saved.dimensioningItems.filter((i) => i.type !== 'differential_circuit_breaker');
    const init = initialEstimate(
      { id: 'q1', quoteItems: saved.quoteItems, dimensioningItems: withoutDdr },
      project,
    );
    expect(
      init.estimate.dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker'),
    ).toHaveLength(2);
  });

  it('keeps the saved differential switches as they are', () => {
    const edited = saved.dimensioningItems.map((i) =>
      i.type === 'differential_circuit_breaker' ? { ...i, prix: 99 } : i,
    );
    const init = initialEstimate({ id: 'q1', quoteItems: [], dimensioningItems: edited }, project);
    expect(init.estimate.dimensioningItems).toEqual(edited);
  });

  it('drops saved lines that are not lines', () => {
    const init = initialEstimate(
      { id: 'q1', quoteItems: [...saved.quoteItems, { nope: true }], dimensioningItems: [] },
      project,
    );
    expect(init.estimate.quoteItems).toEqual(saved.quoteItems);
  });
});

describe('quoteContent', () => {
  it('names the quote after the project and totals it as estimateTotals does', () => {
    const estimate = computeEstimate(project);
    const content = quoteContent('Maison Dupont', null, estimate);
    expect(content.name).toBe('Estimations Maison Dupont');
    expect(content.totalAmount).toBe(
      estimateTotals([...estimate.quoteItems, ...estimate.dimensioningItems]).totalHT,
    );
    expect(content.totalAmount).toBeGreaterThan(0);
  });
});

describe('edits', () => {
  const socket = computeEstimate(project).quoteItems[0] as QuoteItem;

  it('clamps quantities to at least 1 and prices to at least 0 (part 2 §5)', () => {
    expect(quantityOf('')).toBe(1);
    expect(quantityOf(0)).toBe(1);
    expect(quantityOf('7')).toBe(7);
    expect(priceOf('12,345')).toBe(12.35);
    expect(priceOf(-4)).toBe(0);
    expect(priceOf('abc')).toBe(0);
  });

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

describe('grouping for display', () => {
  it('puts each breaker under the differential switch of its row', () => {
    const rows = breakersByRow(computeEstimate(project).dimensioningItems);
    expect(rows.map((r) => [r.differential?.rating, r.breakers.map((b) => b.intitule)])).toEqual([
      [63, ['Prises']],
      [40, ['Four']],
    ]);
  });

  it('groups equipment lines by room and keeps custom lines apart', () => {
    const items = [...computeEstimate(project).quoteItems, newCustomItem('c1')];
    const grouped = itemsByRoom(items, [
      { id: 'r2', name: 'Chambre' },
      { id: 'r1', name: 'Séjour' },
      { id: 'r3', name: 'Vide' },
    ]);
    expect(grouped.rooms.map((g) => [g.name, g.items.length])).toEqual([
      ['Chambre', 1],
      ['Séjour', 1],
    ]);
    expect(grouped.custom.map((i) => i.id)).toEqual(['c1']);
  });
});
