import { createFileRoute } from '@tanstack/react-router';
import { ProjectInfoStep } from '../../../../features/projects/project-info-step.tsx';

export const Route = createFileRoute('/_app/projects/$projectId/info')({ component: ProjectInfoStep });
