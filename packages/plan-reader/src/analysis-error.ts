import type { AnalysisEngine } from './types.ts';

export type AnalysisErrorCode = 'NO_PLAN_DETECTED' | 'TIMEOUT' | 'UNSUPPORTED';

/** French messages a user can read (the client shows 'Aucun plan détecté' for any failure, spec part 1). */
export const ANALYSIS_ERROR_MESSAGES: Record<AnalysisErrorCode, string> = {
  NO_PLAN_DETECTED: 'Aucun plan détecté',
  TIMEOUT: 'L’analyse du plan a pris trop de temps. Réessayez, ou déposez le plan en PDF.',
  UNSUPPORTED: 'Ce format de fichier n’est pas pris en charge pour l’analyse.',
};

/** What an analysis that found nothing still read: stored with the failed analysis for audit. */
export interface AnalysisErrorDetails {
  engine?: AnalysisEngine;
  durationMs?: number;
  text?: string;
}

export class AnalysisError extends Error {
  override readonly name = 'AnalysisError';

  constructor(
    readonly code: AnalysisErrorCode,
    message: string = ANALYSIS_ERROR_MESSAGES[code],
    readonly details: AnalysisErrorDetails = {},
  ) {
    super(message);
  }
}
