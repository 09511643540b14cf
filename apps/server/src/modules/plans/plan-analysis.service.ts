import { randomUUID } from 'node:crypto';
import { type RoomDetection, roomSchema } from '@courant/domain';
import {
  AnalysisError,
  type AnalysisResult,
  type AnalyzePlanOptions,
  analyzePlan,
  mergeAnalyses,
  PLAN_MIME_TYPES,
  type PlanMimeType,
} from '@courant/plan-reader';
import { PlanAnalysisSchema, type PlanFile, type Project } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { replaceRooms } from '../rooms/rooms.service.ts';
import type { AnalysisAnswer } from './plan-analysis.schema.ts';
import { findPlanByPath, loadPlanFiles } from './plans.service.ts';

/** What the client shows under 'Erreur d'analyse' (part 1 §2 step 3). */
const NO_PLAN = 'Aucun plan détecté';

function analysisOptions(deps: Deps): AnalyzePlanOptions & { onVisionFailure: (m: string) => void } {
  const { apiUrl, apiKey, model } = deps.config.analysis;
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
    result = await analyzePlan(
      { bytes, mime: plan.mime as PlanMimeType, timeoutMs: deps.config.analysis.timeoutMs },
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

/**
 * POST /projects/{id}/plans/analyze-all: every plan of the project read, the rooms found put
 * together and saved in place of the project's rooms (their equipment goes with them).
 */
export function analyzeAllPlans(deps: Deps, userId: string, project: Project): Promise<AnalysisAnswer> {
  // One analysis in flight per user, a bounded queue behind (503 + Retry-After when full); the files
  // are read when the job starts, not while it waits.
  return deps.planJobs.analyses.run(userId, () => analyzeProjectPlans(deps, userId, project));
}

async function analyzeProjectPlans(deps: Deps, userId: string, project: Project): Promise<AnalysisAnswer> {
  const plans = await loadPlanFiles(deps.em, [project.id]);
  if (plans.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const readings = [];
  // One plan after the other: the pool has few workers, and a project's plans are few.
  for (const plan of plans) readings.push(await analyseAndRecord(deps, userId, plan));
  // Each room keeps the plan it was read on (its box is drawn on that plan).
  const results = readings.flatMap(({ result }, index) =>
    result ? [{ ...result, rooms: result.rooms.map((r) => ({ ...r, planFileId: plans[index]?.id })) }] : [],
  );
  if (results.length === 0) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
  const merged = mergeAnalyses(results);
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

/** POST /abplan/plans/analyze/{path}: one stored plan of the user, read; nothing else changes. */
export async function analyzePlanByPath(deps: Deps, userId: string, path: string): Promise<AnalysisAnswer> {
  const plan = await findPlanByPath(deps, userId, path);
  const { result, analysisId } = await deps.planJobs.analyses.run(userId, () =>
    analyseAndRecord(deps, userId, plan),
  );
  if (!result) throw new AppError('ANALYSIS_FAILED', NO_PLAN);
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
