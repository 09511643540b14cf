import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The outcome of the project's latest plan analysis in this session (the spec's 'latest-analysis' cache). */
export interface AnalysisRecord {
  status: 'completed' | 'empty' | 'error';
  roomCount: number;
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
