import {
  Alert,
  Button,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFolderPlus, IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../lib/error-message.ts';

/** The project cards' grid (dashboard and 'Mes projets'), its placeholders, its empty and error states. */

/** The cards' grid: one column on a phone, two on a tablet, three on a desktop. */
export function ProjectGrid(props: SimpleGridProps) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" {...props} />;
}

/** The grid while the projects load: `count` grey cards `height` px high. */
export function ProjectGridSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <ProjectGrid>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </ProjectGrid>
  );
}

export function ProjectsLoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" title="Impossible de charger les projets">
      {errorMessage(error, 'Veuillez réessayer plus tard.')}
    </Alert>
  );
}

/** No project yet: on the dashboard a first one to start, in 'Mes projets' an empty list. */
const NO_PROJECT = {
  home: {
    icon: IconRocket,
    title: 'Commencez votre premier projet',
    text: 'Importez un plan\u00a0: Courant détecte les pièces et prépare une installation conforme NF C 15-100.',
    py: 'md',
    order: 3,
    size: 'h4',
    maw: 440,
    buttonTop: 'xs',
  },
  list: {
    icon: IconFolderPlus,
    title: 'Aucun projet',
    text: 'Créez un projet, ajoutez un plan\u00a0: les pièces sont détectées et l’estimation se construit pas à pas.',
    py: 'xl',
    order: 2,
    size: 'h3',
    maw: 420,
    buttonTop: 'sm',
  },
} as const;

export function NoProjectYet({ variant }: { variant: keyof typeof NO_PROJECT }) {
  const { icon: Icon, title, text, py, order, size, maw, buttonTop } = NO_PROJECT[variant];
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py={py}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon size={30} />
        </ThemeIcon>
        <Title order={order} size={size} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={maw}>
          {text}
        </Text>
        <Button component={Link} to="/projects/new" leftSection={<IconPlus size={18} />} mt={buttonTop}>
          Créer un projet
        </Button>
      </Stack>
    </Paper>
  );
}
