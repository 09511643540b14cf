import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/projects/dashboard.tsx';
import { prefetchRecentProjects } from '../../features/projects/project-queries.ts';

/** /dashboard: 'Tableau de bord' (part 1 §2). The recent projects load with the page's code. */
export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => prefetchRecentProjects(context.queryClient),
  component: Dashboard,
});
