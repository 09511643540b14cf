import type { ComplianceRequest } from '@courant/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useSendCheck } from '../equipment/use-project-equipment.ts';
import { type CheckOptions, type ComplianceState, complianceStore, isStale } from './compliance-store.ts';

export function useComplianceState(projectId: string): ComplianceState {
  return useSyncExternalStore(
    complianceStore.subscribe,
    () => complianceStore.get(projectId),
    () => complianceStore.get(projectId),
  );
}

/**
 * The project's last check, whether it still matches `request` (the data on screen), and `check` to
 * run one (automatic triggers skip data already sent; pass `{ force: true }` for the user's buttons).
 */
export function useCompliance(projectId: string, request: ComplianceRequest | null) {
  const state = useComplianceState(projectId);
  const send = useSendCheck();
  const check = useCallback(
    (options?: CheckOptions) => (request ? complianceStore.check(projectId, request, send, options) : null),
    [projectId, request, send],
  );
  return { state, stale: isStale(state, request), check };
}
