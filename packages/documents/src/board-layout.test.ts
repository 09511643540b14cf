import { buildDimensioningItems, computeDimensioning, type Dimensioning } from '@courant/domain';
import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  boardInputFromDimensioning,
  boardInputFromItems,
  layoutBoard,
  modulesPerRowOf,
  widestRow,
} from './board-layout.ts';

const dimensioning: Dimensioning = {
  circuit_breakers: [
    { description: 'Prises de courant séjour et chambres', rating: 16, quantity: 5, row: 1, rcd_type: 'AC' },
    { description: 'Éclairage', rating: 10, quantity: 3, row: 2, rcd_type: 'AC' },
    { description: 'Plaque de cuisson', rating: 32, quantity: 1, row: 3, rcd_type: 'A' },
    { description: 'Lave-linge', rating: 20, quantity: 1, row: 3, rcd_type: 'A' },
  ],
  electrical_panels: [{ type: 'Tableau principal 2 rangées 13 modules', modules: 26 }],
  cables: [],
  surge_protectors: [],
  installation_notes: [],
};

describe('layoutBoard', () => {
  it('puts each differential before its breakers, keeps a row together, and counts the free modules', () => {
    const layout = layoutBoard(boardInputFromDimensioning(dimensioning));
    const [panel] = layout.panels;
    expect(panel?.rows.map((r) => r.modules)).toEqual([13, 13]);
    const row1 = panel?.rows[0]?.devices ?? [];
    const row2 = panel?.rows[1]?.devices ?? [];
    // One differential per RCD group of the dimensioning: 5 × 16 A = 80 × 0.7 = 56 → 63 A;
    // 3 × 10 A = 21 → 25 A (fits after it on the same 13-module row); 32 + 20 = 52 × 0.7 → 37 → 40 A.
    expect(row1.map((d) => d.title)).toEqual([
      'ID 63\u00a0A',
      ...Array(5).fill('16\u00a0A'),
      'ID 25\u00a0A',
      ...Array(3).fill('10\u00a0A'),
    ]);
    expect(row1.map((d) => d.column)).toEqual([0, 2, 3, 4, 5, 6, 7, 9, 10, 11]);
    expect(row2.map((d) => d.title)).toEqual(['ID 40\u00a0A', '32\u00a0A', '20\u00a0A']);
    expect(row2[0]).toMatchObject({
      caption: 'Interrupteur différentiel 40\u00a0A 30\u00a0mA type A – rangée 3',
      rcdType: 'A',
    });
    expect(row2[1]?.caption).toBe('Plaque de cuisson');
    expect(layout).toMatchObject({
      capacity: 26,
      usedModules: 16,
      freeModules: 10,
      freePercent: 38,
      overflowModules: 0,
      differentialCount: 3,
      breakerCount: 10,
    });
    expect(layout.description).toBe(
      'Tableau électrique de 26 modules en 2 rangées, 3 interrupteurs différentiels 30\u00a0mA (63\u00a0A type A, 25\u00a0A type A, 40\u00a0A type A), 10 disjoncteurs, 10 modules libres (38\u00a0%).',
    );
  });

  it('labels a type F row F and draws the surge protector disconnector before every differential', () => {
    const layout = layoutBoard(
      boardInputFromDimensioning({
        ...dimensioning,
        circuit_breakers: [
          { description: 'Disjoncteur de déconnexion du parafoudre', rating: 20, quantity: 1, head: true },
          {
            description: 'Circuit pompe à chaleur',
            rating: 20,
            quantity: 1,
            row: 1,
            rcd_type: 'F',
            full_load: true,
          },
        ],
        surge_protectors: [{ type: 'Type 2', rating: '40kA', quantity: 1, description: '' }],
      }),
    );
    const devices = layout.panels[0]?.rows[0]?.devices ?? [];
    expect(devices.map((d) => [d.kind, d.title, d.rcdType ?? null])).toEqual([
      ['surge_protector', 'Type 2', null],
      ['breaker', '20\u00a0A', null],
      ['differential', 'ID 25\u00a0A', 'F'],
      ['breaker', '20\u00a0A', null],
    ]);
  });

  it('draws surge protectors first, two modules each', () => {
    const layout = layoutBoard(
      boardInputFromDimensioning({
        ...dimensioning,
        surge_protectors: [{ type: 'Type 2', rating: '40kA', quantity: 1, description: '' }],
      }),
    );
    const first = layout.panels[0]?.rows[0]?.devices[0];
    expect(first).toMatchObject({ kind: 'surge_protector', width: 2, column: 0, title: 'Type 2' });
    expect(layout.usedModules).toBe(18);
    expect(layout.surgeProtectorCount).toBe(1);
  });

  it('shows what does not fit in the panels as overflow rows', () => {
    const layout = layoutBoard(
      boardInputFromDimensioning({ ...dimensioning, electrical_panels: [{ type: 'Tableau', modules: 13 }] }),
    );
    expect(layout.overflowModules).toBe(4);
    expect(layout.freeModules).toBe(1);
    expect(layout.panels[0]?.rows.map((r) => r.overflow)).toEqual([false, true]);
  });

  it('is as wide as its widest row when its panels have rows of different lengths', () => {
    const layout = layoutBoard(
      boardInputFromDimensioning({
        ...dimensioning,
        electrical_panels: [
          { type: 'Tableau principal 2 rangées 13 modules', modules: 26 },
          { type: 'Tableau divisionnaire 1 rangée 18 modules', modules: 18 },
        ],
      }),
    );
    expect(layout.modulesPerRow).toBe(13);
    expect(widestRow(layout)).toBe(18);
  });

  it('sizes a board without panel to whole rows of 13 modules', () => {
    const layout = layoutBoard(boardInputFromDimensioning({ ...dimensioning, electrical_panels: [] }));
    expect(layout.capacity).toBe(26);
    expect(layout.overflowModules).toBe(0);
  });

  it('reads the same board from the estimate’s lines', () => {
    const fromItems = layoutBoard(boardInputFromItems(buildDimensioningItems(dimensioning)));
    const fromDimensioning = layoutBoard(boardInputFromDimensioning(dimensioning));
    expect(fromItems.panels[0]?.rows.map((r) => r.devices.map((d) => d.title))).toEqual(
      fromDimensioning.panels[0]?.rows.map((r) => r.devices.map((d) => d.title)),
    );
  });

  it('fits a computed dimensioning with its 20 % reserve (NF C 15-100)', () => {
    const computed = computeDimensioning({
      rooms: [
        { id: '1', name: 'Séjour', surface: 30, roomType: 'LivingRoom' },
        { id: '2', name: 'Cuisine', surface: 10, roomType: 'Kitchen' },
        { id: '3', name: 'Chambre', surface: 12, roomType: 'Bedroom' },
      ],
      equipments: [
        { id: 'e1', name: '', roomId: '1', type: 'SimpleSocket', quantity: 5 },
        { id: 'e2', name: '', roomId: '2', type: 'Dedicated20ASocket', quantity: 3 },
        { id: 'e3', name: '', roomId: '3', type: 'SimpleSocket', quantity: 3 },
      ],
    });
    const layout = layoutBoard(boardInputFromDimensioning(computed));
    expect(layout.overflowModules).toBe(0);
    expect(layout.breakerCount).toBe(computed.circuit_breakers.reduce((s, b) => s + b.quantity, 0));
    expect(layout.freeModules).toBe(layout.capacity - layout.usedModules);
  });
});

describe('labels', () => {
  it('reads the modules per row from the panel type, 13 otherwise', () => {
    expect(modulesPerRowOf('Tableau principal 4 rangées 18 modules')).toBe(18);
    expect(modulesPerRowOf('Tableau principal 3 rangées 13 modules')).toBe(13);
    expect(modulesPerRowOf('Tableau principal')).toBe(13);
  });

  it('abbreviates long circuit names with an ellipsis', () => {
    expect(abbreviate('Prises de courant séjour', 10)).toBe('Prises de…');
    expect(abbreviate('  Four  ', 10)).toBe('Four');
  });
});

/** A small deterministic generator (LCG): the same 150 projects every run, no extra dependency. */
function generatedProjects(count: number) {
  let seed = 15;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const roomTypes = [
    'LivingRoom',
    'Kitchen',
    'Bedroom',
    'WetRoom',
    'WC',
    'CirculationArea',
    'ExteriorSpace',
  ] as const;
  const types = [
    'SimpleSocket',
    'DoubleSocket',
    'LightingPoint',
    'OvenSocket',
    'Dedicated20ASocket',
    'WaterHeater',
    'Convector',
    'DuctedHeatPump',
    'WaterproofSocket',
  ] as const;
  return Array.from({ length: count }, (_, p) => {
    const rooms = Array.from({ length: 1 + next(7) }, (_, i) => ({
      id: `r${i}`,
      name: `Pièce ${i}`,
      surface: 4 + next(30),
      roomType: roomTypes[next(roomTypes.length)],
    }));
    const equipments = Array.from({ length: next(14) }, (_, i) => ({
      id: `e${i}`,
      name: '',
      roomId: `r${next(rooms.length)}`,
      type: types[next(types.length)] as (typeof types)[number],
      quantity: 1 + next(9),
    }));
    const threePhase = p % 2 === 0;
    return computeDimensioning({
      rooms,
      equipments,
      lightning: { aq2: p % 5 === 0 },
      installation: {
        supply: { phases: threePhase ? 'triphase' : 'monophase', subscribedKva: 12 },
        rooms: rooms.map((r) => ({ roomId: r.id, heatingWatts: next(3) === 0 ? 500 * next(8) : 0 })),
      },
    });
  });
}

describe('property: drawing, notes and priced differentials agree for any generated project', () => {
  it.each(generatedProjects(150).map((d, i) => [i, d] as const))('project %i', (_, board) => {
    const notes = board.installation_notes.filter((n) => /^Interrupteur différentiel \d+ \(/.test(n));
    const ddrs = buildDimensioningItems(board).filter((i) => i.type === 'differential_circuit_breaker');
    const drawn = layoutBoard(boardInputFromDimensioning(board))
      .panels.flatMap((p) => p.rows.flatMap((r) => r.devices))
      .filter((d) => d.kind === 'differential');
    const pdf = layoutBoard(boardInputFromItems(buildDimensioningItems(board)))
      .panels.flatMap((p) => p.rows.flatMap((r) => r.devices))
      .filter((d) => d.kind === 'differential');
    expect(ddrs).toHaveLength(notes.length);
    expect(drawn).toHaveLength(notes.length);
    expect(pdf.map((d) => [d.title, d.rcdType, d.phase])).toEqual(
      drawn.map((d) => [d.title, d.rcdType, d.phase]),
    );
    drawn.forEach((device, i) => {
      expect(device.title).toBe(`ID ${ddrs[i]?.rating}\u00a0A`);
      expect(device.rcdType).toBe(ddrs[i]?.rcd_type);
      expect(device.phase).toBe(ddrs[i]?.phase);
      expect(notes[i]).toContain(`, ${ddrs[i]?.rating}\u00a0A, `);
      if (device.phase) expect(notes[i]).toContain(`alimenté par la phase ${device.phase}`);
    });
  });
});
