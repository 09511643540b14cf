import { pdfText } from '@courant/documents/pdf-text';
import { describe, expect, it } from 'vitest';
import { createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

interface Estimate {
  projectId: string;
  origin: 'quote' | 'computed';
  quoteId: string | null;
  status: string;
  description: string | null;
  quoteItems: {
    id: string;
    roomId?: string | null;
    equipmentType?: string | null;
    kind?: string;
    quantity: number;
    prix: number;
  }[];
  dimensioningItems: { id: string; type: string; prix: number; quantity: number }[];
  totalAmount: number;
  tva: number;
  totalTTC: number;
}

describe('estimate computed, finished and printed by the server', () => {
  const t = appWithTwoUsers();

  /** A project with two rooms, five sockets and a black double socket, and a saved dimensioning. */
  const projectWithData = async (name = 'Maison Martin', { board = true } = {}) => {
    const project = await createProject(t.app, t.alice, { name });
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r2', name: 'Chambre', surface: 12, options: { roomType: 'Bedroom' } },
      ],
    });
    await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      equipments: [
        {
          id: 'e1',
          name: 'Prise',
          quantity: 5,
          roomId: 'r1',
          type: 'SimpleSocket',
          metadata: { color: '#FFFFFF' },
        },
        {
          id: 'e2',
          name: 'Prise',
          quantity: 1,
          roomId: 'r2',
          type: 'DoubleSocket',
          metadata: { color: '#000000' },
        },
      ],
    });
    if (!board) return project;
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, {
      dimensioning_data: {
        circuit_breakers: [
          { description: 'Prises séjour', rating: 16, quantity: 9 },
          { description: 'Four', rating: 32, quantity: 1 },
        ],
        electrical_panels: [{ type: 'Tableau principal', modules: 26 }],
        cables: [],
        surge_protectors: [],
        installation_notes: [],
      },
    });
    return project;
  };

  it('computes the estimate from rooms, equipment and dimensioning when nothing is saved (REST)', async () => {
    const project = await projectWithData();
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/estimate`);
    expect(res.statusCode).toBe(200);
    const estimate = res.json() as Estimate;
    expect(estimate).toMatchObject({
      projectId: project.id,
      origin: 'computed',
      quoteId: null,
      status: 'draft',
    });
    // The dwelling's own lines (earthing, smoke detector, communication panel, GTL, ICTA).
    const dwelling = estimate.quoteItems.filter((i) => i.id.startsWith('install-'));
    expect(dwelling.map((i) => i.id)).toEqual(
      expect.arrayContaining(['install-earth-rod', 'install-smoke-detector', 'install-gtl']),
    );
    expect(
      estimate.quoteItems
        .filter((i) => !i.id.startsWith('install-'))
        .map((i) => [i.roomId, i.equipmentType ?? i.kind, i.quantity]),
    ).toEqual([
      ['r1', 'SimpleSocket', 5],
      ['r2', 'DoubleSocket', 1],
      // Labour per room (5 × 30 min = 2,5 h; 35 min = 0,6 h) and for the board, small supplies.
      ['r1', 'main_oeuvre', 2.5],
      ['r2', 'main_oeuvre', 0.6],
      [null, 'main_oeuvre', expect.any(Number)],
      [null, 'fourniture', 1],
    ]);
    // 8 × 16 A would need ⌈0,7 × 128⌉ = 90 A > 63 A: split in two rows; then 16 A + 32 A →
    // three differential switches.
    expect(estimate.dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker')).toHaveLength(
      3,
    );
    expect(estimate.totalAmount).toBeGreaterThan(0);
    expect(estimate.totalTTC).toBeCloseTo(estimate.totalAmount * 1.2, 2);
  });

  it('prices the board the project gives when step 7 never saved one, without saving it', async () => {
    const project = await projectWithData('Maison sans tableau', { board: false });
    const estimate = (
      await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/estimate`)
    ).json() as Estimate & { dimensioningItems: { type: string; quantity: number; rating?: number }[] };
    const board = (await rest(t.app, t.alice, 'POST', `/api/v1/dimensioning/${project.id}`, {})).json() as {
      circuit_breakers: { quantity: number }[];
      electrical_panels: unknown[];
    };
    const count = (type: string) =>
      estimate.dimensioningItems.filter((i) => i.type === type).reduce((n, i) => n + i.quantity, 0);
    // The board of POST /dimensioning: its breakers, its panel, and their differential switches.
    expect(count('circuit_breaker')).toBe(board.circuit_breakers.reduce((n, b) => n + b.quantity, 0));
    expect(count('circuit_breaker')).toBeGreaterThanOrEqual(1);
    expect(count('electrical_panel')).toBe(board.electrical_panels.length);
    expect(count('differential_circuit_breaker')).toBeGreaterThanOrEqual(1);
    // Nothing written: the project still has no board, step 7 computes it when opened.
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail.dimensioning_data ?? null).toBeNull();
  });

  it('answers the saved quote first; recompute=true computes again (tRPC)', async () => {
    const project = await projectWithData();
    const saved = (
      await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
        projectId: project.id,
        description: 'Variante économique',
        quoteItems: [
          { id: 'c1', intitule: 'Main d’œuvre', prix: 45, quantity: 2, roomId: null, plaque_blanche: '' },
        ],
      })
    ).json();
    const first = await trpc<Estimate>(t.app, t.alice, 'query', 'quotes.compute', { projectId: project.id });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      origin: 'quote',
      quoteId: saved.id,
      description: 'Variante économique',
      totalAmount: 90,
    });
    expect(first.data.quoteItems.map((i) => i.id)).toEqual(['c1']);
    const again = await trpc<Estimate>(t.app, t.alice, 'query', 'quotes.compute', {
      projectId: project.id,
      recompute: true,
    });
    expect(again.data).toMatchObject({ origin: 'computed', quoteId: saved.id });
    expect(again.data.quoteItems.filter((i) => i.equipmentType)).toHaveLength(2);
  });

  it('finishes: the quote and the project completed together (REST), the lines sent kept', async () => {
    const project = await projectWithData();
    const lines = (
      await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/estimate`)
    ).json() as Estimate;
    const edited = lines.quoteItems.map((i) =>
      i.equipmentType === 'SimpleSocket' ? { ...i, quantity: 7 } : i,
    );
    const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/finish`, {
      quoteItems: edited,
      dimensioningItems: lines.dimensioningItems,
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote).toMatchObject({
      projectId: project.id,
      status: 'sent',
      name: 'Estimations Maison Martin',
    });
    expect(quote.totalAmount).toBeGreaterThan(lines.totalAmount);
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail.status).toBe('completed');
    expect(detail.quotes).toEqual([
      { id: quote.id, status: 'sent', number: quote.number, totalAmount: quote.totalAmount },
    ]);
    expect(quote.number).toMatch(/^DEV-\d{4}-\d{4}$/);
  });

  it('finishes over tRPC without lines: the saved quote keeps its own; the same quote is updated', async () => {
    const project = await projectWithData();
    const saved = (
      await rest(t.app, t.alice, 'POST', '/api/v1/quotes', {
        projectId: project.id,
        quoteItems: [{ id: 'c1', intitule: 'Déplacement', prix: 30, quantity: 1, roomId: null }],
      })
    ).json();
    const done = await trpc<{ id: string; status: string; totalAmount: number }>(
      t.app,
      t.alice,
      'mutation',
      'quotes.finish',
      { projectId: project.id },
    );
    expect(done.data).toMatchObject({ id: saved.id, status: 'sent', totalAmount: saved.totalAmount });
    const list = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/project/${project.id}`)).json();
    expect(list).toHaveLength(1);
  });

  it('a failed finish writes nothing: bad lines leave quote and project as they were', async () => {
    const project = await projectWithData();
    const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/finish`, {
      quoteItems: [{ id: 'x', prix: -3, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Le prix doit être positif',
    });
    const detail = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(detail.status).toBe('draft');
    expect(detail.quotes).toEqual([]);
  });

  it('serves the PDF of a quote to its owner, the same document as the browser’s', async () => {
    const project = await projectWithData('Villa des Tilleuls');
    const quote = (
      await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/finish`, {})
    ).json() as { id: string; totalAmount: number; tva: number; totalTTC: number };
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${quote.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''estimation-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = new Uint8Array(res.rawPayload);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = (await pdfText(bytes)).text;
    const euros = (n: number) =>
      `${n
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
    for (const expected of [
      'Estimation Villa des Tilleuls',
      'Séjour',
      'Chambre',
      'Prises séjour',
      `Total HT ${euros(quote.totalAmount)}`,
      `Total TTC ${euros(quote.totalTTC)}`,
      'Page 1 /',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('saves the options and their equipment items together (REST), room items kept', async () => {
    const project = await projectWithData();
    const res = await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/options`, {
      options: {
        type: 'Wiser',
        wiserConfig: { modules: { volets: 3 }, gateway: true },
        accessControl: { irve: true },
        ecs: { type: 'thermodynamique', nombrePersonnes: 4 },
      },
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.options).toMatchObject({ type: 'Wiser', accessControl: { irve: true } });
    const ids = (list: { id: string }[]) => list.map((e) => e.id);
    expect(ids(detail.equipments)).toEqual([
      'e1',
      'e2',
      'option-automation_system',
      'option-wiser_module-volets',
      'option-wiser_gateway',
      'option-access_control-irve',
      'option-ecs',
    ]);
    const saved = (await rest(t.app, t.alice, 'GET', `/api/v1/project-equipments/${project.id}`)).json();
    expect(ids(saved.equipments)).toEqual(ids(detail.equipments));
    expect(saved.equipments.find((e: { id: string }) => e.id === 'option-wiser_module-volets').quantity).toBe(
      3,
    );
  });

  it('replaces the option items when the options change (tRPC); bad options change nothing', async () => {
    const project = await projectWithData();
    await trpc(t.app, t.alice, 'mutation', 'projects.updateOptions', {
      id: project.id,
      options: { accessControl: { alarme: true, irve: true } },
    });
    const next = await trpc<{ equipments: { id: string }[]; options: unknown }>(
      t.app,
      t.alice,
      'mutation',
      'projects.updateOptions',
      { id: project.id, options: { accessControl: { alarme: true } } },
    );
    expect(next.status).toBe(200);
    expect(next.data.equipments.map((e) => e.id)).toEqual(['e1', 'e2', 'option-access_control-alarme']);
    const bad = await trpc(t.app, t.alice, 'mutation', 'projects.updateOptions', {
      id: project.id,
      options: { type: 'Domotique inconnue' },
    });
    expect(bad.status).toBe(400);
    const equipment = (await rest(t.app, t.alice, 'GET', `/api/v1/project-equipments/${project.id}`)).json();
    expect(equipment.equipments.map((e: { id: string }) => e.id)).toEqual([
      'e1',
      'e2',
      'option-access_control-alarme',
    ]);
    const other = await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${project.id}/options`, { options: {} });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 to anyone but the owner, and 401 without a session', async () => {
    const project = await projectWithData();
    const quote = (await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/finish`, {})).json();
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${quote.id}/pdf`)).statusCode).toBe(404);
    expect((await rest(t.app, t.alice, 'GET', '/api/v1/quotes/not-a-uuid/pdf')).statusCode).toBe(404);
    expect((await rest(t.app, null, 'GET', `/api/v1/quotes/${quote.id}/pdf`)).statusCode).toBe(401);
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/estimate`)).statusCode).toBe(404);
    const finish = await rest(t.app, t.bob, 'POST', `/api/v1/projects/${project.id}/finish`, {});
    expect(finish.statusCode).toBe(404);
  });
});
