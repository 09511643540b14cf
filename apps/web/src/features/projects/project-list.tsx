import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { Pager } from '../../ui/pager.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectCard } from './project-card.tsx';
import { NoProjectYet, ProjectGrid, ProjectGridSkeleton, ProjectsLoadError } from './project-grid.tsx';
import { LIST_PAGE_SIZE, type ProjectListItem, useProjectList } from './project-queries.ts';

export interface ProjectListProps {
  page: number;
  onPageChange(page: number): void;
}

/** 'Mes projets' (part 1 §2): 6 cards a page, newest update first; pagination only with several pages. */
export function ProjectList({ page, onPageChange }: ProjectListProps) {
  const list = useProjectList(page);
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  const utils = trpc.useUtils();
  const duplicate = trpc.projects.duplicate.useMutation();
  // 'Dupliquer': the copy is a draft, newest, so it heads the first page.
  const copy = async (project: ProjectListItem) => {
    try {
      const copied = await duplicate.mutateAsync({ id: project.id });
      await utils.projects.list.invalidate();
      onPageChange(1);
      notifications.show({
        color: 'green',
        title: 'Projet dupliqué',
        message: `«\u00a0${copied.name}\u00a0» a été créé.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Duplication impossible', message: errorMessage(error, '') });
    }
  };
  const data = list.data;
  const totalPages = data?.totalPages ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Mes projets
        </Title>
        <Button component={Link} to="/projects/new" leftSection={<IconPlus size={18} />}>
          Nouveau projet
        </Button>
      </Group>

      {list.isError ? (
        <ProjectsLoadError error={list.error} />
      ) : !data ? (
        <ProjectGridSkeleton count={LIST_PAGE_SIZE} height={300} />
      ) : data.projects.length === 0 && page === 1 ? (
        <NoProjectYet variant="list" />
      ) : (
        <>
          <ProjectGrid style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                variant="list"
                onDelete={setToDelete}
                onDuplicate={(p) => void copy(p)}
              />
            ))}
          </ProjectGrid>
          <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} label="Pagination" />
        </>
      )}

      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
