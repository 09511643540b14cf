import { createFileRoute } from '@tanstack/react-router';
import { prefetchOverdueInvoices } from '../../features/invoices/overdue-invoices-card.tsx';
import { Dashboard } from '../../features/projects/dashboard.tsx';
import { prefetchRecentProjects } from '../../features/projects/project-queries.ts';
import { prefetchTeamPlan } from '../../features/team/jetons-card.tsx';

/**
 * /dashboard: 'Tableau de bord' (part 1 §2). The recent projects, the jetons and the overdue invoices load with the page's code
 * (one batched request), so that the page is drawn once, with both.
 */
export const Route = createFileRoute('/_app/dashboard')({
  loader: async ({ context }) => {
    await Promise.all([
      prefetchRecentProjects(context.queryClient),
      prefetchTeamPlan(context.queryClient),
      prefetchOverdueInvoices(context.queryClient),
    ]);
  },
  component: Dashboard,
});
