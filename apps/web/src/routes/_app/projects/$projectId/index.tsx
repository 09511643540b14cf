import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openingStep } from '../../../../features/projects/project-model.ts';
import { useProject } from '../../../../features/projects/project-queries.ts';
import { stepHref } from '../../../../features/wizard/wizard-model.ts';

/** /projects/{id} opens a step: the quote step of a completed project, otherwise the info step. */
export const Route = createFileRoute('/_app/projects/$projectId/')({ component: OpenProject });

function OpenProject() {
  const { projectId } = Route.useParams();
  const { project } = useProject(projectId);
  const navigate = useNavigate();
  const status = project?.status;
  useEffect(() => {
    // The frame shows 'Chargement du projet...' until the project is there.
    if (status !== undefined)
      void navigate({ href: stepHref(projectId, openingStep(status, 'list')), replace: true });
  }, [navigate, projectId, status]);
  return null;
}
