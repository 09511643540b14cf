import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/status-pages.tsx';

export const Route = createFileRoute('/404')({ component: NotFoundPage });
