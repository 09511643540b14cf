import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { useWizardFrame } from '../wizard/wizard-context.tsx';
import { NoticeAction } from './notice-action.tsx';

const BOARD_STALE_TEXT = {
  title: 'Tableau à recalculer',
  body: 'Des pièces, des équipements, des options ou des faits d’installation ont changé depuis le calcul du tableau\u00a0: l’estimation en reprend l’ancien. Recalculez le dimensionnement (étape\u00a07), puis l’estimation.',
  action: 'Revoir le dimensionnement',
} as const;

/**
 * Step 7 warns when its saved board no longer follows the project; step 8 prices that
 * board, so it says so too, with the way back, instead of pricing an old board without a word.
 */
export function BoardStaleNotice({ projectId }: { projectId: string }) {
  const status = trpc.dimensioning.status.useQuery({ projectId }, { staleTime: 0, refetchOnMount: 'always' });
  const wizard = useWizardFrame();
  if (!status.data?.stale) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={BOARD_STALE_TEXT.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{BOARD_STALE_TEXT.body}</Text>
        <NoticeAction icon={IconArrowLeft} color="orange" onClick={() => wizard.goTo?.('dimensioning')}>
          {BOARD_STALE_TEXT.action}
        </NoticeAction>
      </Stack>
    </Alert>
  );
}
