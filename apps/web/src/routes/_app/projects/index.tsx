import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProjectList } from '../../../features/projects/project-list.tsx';

interface ProjectsSearch {
  page?: number;
}

/** /projects: 'Mes projets'; the page number lives in the address (?page=2) so that back works. */
export const Route = createFileRoute('/_app/projects/')({
  validateSearch: (search: Record<string, unknown>): ProjectsSearch => {
    const page = Math.trunc(Number(search.page));
    return Number.isFinite(page) && page > 1 ? { page } : {};
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback(
    (next: number) => void navigate({ search: next > 1 ? { page: next } : {} }),
    [navigate],
  );
  return <ProjectList page={page} onPageChange={onPageChange} />;
}
