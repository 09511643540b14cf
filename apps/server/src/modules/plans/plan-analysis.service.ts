import { randomUUID } from 'node:crypto';
import { roomSchema } from '@courant/domain';
import {
  AnalysisError,
  type AnalysisResult,
  type AnalyzePlanOptions,
  analyzePlan,
  mergeAnalyses,
  PLAN_MIME_TYPES,
  type PlanMimeType,
} from '../../analysis/index.ts';
import type { Config } from '../../config.ts';
import { PlanAnalysisSchema, type PlanFile, PlanFileSchema } from '../../db/entities/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { findOwnedProject, isUuid } from '../projects/project-access.ts';
import { replaceRooms } from '../rooms/rooms.service.ts';
import type { AnalysisAnswer } from './plan-analysis.schema.ts';
import { loadPlanFiles, type PlanDeps } from './plans.service.ts';

export interface AnalysisDeps extends PlanDeps {
  analysis: Config['analysis'];
}

/** What the client shows under 'Erreur d'analyse' (part 1 §2 step 3). */
const NO_PLAN = 'Aucun plan détecté';

function analysisOptions(deps: AnalysisDeps): AnalyzePlanOptions & { onVisionFailure: (m: string) => void } {
  const { apiUrl, apiKey, model } = deps.analysis;
  return {
    vision: apiUrl ? { url: apiUrl, apiKey, model } : undefined,
    onVisionFailure: (message) => deps.log.warn({ message }, 'vision model failed, local analysis used'),
  };
}

/**
 * Analyses one stored plan and records the analysis (engine, duration, text, rooms, or the error):
 * the record stays when rooms are purged (part 1 §4).
 */
async function analyseAndRecord(
  deps: AnalysisDeps,
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
    result = await analyzePlan(
      { bytes, mime: plan.mime as PlanMimeType, timeoutMs: deps.analysis.timeoutMs },
      analysisOptions(deps),
    );
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

const toRoomInput = (room: AnalysisResult['rooms'][number]) =>
  roomSchema.parse({
    id: randomUUID(),
    name: room.name,
    surface: room.surface,
    roomType: room.roomType,
    options: { roomType: room.roomType },
  });

/**
 * POST /projects/{id}/plans/analyze-all: every plan of the project read, the rooms found put
 * together and saved in place of the project's rooms (their equipment goes with them).
 */
export async function analyzeAllPlans(
  deps: AnalysisDeps,
  userId: string,
  projectId: string,
): Promise<AnalysisAnswer> {
  const project = await findOwnedProject(deps.em, userId, projectId);
  const plans = await loadPlanFiles(deps.em, [project.id]);
  if (plans.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const readings = [];
  // One plan after the other: the pool has few workers, and a project's plans are few.
  for (const plan of plans) readings.push(await analyseAndRecord(deps, userId, plan));
  const results = readings.flatMap((r) => (r.result ? [r.result] : []));
  if (results.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const merged = mergeAnalyses(results);
  const saved = await replaceRooms(deps.em, userId, {
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

/** POST /abplan/plans/analyze/{path}: one stored plan of the user, read; nothing else changes. */
export async function analyzePlanByPath(
  deps: AnalysisDeps,
  userId: string,
  path: string,
): Promise<AnalysisAnswer> {
  const key = path.replace(/^\/+/, '');
  if (!key) throw new AppError('VALIDATION_ERROR', 'File path is required');
  const plan = await deps.em.findOne(PlanFileSchema, {
    owner: userId,
    ...(isUuid(key) ? { $or: [{ id: key }, { storageKey: key }] } : { storageKey: key }),
  });
  if (!plan) throw notFound('Plan');
  const { result, analysisId } = await analyseAndRecord(deps, userId, plan);
  if (!result) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  return {
    rooms: result.rooms.map((room) => ({
      id: randomUUID(),
      name: room.name,
      surface: room.surface,
      roomType: room.roomType,
      exposition: null,
      options: { roomType: room.roomType, exposition: null },
    })),
    surface_loi_carrez: result.surfaceLoiCarrez,
    surfaceLoiCarrez: result.surfaceLoiCarrez,
    analysisId,
  };
}
