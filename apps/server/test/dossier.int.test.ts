import { pdfText } from '@courant/documents/pdf-text';
import { MEASUREMENT_MESSAGES } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers } from './helpers/test-app.ts';

interface DossierAnswer {
  status: string;
  board: { rcds: { number: number }[]; circuits: { number: number; name: string }[] };
  measurements: Record<string, unknown>;
  findings: { id: string; clause: string; detail: string }[];
  selfCheck: { id: string; status: string | null; source: string | null }[];
}

/** The Consuel dossier of a saved project: measurements checked against the norm, refusals, files. */
describe('Consuel dossier', () => {
  const t = appWithTwoUsers();
  let projectId: string;
  const url = () => `/api/v1/projects/${projectId}/dossier`;

  beforeAll(async () => {
    projectId = (await createProject(t.app, t.alice)).id;
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/rooms`, {
      rooms: [
        { id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } },
        { id: 'r2', name: 'Cuisine', surface: 10, options: { roomType: 'Kitchen' } },
        { id: 'r3', name: 'Salle de bains', surface: 6, options: { roomType: 'WetRoom' } },
      ],
    });
    await rest(t.app, t.alice, 'PUT', '/api/v1/project-equipments', {
      projectId,
      equipments: [
        { id: 'e1', name: 'Prise', quantity: 7, roomId: 'r1', type: 'SimpleSocket' },
        { id: 'e2', name: 'Point lumineux', quantity: 2, roomId: 'r1', type: 'LightingPoint' },
        { id: 'e4', name: 'Prise plaque', quantity: 1, roomId: 'r2', type: 'OvenSocket' },
      ],
    });
    // A 500 mA AGCP: the earth electrode may not exceed 100 Ω.
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${projectId}/installation`, {
      installation: { supply: { phases: 'monophase', subscribedKva: 9, agcpSensitivityMa: 500 } },
    });
  });

  it('reads the dossier of a new project: board numbered, nothing measured, incomplet', async () => {
    const res = await rest(t.app, t.alice, 'GET', url());
    expect(res.statusCode).toBe(200);
    const dossier = res.json() as DossierAnswer;
    expect(dossier.status).toBe('incomplet');
    expect(dossier.board.rcds.length).toBeGreaterThanOrEqual(2);
    expect(dossier.board.circuits.map((c) => c.number)).toEqual(dossier.board.circuits.map((_, i) => i + 1));
    expect(dossier.measurements.earthResistanceOhm).toBeNull();
  });

  it('flags 150 Ω behind a 500 mA AGCP and 0,2 MΩ of insulation as non conforme, with their clauses', async () => {
    const res = await rest(t.app, t.alice, 'PUT', `${url()}/measurements`, {
      earthingSystem: 'TT',
      earthResistanceOhm: 150,
      insulationMOhm: '0,2',
      rcdTests: [{ rcd: 1, trips: true, timeMs: '25' }],
      selfCheck: [{ id: 'dcl', status: 'conforme', note: 'DCL posés partout' }],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as DossierAnswer;
    expect(saved.status).toBe('non_conforme');
    const earth = saved.findings.find((f) => f.id === 'earth_resistance');
    expect(earth?.clause).toBe('NF C 15-100-1 §411.5.3');
    expect(earth?.detail).toContain('75\u00a0V > 50\u00a0V');
    const insulation = saved.findings.find((f) => f.id === 'insulation');
    expect(insulation?.clause).toBe('NF C 15-100-6, vérifications');
    expect(insulation?.detail).toContain('0,2\u00a0MΩ < 0,5\u00a0MΩ');
    // Read back over tRPC: the same measurements and the hand answer.
    const read = await trpc<DossierAnswer>(t.app, t.alice, 'query', 'dossier.get', { projectId });
    expect(read.data.measurements).toMatchObject({ earthResistanceOhm: 150, insulationMOhm: 0.2 });
    expect(read.data.selfCheck.find((i) => i.id === 'dcl')).toMatchObject({
      status: 'conforme',
      source: 'saisie',
    });
    expect(read.data.status).toBe('non_conforme');
  });

  it.each([
    ['a negative resistance', { earthResistanceOhm: -5 }, MEASUREMENT_MESSAGES.earthResistance],
    ['text', { earthResistanceOhm: 'douze' }, MEASUREMENT_MESSAGES.earthResistance],
    ['10⁹ Ω', { earthResistanceOhm: 1e9 }, MEASUREMENT_MESSAGES.earthResistance],
    [
      'an RCD the board does not have',
      { rcdTests: [{ rcd: 40, trips: true }] },
      MEASUREMENT_MESSAGES.rcdNumber,
    ],
    [
      'a room that is no bathroom',
      { bathroomBonding: [{ roomId: 'r1', done: true }] },
      MEASUREMENT_MESSAGES.roomId,
    ],
    [
      'a measured point ticked by hand',
      { selfCheck: [{ id: 'insulation', status: 'conforme' }] },
      MEASUREMENT_MESSAGES.selfCheckMeasured,
    ],
  ])('refuses %s with a French 400 and changes nothing', async (_, entry, message) => {
    const before = (await rest(t.app, t.alice, 'GET', url())).json() as DossierAnswer;
    const res = await rest(t.app, t.alice, 'PUT', `${url()}/measurements`, {
      earthingSystem: 'TT',
      insulationMOhm: 1000,
      ...entry,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    const after = (await rest(t.app, t.alice, 'GET', url())).json() as DossierAnswer;
    expect(after.measurements).toEqual(before.measurements);
  });

  it('refuses over tRPC as over REST', async () => {
    const answer = await trpc(t.app, t.alice, 'mutation', 'dossier.saveMeasurements', {
      projectId,
      insulationMOhm: 'beaucoup',
    });
    expect(answer.error?.message).toBe(MEASUREMENT_MESSAGES.insulation);
    expect(answer.error?.data.statusCode).toBe(400);
  });

  it('serves the dossier technique and the labels as PDFs holding the circuits and measurements', async () => {
    const dossier = (await rest(t.app, t.alice, 'GET', url())).json() as DossierAnswer;
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}/dossier.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/dossier-consuel-\d{4}-\d{2}-\d{2}\.pdf/);
    const { text } = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Dossier technique de l’installation électrique');
    expect(text).toContain('Non conforme');
    expect(text).toContain('150 Ω');
    const fold = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');
    for (const c of dossier.board.circuits) expect(text).toContain(fold(c.name));

    const labels = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}/dossier/labels.pdf`);
    expect(labels.statusCode).toBe(200);
    expect((await pdfText(new Uint8Array(labels.rawPayload))).text).toContain('Étiquettes du tableau');

    const svg = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${projectId}/dossier/schema.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toMatch(/^<svg [^>]*role="img"/);
  });

  it('gives the dossier technique and the labels over tRPC in base64, and NOT_FOUND to another company', async () => {
    type PdfFile = { fileName: string; contentType: string; base64: string };
    for (const [procedure, name] of [
      ['dossier.pdf', /^dossier-consuel-\d{4}-\d{2}-\d{2}\.pdf$/],
      ['dossier.labelsPdf', /^etiquettes-tableau-\d{4}-\d{2}-\d{2}\.pdf$/],
    ] as const) {
      const answer = await trpc<PdfFile>(t.app, t.alice, 'query', procedure, { projectId });
      expect(answer.status).toBe(200);
      expect(answer.data.contentType).toBe('application/pdf');
      expect(answer.data.fileName).toMatch(name);
      expect(Buffer.from(answer.data.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const stranger = await trpc(t.app, t.bob, 'query', procedure, { projectId });
      expect(stranger.status).toBe(404);
      expect(stranger.error?.data.code).toBe('NOT_FOUND');
    }
  });

  it('answers the dossier and its PDF of a project without rooms yet: no circuit, incomplet', async () => {
    const empty = (await createProject(t.app, t.alice)).id;
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${empty}/dossier`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'incomplet', board: { circuits: [], agcp: null } });
    const pdf = await rest(t.app, t.alice, 'GET', `/api/v1/projects/${empty}/dossier.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 to another company, for the dossier, its measurements and its files', async () => {
    for (const [method, path] of [
      ['GET', url()],
      ['PUT', `${url()}/measurements`],
      ['GET', `/api/v1/projects/${projectId}/dossier.pdf`],
      ['GET', `/api/v1/projects/${projectId}/dossier/labels.pdf`],
    ] as const) {
      const res = await rest(
        t.app,
        t.bob,
        method,
        path,
        method === 'PUT' ? { insulationMOhm: 1 } : undefined,
      );
      expect(res.statusCode).toBe(404);
    }
    const still = (await rest(t.app, t.alice, 'GET', url())).json() as DossierAnswer;
    expect(still.measurements.insulationMOhm).toBe(0.2);
  });
});
