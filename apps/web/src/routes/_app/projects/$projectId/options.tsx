import { createFileRoute } from '@tanstack/react-router';
import { OptionsStep } from '../../../../features/options/options-step.tsx';

export const Route = createFileRoute('/_app/projects/$projectId/options')({ component: OptionsStep });
