import { createFileRoute } from '@tanstack/react-router';
import { EstimateStep } from '../../../../features/estimate/estimate-step.tsx';

/** Step 8 'Estimations' (part 2 §2.5). */
export const Route = createFileRoute('/_app/projects/$projectId/quote')({ component: QuoteRoute });

function QuoteRoute() {
  const { projectId } = Route.useParams();
  return <EstimateStep projectId={projectId} />;
}
