import { randomUUID } from 'node:crypto';
import { type RoomDetection, roomSchema } from '@courant/domain';
import {
  AnalysisError,
  type AnalysisResult,
  mergeAnalyses,
  PLAN_MIME_TYPES,
  type PlanMimeType,
} from '@courant/plan-reader/shared';
import {
  CompanySchema,
  PlanAnalysisSchema,
  type PlanFile,
  PlanFileSchema,
  type Project,
  ProjectSchema,
} from '../../db/entities/index.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { ChildJobError, runInChild } from '../../jobs/child-job.ts';
import type { JobHandler, WorkerDeps } from '../../jobs/job-handler.ts';
import type { JobRow } from '../../jobs/job-queue.ts';
import { JOB_KINDS } from '../../jobs/queues.ts';
import type { PlanAnalysisOutput } from '../../jobs/tasks/plan-analysis.ts';
import type { Deps } from '../../services.ts';
import { checkAnalysedSurface } from '../companies/jetons.service.ts';
import type { Member } from '../projects/project-access.ts';
import { replaceRooms } from '../rooms/rooms.service.ts';
import type { AnalysisAnswer } from './plan-analysis.schema.ts';
import { findPlanByPath, loadPlanFiles } from './plans.service.ts';

/**
 * Starter analyses plans up to 100 m²: a larger reading is refused before anything is saved
 * (the analysis itself stays in the audit trail). The surface is the plan's total, else its rooms' sum.
 */
async function checkPlanSurface(
  deps: Deps,
  companyId: string,
  reading: { surfaceLoiCarrez: number | null; rooms: { surface: number | null }[] },
): Promise<void> {
  const company = await deps.em.findOne(CompanySchema, { id: companyId });
  if (!company) return;
  const sum = reading.rooms.reduce((total, room) => total + (room.surface ?? 0), 0);
  checkAnalysedSurface(company.plan, reading.surfaceLoiCarrez ?? (sum > 0 ? sum : null));
}

/** What the client shows under 'Erreur d'analyse' (part 1 §2 step 3). */
const NO_PLAN = 'Aucun plan détecté';

export const PLAN_ANALYSIS_JOB = JOB_KINDS.planAnalysis;

/**
 * An analysis process (pdf.js, the OCR engine and its picture) is killed past this resident memory. A
 * one-page A4 PDF read by OCR peaks at ~1 GB (the OCR engine's WebAssembly heap grows with each pass and
 * never shrinks): the cap leaves room for that, and still stops a hostile file long before it hurts.
 */
export const ANALYSIS_MAX_RSS_MB = 1536;

/** Reads one plan in a child process with the analysis's memory cap and time limit. */
async function readInChild(deps: Pick<Deps, 'config' | 'log'>, bytes: Uint8Array, mime: PlanMimeType) {
  const { apiUrl, apiKey, model, timeoutMs } = deps.config.analysis;
  let output: PlanAnalysisOutput;
  try {
    output = await runInChild<
      { bytes: Uint8Array; mime: PlanMimeType; vision?: { url: string; apiKey?: string; model?: string } },
      PlanAnalysisOutput
    >(
      'plan-analysis',
      { bytes, mime, vision: apiUrl ? { url: apiUrl, apiKey, model } : undefined },
      { maxRssMb: ANALYSIS_MAX_RSS_MB, timeoutMs },
    );
  } catch (error) {
    if (!(error instanceof ChildJobError)) throw error;
    deps.log.warn({ reason: error.reason, message: error.message }, 'plan analysis process stopped');
    if (error.reason === 'timeout') throw new AnalysisError('TIMEOUT');
    throw new AnalysisError(
      'UNSUPPORTED',
      error.reason === 'memory' ? 'Ce plan est trop lourd pour être analysé.' : undefined,
    );
  }
  for (const message of output.visionFailures)
    deps.log.warn({ message }, 'vision model failed, local analysis used');
  if (!output.ok) throw new AnalysisError(output.code, output.message, output.details);
  return output.result;
}

/**
 * Analyses one stored plan (read from the store when the job starts) and records the analysis (engine,
 * duration, text, rooms, or the error): the record stays when rooms are purged (part 1 §4).
 */
async function analyseAndRecord(
  deps: Deps,
  userId: string,
  plan: PlanFile,
): Promise<{ result?: AnalysisResult; error?: AnalysisError; analysisId: string }> {
  const analysisId = randomUUID();
  let result: AnalysisResult | undefined;
  let error: AnalysisError | undefined;
  const started = performance.now();
  try {
    const bytes = await deps.storage.get(plan.storageKey);
    if (!bytes) throw new AnalysisError('NO_PLAN_DETECTED');
    if (!(PLAN_MIME_TYPES as readonly string[]).includes(plan.mime)) throw new AnalysisError('UNSUPPORTED');
    result = await readInChild(deps, bytes, plan.mime as PlanMimeType);
  } catch (caught) {
    if (!(caught instanceof AnalysisError))
      deps.log.error({ err: caught, planId: plan.id }, 'plan analysis crashed');
    error = caught instanceof AnalysisError ? caught : new AnalysisError('NO_PLAN_DETECTED');
  }
  deps.em.create(PlanAnalysisSchema, {
    id: analysisId,
    owner: userId,
    project: plan.project ?? null,
    planFileIds: [plan.id],
    engine: result?.engine ?? error?.details.engine ?? 'none',
    durationMs: result?.durationMs ?? error?.details.durationMs ?? Math.round(performance.now() - started),
    text: result?.text ?? error?.details.text ?? null,
    rooms: result?.rooms ?? [],
    surfaceLoiCarrez: result?.surfaceLoiCarrez ?? null,
    error: error ? `${error.code}: ${error.message}` : null,
  });
  await deps.em.flush();
  return { result, error, analysisId };
}

type ReadRoom = AnalysisResult['rooms'][number] & { planFileId?: string };

/**
 * Where the analysis read a room, kept in its options: step 3 draws the box on the plan and marks
 * 'À vérifier' what the reading was unsure of.
 */
function detectionOf(room: ReadRoom): RoomDetection | null {
  if (!room.label) return null;
  const { page, x, y, width, height } = room.label;
  return { planFileId: room.planFileId, page, x, y, width, height, confidence: room.confidence };
}

const toRoomInput = (room: ReadRoom) =>
  roomSchema.parse({
    id: randomUUID(),
    name: room.name,
    surface: room.surface,
    roomType: room.roomType,
    options: { roomType: room.roomType, detection: detectionOf(room) },
  });

/** Rooms read on one plan, as an answer (not saved: the generic route only reads). */
function answerOfPlan(plan: PlanFile, result: AnalysisResult, analysisId: string): AnalysisAnswer {
  return {
    rooms: result.rooms.map((room) => ({
      id: randomUUID(),
      name: room.name,
      surface: room.surface,
      roomType: room.roomType,
      exposition: null,
      options: {
        roomType: room.roomType,
        exposition: null,
        detection: detectionOf({ ...room, planFileId: plan.id }),
      },
    })),
    surface_loi_carrez: result.surfaceLoiCarrez,
    surfaceLoiCarrez: result.surfaceLoiCarrez,
    analysisId,
  };
}

/** An analysis job: every plan of a project (rooms saved), or one plan (rooms answered only). */
type AnalysisPayload =
  | { userId: string; projectId: string }
  /** companyId: whose plan sets the surface limit (absent on jobs queued before it was added). */
  | { userId: string; planId: string; companyId?: string };
type AnalysisJobResult = { answer: AnalysisAnswer } | { error: { code: ErrorCode; message: string } };

/**
 * `plan-analysis`: runs in a worker (the web process's own or `npm run worker`), each plan read in a
 * child process. A refusal the user must see (no plan, nothing read, the project gone) is the job's
 * result, not a failure: it is not tried again.
 */
export const planAnalysisJob: JobHandler = {
  async run(workerDeps: WorkerDeps, payload: unknown): Promise<AnalysisJobResult> {
    const input = payload as AnalysisPayload;
    const em = workerDeps.orm.em.fork();
    const deps: Deps = {
      em,
      sql: workerDeps.orm.em,
      storage: workerDeps.storage,
      log: workerDeps.log,
      config: workerDeps.config,
      jobs: workerDeps.jobs,
    };
    try {
      if ('projectId' in input) {
        const project = await em.findOne(ProjectSchema, { id: input.projectId });
        if (!project) throw new AppError('NOT_FOUND', 'Projet introuvable');
        return { answer: await analyzeProjectPlans(deps, input.userId, project) };
      }
      const plan = await em.findOne(PlanFileSchema, { id: input.planId });
      if (!plan) throw new AppError('NOT_FOUND', 'Plan introuvable');
      const { result, analysisId } = await analyseAndRecord(deps, input.userId, plan);
      if (!result) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
      if (input.companyId) await checkPlanSurface(deps, input.companyId, result);
      return { answer: answerOfPlan(plan, result, analysisId) };
    } catch (error) {
      if (error instanceof AppError) return { error: { code: error.code, message: error.message } };
      throw error;
    }
  },
};

/** How long the request waits for its analysis: each plan's time limit, and the queue ahead of it. */
function analysisWaitMs(deps: Deps, plans: number): number {
  return Math.min(Math.max(1, plans) * (deps.config.analysis.timeoutMs + 5000) + 60_000, 600_000);
}

/** The job's outcome as the procedure's answer or its error. */
function answerOf(row: JobRow | null): AnalysisAnswer {
  if (row?.status === 'done') {
    const result = row.result as AnalysisJobResult;
    if ('answer' in result) return result.answer;
    throw new AppError(result.error.code, result.error.message);
  }
  if (row?.status === 'failed')
    throw new AppError('SERVICE_UNAVAILABLE', 'L’analyse du plan n’a pas pu aboutir. Veuillez réessayer.');
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    'L’analyse du plan prend plus de temps que prévu. Réessayez dans quelques minutes.',
    undefined,
    60,
  );
}

/**
 * Queues the analysis (one in flight per user, a bounded queue: 503 + Retry-After when full) and waits
 * for its result. The web process never reads the file: the job does, when it starts.
 */
async function runAnalysisJob(deps: Deps, payload: AnalysisPayload, plans: number): Promise<AnalysisAnswer> {
  const jobId = await deps.jobs.sendBounded(deps.em, PLAN_ANALYSIS_JOB, payload, {
    ownerKey: payload.userId,
    maxQueued: deps.config.jobs.maxQueuedAnalyses,
  });
  return answerOf(await deps.jobs.waitFor(PLAN_ANALYSIS_JOB, jobId, analysisWaitMs(deps, plans)));
}

/**
 * POST /projects/{id}/plans/analyze-all: every plan of the project read, the rooms found put
 * together and saved in place of the project's rooms (their equipment goes with them).
 */
export async function analyzeAllPlans(deps: Deps, userId: string, project: Project): Promise<AnalysisAnswer> {
  const plans = await deps.em.count(PlanFileSchema, { project: project.id });
  if (plans === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  return runAnalysisJob(deps, { userId, projectId: project.id }, plans);
}

async function analyzeProjectPlans(deps: Deps, userId: string, project: Project): Promise<AnalysisAnswer> {
  const plans = await loadPlanFiles(deps.em, [project.id]);
  if (plans.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const readings = [];
  // One plan after the other, each in its own process: a project's plans are few.
  for (const plan of plans) readings.push(await analyseAndRecord(deps, userId, plan));
  // Each room keeps the plan it was read on (its box is drawn on that plan).
  const results = readings.flatMap(({ result }, index) =>
    result ? [{ ...result, rooms: result.rooms.map((r) => ({ ...r, planFileId: plans[index]?.id })) }] : [],
  );
  if (results.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const merged = mergeAnalyses(results);
  await checkPlanSurface(deps, project.company, merged);
  const saved = await replaceRooms(deps, project, {
    id: project.id,
    rooms: merged.rooms.map(toRoomInput),
    surfaceLoiCarrez: merged.surfaceLoiCarrez,
  });
  return {
    rooms: saved.rooms,
    surface_loi_carrez: merged.surfaceLoiCarrez,
    surfaceLoiCarrez: merged.surfaceLoiCarrez,
    analysisId: readings[readings.length - 1]?.analysisId ?? '',
  };
}

/** POST /abplan/plans/analyze/{path}: one stored plan the member may reach, read; nothing else changes. */
export async function analyzePlanByPath(deps: Deps, member: Member, path: string): Promise<AnalysisAnswer> {
  const plan = await findPlanByPath(deps, member, path);
  return runAnalysisJob(deps, { userId: member.id, planId: plan.id, companyId: member.companyId }, 1);
}
