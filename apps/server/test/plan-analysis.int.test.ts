import { planFixture as fixture } from '@courant/plan-reader/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlanAnalysisSchema } from '../src/db/entities/index.ts';
import { createProject, makePdf, rest, trpc, uploadPlan } from './helpers/project-fixtures.ts';
import { appWithTwoUsers, setCompanyPlan } from './helpers/test-app.ts';

interface AnalysisAnswer {
  rooms: {
    id: string;
    name: string;
    surface: number;
    roomType: string | null;
    options: Record<string, unknown>;
  }[];
  surface_loi_carrez: number;
  analysisId: string;
}

describe('plan analysis routes', () => {
  const t = appWithTwoUsers();
  // maison-rdc measures 100.95 m²: Starter would refuse it (tested in team.int.test.ts).
  beforeAll(async () => {
    await setCompanyPlan(t.app, t.alice.companyId, 'pro');
  });

  const newProject = () => createProject(t.app, t.alice);

  it('POST /projects/{id}/plans/analyze-all reads every plan, saves the rooms and keeps the analysis', async () => {
    const project = await newProject();
    expect(
      (await uploadPlan(t.app, t.alice, project.id, 'rdc.pdf', fixture('maison-rdc/plan.pdf'))).statusCode,
    ).toBe(201);
    expect(
      (await uploadPlan(t.app, t.alice, project.id, 'etage.pdf', fixture('maison-etage/plan.pdf')))
        .statusCode,
    ).toBe(201);

    const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AnalysisAnswer;
    // 13 rooms downstairs, 11 upstairs; the two printed totals of the ground floor and the sum upstairs.
    expect(answer.rooms).toHaveLength(24);
    expect(answer.surface_loi_carrez).toBe(Math.round((100.95 + 67.7) * 100) / 100);
    expect(answer.rooms).toContainEqual(
      expect.objectContaining({ name: 'SdE + WC', surface: 5.1, roomType: 'BathroomWithWC' }),
    );
    expect(answer.rooms[0]?.options).toMatchObject({ roomType: answer.rooms[0]?.roomType });

    const saved = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json() as {
      rooms: { id: string }[];
      surfaceLoiCarrez: number;
    };
    expect(saved.rooms.map((r) => r.id)).toEqual(answer.rooms.map((r) => r.id));
    expect(saved.surfaceLoiCarrez).toBe(answer.surface_loi_carrez);

    // Each plan's analysis is stored, and stays when the rooms are purged (part 1 §4).
    expect(
      (await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/purge`)).statusCode,
    ).toBe(200);
    const em = t.app.services.orm.em.fork();
    const analyses = await em.find(PlanAnalysisSchema, { project: project.id });
    expect(analyses).toHaveLength(2);
    expect(analyses.every((a) => a.engine === 'pdf-text' && a.error === null && a.rooms.length > 0)).toBe(
      true,
    );
    expect(analyses.map((a) => a.text ?? '').join('\n')).toContain('SHAB');
  }, 180_000);

  it("answers 422 'Aucun plan détecté' when no plan shows rooms, and stores the failed analysis", async () => {
    const project = await newProject();
    await uploadPlan(t.app, t.alice, project.id, 'facture.pdf', fixture('not-a-plan.pdf'));
    const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ANALYSIS_FAILED', message: 'Aucun plan détecté' });
    const em = t.app.services.orm.em.fork();
    const [analysis] = await em.find(PlanAnalysisSchema, { project: project.id });
    expect(analysis?.error).toContain('NO_PLAN_DETECTED');
    // A PDF without a plan's text is read again by OCR, page by page: over a minute on a loaded CI machine.
  }, 180_000);

  it("answers 'Aucun plan détecté' for a project without plans, and 404 for another user's project", async () => {
    const project = await newProject();
    const empty = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'Aucun plan détecté' });
    const foreign = await rest(t.app, t.bob, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
    expect(foreign.statusCode).toBe(404);
  });

  it('POST /abplan/plans/analyze/{path} reads one stored plan by its filePath', async () => {
    const project = await newProject();
    const upload = await uploadPlan(t.app, t.alice, project.id, 't3.pdf', fixture('appartement-t3/plan.pdf'));
    const { planFile } = upload.json() as { planFile: { filePath: string } };

    const res = await rest(t.app, t.alice, 'POST', `/api/v1/abplan/plans/analyze/${planFile.filePath}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AnalysisAnswer;
    expect(answer.rooms.map((r) => r.name)).toContain('Séjour/Cuisine');
    expect(answer.surface_loi_carrez).toBe(79.55);
    // The generic route reads; it does not replace the project's rooms.
    const rooms = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}/rooms`)).json() as {
      rooms: [];
    };
    expect(rooms.rooms).toEqual([]);

    const twin = await trpc<AnalysisAnswer>(t.app, t.alice, 'mutation', 'plans.analyzeByPath', {
      path: planFile.filePath,
    });
    expect(twin.data?.rooms).toHaveLength(answer.rooms.length);

    expect(
      (await rest(t.app, t.bob, 'POST', `/api/v1/abplan/plans/analyze/${planFile.filePath}`)).statusCode,
    ).toBe(404);
  }, 180_000);

  it("answers 'File path is required' without a path", async () => {
    for (const url of ['/api/v1/abplan/plans/analyze/', '/api/v1/abplan/plans/analyze']) {
      const res = await rest(t.app, t.alice, 'POST', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'File path is required' });
    }
  });

  it('reads a plan without rooms drawn as text as no plan', async () => {
    const project = await newProject();
    await uploadPlan(t.app, t.alice, project.id, 'plan.pdf', await makePdf('Plan RDC'));
    const res = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/plans/analyze-all`);
    expect(res.statusCode).toBe(422);
  }, 180_000);
});
