import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';

/** The wizard's last button while a jeton remains (part 1 §1: 'Valider le projet' with '−1 jeton'). */
export const VALIDATE_WITH_JETON = 'Valider le projet (−1 jeton)';

/**
 * What validating this project costs: one jeton the first time, nothing after. With none
 * left, the button is disabled with the plan's limit as its reason, and `exhausted` holds the message.
 */
export function useProjectJeton(projectId: string) {
  const jeton = trpc.team.jeton.useQuery({ projectId });
  const data = jeton.data;
  if (!data || data.spent) return { label: undefined, disabledReason: null, exhausted: null };
  if (data.left > 0) return { label: VALIDATE_WITH_JETON, disabledReason: null, exhausted: null };
  return { label: undefined, disabledReason: data.message, exhausted: data.message };
}

/** Step 8 with no jeton left: the limit explained, and the pricing page offered. */
export function JetonLimitNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="orange" icon={<IconCoins size={18} />} title="Plus de jeton ce mois-ci" role="alert">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Text size="sm" maw={620}>
          {message}
        </Text>
        <Button component={Link} to="/pricing" variant="filled" color="orange" size="xs">
          Voir les offres
        </Button>
      </Group>
    </Alert>
  );
}
