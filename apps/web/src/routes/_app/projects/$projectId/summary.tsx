import { createFileRoute } from '@tanstack/react-router';
import { SummaryStep } from '../../../../features/summary/summary-step.tsx';

/** Step 6 'Récapitulatif' (part 2 §2.2). */
export const Route = createFileRoute('/_app/projects/$projectId/summary')({ component: SummaryRoute });

function SummaryRoute() {
  const { projectId } = Route.useParams();
  return <SummaryStep projectId={projectId} />;
}
