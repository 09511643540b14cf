import { createFileRoute } from '@tanstack/react-router';
import { DossierScreen } from '../../../../features/dossier/dossier-screen.tsx';

/**
 * /projects/{id}/dossier: the project's Consuel dossier, after the 8 steps and outside the wizard's
 * frame (it is no step: it is reached from step 8 once the board is priced).
 */
export const Route = createFileRoute('/_app/projects/$projectId_/dossier')({ component: DossierRoute });

function DossierRoute() {
  const { projectId } = Route.useParams();
  return <DossierScreen projectId={projectId} />;
}
