import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AnalysisRefusal } from './analysis-cache.ts';

export type AnalysisBannerState = 'analysing' | 'completed' | 'error' | 'empty';

const ANALYSIS_MESSAGES = {
  analysing: 'Analyse du plan en cours…',
  analysingHint: 'Détection des pièces et des surfaces, cela peut prendre quelques secondes.',
  completed: (count: number) =>
    count === 1 ? 'Analyse terminée : 1 pièce détectée' : `Analyse terminée : ${count} pièces détectées`,
  errorTitle: 'Erreur d’analyse',
  errorText: 'Aucun plan détecté',
  emptyTitle: 'Aucune pièce détectée',
  emptyText: 'Ajoutez les pièces à la main ou relancez l’analyse.',
  retry: 'Réessayer',
  offers: 'Voir les offres',
} as const;

/** The four analysis states of part 1 §2 step 3. */
export function AnalysisBanner({
  state,
  roomCount,
  refusal,
  onRetry,
}: {
  state: AnalysisBannerState;
  roomCount: number;
  /** The account's limit that stopped the analysis: its reason replaces 'Aucun plan détecté'. */
  refusal?: AnalysisRefusal;
  onRetry(): void;
}) {
  const retry = (
    <Anchor component="button" type="button" size="sm" fw={600} onClick={onRetry}>
      {ANALYSIS_MESSAGES.retry}
    </Anchor>
  );
  switch (state) {
    case 'analysing':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<Loader size={18} />}
          title={ANALYSIS_MESSAGES.analysing}
          role="status"
        >
          {ANALYSIS_MESSAGES.analysingHint}
        </Alert>
      );
    case 'completed':
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck />}
          title={ANALYSIS_MESSAGES.completed(roomCount)}
          role="status"
        >
          Vérifiez les noms, surfaces et types avant de continuer.
        </Alert>
      );
    default: {
      // Nothing read: the error (no plan in the file) or no room found, each with its retry link; a
      // plan over the offer's surface offers the pricing page instead, as the other plan limits do.
      const failed = state === 'error';
      const text = failed ? (refusal?.message ?? ANALYSIS_MESSAGES.errorText) : ANALYSIS_MESSAGES.emptyText;
      const action =
        refusal?.code === 'PLAN_LIMIT' ? (
          <Anchor component={Link} to="/pricing" size="sm" fw={600}>
            {ANALYSIS_MESSAGES.offers}
          </Anchor>
        ) : (
          retry
        );
      return (
        <Alert
          color={failed ? 'red' : 'yellow'}
          variant="light"
          icon={failed ? <IconAlertTriangle /> : <IconInfoCircle />}
          title={failed ? ANALYSIS_MESSAGES.errorTitle : ANALYSIS_MESSAGES.emptyTitle}
          role={failed ? 'alert' : 'status'}
        >
          <Group gap="xs">
            <Text size="sm">{text}</Text>
            {action}
          </Group>
        </Alert>
      );
    }
  }
}
