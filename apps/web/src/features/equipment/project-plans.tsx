import { Paper, Stack, Text, Title } from '@mantine/core';
import { PlanViewer, type ViewablePlan } from '../plans/plan-viewer.tsx';

/** 'Plans du projet' (part 2 §2.1, §2.2), with the plan step's viewer; a short note when there is none. */
export function ProjectPlans({ plans }: { plans: readonly ViewablePlan[] }) {
  if (plans.length > 0) return <PlanViewer plans={plans} title="Plans du projet" />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Plans du projet
        </Title>
        <Text size="sm" c="dimmed">
          Aucun plan ajouté.
        </Text>
      </Stack>
    </Paper>
  );
}
