import { type ComplianceRequest, type ComplianceResult, canonicalJson } from '@courant/domain';
import { complianceErrorMessage } from './compliance-model.ts';

/**
 * The last NF C 15-100 check of each project, shared by step 4, step 6 and the summary's modal so
 * that one result is shown everywhere and the same data is never sent twice in a row (part 2 §4.2).
 * States: idle → validating → a result (compliant or not) or an error.
 */
export type ComplianceStatus = 'idle' | 'validating' | 'done' | 'error';

export interface ComplianceState {
  status: ComplianceStatus;
  result: ComplianceResult | null;
  error: string | null;
  /** Stable JSON of the request the shown result (or error) answers. */
  checkedKey: string | null;
  /** Stable JSON of the last request sent, answered or not. */
  sentKey: string | null;
}

export type SendCheck = (request: ComplianceRequest) => Promise<ComplianceResult>;

export interface CheckOptions {
  /** A user's explicit 'Revérifier la norme' / 'Réessayer' sends even the same data again. */
  force?: boolean;
}

const IDLE: ComplianceState = { status: 'idle', result: null, error: null, checkedKey: null, sentKey: null };

export function createComplianceStore() {
  const states = new Map<string, ComplianceState>();
  const sequence = new Map<string, number>();
  const listeners = new Set<() => void>();

  function set(projectId: string, patch: Partial<ComplianceState>) {
    states.set(projectId, { ...get(projectId), ...patch });
    for (const listener of listeners) listener();
  }

  function get(projectId: string): ComplianceState {
    return states.get(projectId) ?? IDLE;
  }

  /**
   * Sends a check unless it cannot run (no project id, no room) or, for an automatic trigger, the
   * same data was the last one sent. Resolves to the answer, or null when nothing was sent or a
   * newer check superseded this one.
   */
  async function check(
    projectId: string | null | undefined,
    request: ComplianceRequest,
    send: SendCheck,
    options: CheckOptions = {},
  ): Promise<ComplianceResult | null> {
    if (!projectId || request.rooms.length === 0) return null;
    const key = canonicalJson(request);
    if (!options.force && get(projectId).sentKey === key) return null;
    const seq = (sequence.get(projectId) ?? 0) + 1;
    sequence.set(projectId, seq);
    set(projectId, { status: 'validating', sentKey: key });
    try {
      const result = await send(request);
      if (sequence.get(projectId) !== seq) return null;
      set(projectId, { status: 'done', result, error: null, checkedKey: key });
      return result;
    } catch (error) {
      if (sequence.get(projectId) === seq) {
        set(projectId, { status: 'error', error: complianceErrorMessage(error), checkedKey: key });
      }
      return null;
    }
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** Forgets every project (on sign-out, so that another account starts clean). */
  function clear() {
    states.clear();
    for (const listener of listeners) listener();
  }

  return { get, check, subscribe, clear };
}

export type ComplianceStore = ReturnType<typeof createComplianceStore>;

/** A result is stale once the rooms (id, surface, type) or the equipment differ from what was checked. */
export function isStale(state: ComplianceState, request: ComplianceRequest | null): boolean {
  if (!state.result || !request) return false;
  return state.checkedKey !== canonicalJson(request);
}

/** The app's one store. */
export const complianceStore = createComplianceStore();
