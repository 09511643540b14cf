import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serverAnswerOf } from '../../lib/error-message.ts';

/** The outcome of the project's latest plan analysis in this session (the spec's 'latest-analysis' cache). */
export interface AnalysisRecord {
  status: 'completed' | 'empty' | 'error';
  roomCount: number;
  /** Set when the account, not the plan, stopped the analysis: the server's reason is shown instead. */
  refusal?: AnalysisRefusal;
}

export interface AnalysisRefusal {
  code: 'PLAN_LIMIT' | 'QUOTA_EXCEEDED' | 'RATE_LIMITED';
  message: string;
}

const REFUSALS = new Set<string>([
  'PLAN_LIMIT',
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
] satisfies AnalysisRefusal['code'][]);

/**
 * The refusal behind a failed analysis, if it was one: a Starter account's plan over 100 m², a quota,
 * too many requests. 'Aucun plan détecté' would send the user looking for a fault in a readable plan.
 */
export function analysisRefusal(error: unknown): AnalysisRefusal | undefined {
  const code = serverAnswerOf(error)?.code;
  if (!code || !REFUSALS.has(code) || !(error instanceof Error)) return undefined;
  return { code: code as AnalysisRefusal['code'], message: error.message };
}

export function analysisKey(projectId: string) {
  return ['plans', 'latest-analysis', projectId] as const;
}

/** The latest analysis of the project, null when none has run since the page loaded or the last purge. */
export function useLatestAnalysis(projectId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: analysisKey(projectId),
    queryFn: (): AnalysisRecord | null => null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const record = useCallback(
    (value: AnalysisRecord | null) => queryClient.setQueryData(analysisKey(projectId), value),
    [projectId, queryClient],
  );
  return { latest: query.data ?? null, record };
}
