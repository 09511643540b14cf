import { createFileRoute } from '@tanstack/react-router';
import { ProjectInfoStep } from '../../../features/projects/project-info-step.tsx';
import { WizardFrame } from '../../../features/wizard/wizard-frame.tsx';

/** /projects/new: the info step of a project that does not exist yet (part 1 §2). */
export const Route = createFileRoute('/_app/projects/new')({ component: NewProject });

function NewProject() {
  return (
    <WizardFrame projectId="new">
      <ProjectInfoStep />
    </WizardFrame>
  );
}
