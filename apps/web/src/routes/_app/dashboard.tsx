import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/projects/dashboard.tsx';

/** /dashboard: 'Tableau de bord' (part 1 §2). */
export const Route = createFileRoute('/_app/dashboard')({ component: Dashboard });
