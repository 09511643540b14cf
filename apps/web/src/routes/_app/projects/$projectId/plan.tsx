import { createFileRoute } from '@tanstack/react-router';
import { PlanStep } from '../../../../features/plans/plan-step.tsx';

export const Route = createFileRoute('/_app/projects/$projectId/plan')({ component: PlanStep });
