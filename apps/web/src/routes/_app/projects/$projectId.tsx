import { createFileRoute, Outlet } from '@tanstack/react-router';
import { WizardFrame } from '../../../features/wizard/wizard-frame.tsx';

/** /projects/{id}/…: the wizard frame around the step routes (part 1 §2 'Wizard frame'). */
export const Route = createFileRoute('/_app/projects/$projectId')({ component: ProjectWizard });

function ProjectWizard() {
  const { projectId } = Route.useParams();
  return (
    <WizardFrame projectId={projectId}>
      <Outlet />
    </WizardFrame>
  );
}
