import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { Pager } from '../../ui/pager.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectCard } from './project-card.tsx';
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
  // 'Dupliquer' (issue 16): the copy is a draft, newest, so it heads the first page.
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
        <Alert color="red" title="Impossible de charger les projets">
          {errorMessage(list.error, 'Veuillez réessayer plus tard.')}
        </Alert>
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {Array.from({ length: LIST_PAGE_SIZE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.projects.length === 0 && page === 1 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm" py="xl">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconFolderPlus size={30} />
            </ThemeIcon>
            <Title order={2} size="h3">
              Aucun projet
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              Créez un projet, ajoutez un plan : les pièces sont détectées et l’estimation se construit pas à
              pas.
            </Text>
            <Button component={Link} to="/projects/new" leftSection={<IconPlus size={18} />} mt="sm">
              Créer un projet
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                variant="list"
                onDelete={setToDelete}
                onDuplicate={(p) => void copy(p)}
              />
            ))}
          </SimpleGrid>
          <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} label="Pagination" />
        </>
      )}

      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
