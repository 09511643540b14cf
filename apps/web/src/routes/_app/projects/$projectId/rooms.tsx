import { createFileRoute } from '@tanstack/react-router';
import { RoomsStep } from '../../../../features/rooms/rooms-step.tsx';

export const Route = createFileRoute('/_app/projects/$projectId/rooms')({ component: RoomsStep });
