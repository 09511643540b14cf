import { createFileRoute } from '@tanstack/react-router';
import { DimensioningStep } from '../../../../features/dimensioning/dimensioning-step.tsx';

/** Step 7 'Dimensionnement' (part 2 §2.4). */
export const Route = createFileRoute('/_app/projects/$projectId/dimensioning')({
  component: DimensioningRoute,
});

function DimensioningRoute() {
  const { projectId } = Route.useParams();
  return <DimensioningStep projectId={projectId} />;
}
