import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../features/shell/status-pages.tsx';

export const Route = createFileRoute('/403')({ component: ForbiddenPage });
