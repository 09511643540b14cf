import { Grid, Stack } from '@mantine/core';
import { useWizardFrame } from '../wizard/wizard-context.tsx';
import { PlanList } from './plan-list.tsx';
import { PlanUploadPanel } from './plan-upload-panel.tsx';
import { PlanViewer } from './plan-viewer.tsx';
import { usePlanStep } from './use-plan-step.ts';

/** Step 2 'Plan' (part 1 §2): upload one or more plans, list and delete them, see them. */
export function PlanStep() {
  const { projectId, goTo } = useWizardFrame();
  const step = usePlanStep(projectId);
  const { plans } = step;

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: plans.length > 0 ? 5 : 12 }}>
        <Stack gap="md">
          <PlanUploadPanel
            onFiles={step.addFiles}
            entries={step.uploads.entries}
            errors={step.uploads.errors}
            clearErrors={step.uploads.clearErrors}
            onNoPlan={step.total === 0 && goTo ? () => goTo('rooms') : undefined}
          />
          <PlanList
            plans={plans}
            total={step.total}
            loading={step.loading}
            deletingId={step.deletingId}
            onDelete={step.askDelete}
            page={step.page}
            totalPages={step.totalPages}
            onPageChange={step.setPage}
          />
        </Stack>
      </Grid.Col>
      {plans.length > 0 ? (
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PlanViewer plans={plans} />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
