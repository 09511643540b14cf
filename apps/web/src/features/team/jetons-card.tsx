import { formatDate } from '@courant/domain';
import { Anchor, Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpcQueryUtils } from '../../lib/signed-in-providers.tsx';
import { trpc } from '../../lib/trpc.ts';

const NBSP = '\u00a0';
const jetons = (n: number) => `${n}${NBSP}jeton${n > 1 ? 's' : ''}`;

/**
 * The dashboard's loader fetched the plan a moment ago: the card's mount takes that answer rather than
 * asking again (an invalidated plan, after a validation, is always asked again).
 */
const LOADER_ANSWER_MS = 5_000;

/** Starts loading the plan and its jetons with the dashboard's code (never throws, as prefetches do). */
export function prefetchTeamPlan(queryClient: QueryClient): Promise<void> {
  return trpcQueryUtils(queryClient).team.plan.prefetch();
}

/**
 * The dashboard's jetons: how many are left of the plan's monthly allowance, the month's
 * validations and when the allowance is renewed; none left links to the pricing page.
 */
export function JetonsCard() {
  const plan = trpc.team.plan.useQuery(undefined, {
    refetchOnMount: (query) =>
      query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > LOADER_ANSWER_MS,
  });
  if (plan.isPending) return <Skeleton h={120} radius="md" />;
  if (!plan.data) return null;
  const { jetons: j, planName } = plan.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="jetons-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <IconCoins size={20} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Title order={2} size="h4" id="jetons-title">
              Jetons du mois
            </Title>
          </Group>
          <Badge variant="light">Offre {planName}</Badge>
        </Group>
        <Text fz={28} fw={700} lh={1.1} data-testid="jetons-left">
          {jetons(j.left)} restant{j.left > 1 ? 's' : ''}
          <Text span c="dimmed" fz="md" fw={500}>
            {` sur ${j.allowance}`}
          </Text>
        </Text>
        <Progress
          value={(j.used / j.allowance) * 100}
          color={j.left === 0 ? 'red' : 'yellow'}
          aria-label={`${j.used} sur ${j.allowance} jetons utilisés`}
        />
        <Text size="sm" c="dimmed">
          {j.used === 0
            ? 'Aucun projet validé ce mois-ci.'
            : `${j.used}${NBSP}projet${j.used > 1 ? 's' : ''} validé${j.used > 1 ? 's' : ''} ce mois-ci${NBSP}: ${j.uses
                .slice(0, 3)
                .map((u) => u.projectName)
                .join(', ')}${j.uses.length > 3 ? '…' : ''}`}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Renouvellement le {formatDate(j.renewsOn)}
          </Text>
          <Anchor component={Link} to="/pricing" size="sm" fw={500}>
            {j.left === 0 ? 'Passer à une offre supérieure' : 'Voir les offres'}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
