import { describe, expect, it } from 'vitest';
import { PANELS } from '../catalogue/board.ts';
import { computeDimensioning } from '../dimensioning/compute-dimensioning.ts';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { buildEstimate, requestedPanelModules } from './build.ts';
import { partsCsv } from './devis-csv.ts';
import { estimateTotals } from './totals.ts';

/** A 4-room flat carried from the dimensioning step to the priced estimate, as step 8 does. */
const rooms: Room[] = [
  { id: '1', name: 'Séjour', surface: 28, roomType: 'LivingRoom' },
  { id: '2', name: 'Cuisine', surface: 10, roomType: 'Kitchen' },
  { id: '3', name: 'Chambre', surface: 12, roomType: 'Bedroom' },
  { id: '4', name: "Salle d'eau", surface: 5, roomType: 'WetRoom' },
];
let next = 0;
function item(
  roomId: string,
  type: EquipmentItem['type'],
  quantity: number,
  color?: '#000000',
): EquipmentItem {
  next += 1;
  return { id: `e${next}`, name: '', roomId, type, quantity, metadata: color ? { color } : null };
}
const equipments: EquipmentItem[] = [
  item('1', 'SimpleSocket', 7),
  item('1', 'NetworkSocket', 2),
  item('1', 'TVSocket', 1),
  item('1', 'LightingPoint', 2),
  item('1', 'SimpleSwitch', 2),
  item('2', 'SimpleSocket', 6, '#000000'),
  item('2', 'OvenSocket', 1, '#000000'),
  item('2', 'Dedicated20ASocket', 3),
  item('2', 'LightingPoint', 1),
  item('3', 'SimpleSocket', 3),
  item('3', 'DoubleSocket', 1),
  item('3', 'Convector', 1),
  item('4', 'SimpleSocket', 1),
  item('4', 'WaterHeater', 1),
];

describe('dimensioning → estimate', () => {
  const dimensioning = computeDimensioning({ rooms, equipments, postalCode: '75011', numberOfPeople: 2 });
  const estimate = buildEstimate({ rooms, equipments, dimensioning });

  it('prices every panel of the dimensioning from its rows × modules per row', () => {
    const panels = estimate.dimensioningItems.filter((i) => i.type === 'electrical_panel');
    expect(panels).toHaveLength(dimensioning.electrical_panels.length);
    for (const [index, panel] of dimensioning.electrical_panels.entries()) {
      const requested = requestedPanelModules(panel);
      expect(requested).toBe(panel.modules);
      expect(PANELS.map((p) => p.capacity)).toContain(panels[index]?.modules);
    }
  });

  it('keeps one breaker line per dimensioning breaker and one DDR per RCD of the notes', () => {
    const breakers = estimate.dimensioningItems.filter((i) => i.type === 'circuit_breaker');
    const ddrs = estimate.dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker');
    expect(breakers).toHaveLength(dimensioning.circuit_breakers.length);
    const rcdNotes = dimensioning.installation_notes.filter((n) => /^Interrupteur différentiel \d+ /.test(n));
    expect(ddrs).toHaveLength(rcdNotes.length);
    for (const [i, ddr] of ddrs.entries()) {
      expect(rcdNotes[i]).toContain(`, ${ddr.rating}\u00a0A, `);
      expect(rcdNotes[i]).toContain(`type ${ddr.rcd_type === 'F' ? 'F' : ''}`);
    }
    for (const b of breakers) expect(ddrs.map((d) => d.rowId)).toContain(b.rowId);
  });

  it('prices lighting points, heating and the water heater with the rest', () => {
    const types = new Set(estimate.quoteItems.map((i) => i.equipmentType));
    expect(types.has('LightingPoint')).toBe(true);
    expect(types.has('Convector')).toBe(true);
    expect(types.has('WaterHeater')).toBe(true);
    expect(
      estimate.quoteItems.find((i) => i.roomId === '2' && i.equipmentType === 'SimpleSocket'),
    ).toMatchObject({
      quantity: 6,
      plaque_noir: 'S540702',
      plaque_blanche: '',
    });
  });

  it('gives a positive total whose VAT is 20 %, and a CSV line per reference', () => {
    const totals = estimateTotals([...estimate.quoteItems, ...estimate.dimensioningItems]);
    expect(totals.totalHT).toBeGreaterThan(0);
    expect(totals.totalTTC).toBeCloseTo(totals.totalHT * 1.2, 2);
    const csv = partsCsv([...estimate.quoteItems, ...estimate.dimensioningItems]);
    const references = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.replace(/;[^;]*$/, ''));
    expect(new Set(references).size).toBe(references.length);
    expect(csv).toContain('S520059;');
  });
});
