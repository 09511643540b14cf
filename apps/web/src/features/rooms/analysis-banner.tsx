import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

export type AnalysisBannerState = 'analysing' | 'completed' | 'error' | 'empty';

export const ANALYSIS_MESSAGES = {
  analysing: 'Analyse du plan en cours…',
  analysingHint: 'Détection des pièces et des surfaces, cela peut prendre quelques secondes.',
  completed: (count: number) =>
    count === 1 ? 'Analyse terminée : 1 pièce détectée' : `Analyse terminée : ${count} pièces détectées`,
  errorTitle: 'Erreur d’analyse',
  errorText: 'Aucun plan détecté',
  emptyTitle: 'Aucune pièce détectée',
  emptyText: 'Ajoutez les pièces à la main ou relancez l’analyse.',
  retry: 'Réessayer',
} as const;

/** The four analysis states of part 1 §2 step 3. */
export function AnalysisBanner({
  state,
  roomCount,
  onRetry,
}: {
  state: AnalysisBannerState;
  roomCount: number;
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
      // Nothing read: the error (no plan in the file) or no room found, each with its retry link.
      const failed = state === 'error';
      return (
        <Alert
          color={failed ? 'red' : 'yellow'}
          variant="light"
          icon={failed ? <IconAlertTriangle /> : <IconInfoCircle />}
          title={failed ? ANALYSIS_MESSAGES.errorTitle : ANALYSIS_MESSAGES.emptyTitle}
          role={failed ? 'alert' : 'status'}
        >
          <Group gap="xs">
            <Text size="sm">{failed ? ANALYSIS_MESSAGES.errorText : ANALYSIS_MESSAGES.emptyText}</Text>
            {retry}
          </Group>
        </Alert>
      );
    }
  }
}
