import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconChecklist, IconFileText, IconFolders, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth.tsx';
import { OverdueInvoicesCard } from '../invoices/overdue-invoices-card.tsx';
import { JetonsCard } from '../team/jetons-card.tsx';
import { ProjectCard } from './project-card.tsx';
import { NoProjectYet, ProjectGrid, ProjectGridSkeleton, ProjectsLoadError } from './project-grid.tsx';
import { RECENT_LIMIT, useRecentProjects } from './project-queries.ts';

/** Part 1 §2 'Dashboard': three tips. */
const TIPS = [
  {
    icon: IconFileText,
    title: 'Préparez vos plans',
    text: 'Importez vos plans en PDF ou en image (JPG, PNG, HEIC, WEBP). Un plan net, avec les noms et surfaces des pièces, donne la meilleure détection.',
  },
  {
    icon: IconFolders,
    title: 'Organisez vos projets',
    text: 'Un projet par logement, avec un nom et une description clairs : vous retrouvez chaque estimation en un coup d’œil.',
  },
  {
    icon: IconChecklist,
    title: 'Validez les résultats de l’IA',
    text: 'Vérifiez les pièces, surfaces et types détectés avant de choisir les équipements : l’analyse automatique peut se tromper.',
  },
] as const;

/** The dashboard: greeting, recent projects (home cards), and tips. */
export function Dashboard() {
  const { user } = useAuth();
  const recent = useRecentProjects();
  // Part 1 §2: greeted by first name, falling back to 'utilisateur'.
  const firstName = user?.user_metadata.firstName.trim() || 'utilisateur';
  const projects = recent.data?.projects ?? [];

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} size="h2">
            Bonjour {firstName}
          </Title>
          <Text c="dimmed">Reprenez un projet ou démarrez-en un nouveau.</Text>
        </div>
        <Button component={Link} to="/projects/new" leftSection={<IconPlus size={18} />}>
          Nouveau projet
        </Button>
      </Group>

      <JetonsCard />
      <OverdueInvoicesCard />

      <Stack gap="md" component="section" aria-labelledby="recent-projects">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="recent-projects">
            Projets récents
          </Title>
          <Anchor component={Link} to="/projects" size="sm" fw={500}>
            Voir tous les projets
          </Anchor>
        </Group>
        {recent.isError ? (
          <ProjectsLoadError error={recent.error} />
        ) : recent.isPending ? (
          <ProjectGridSkeleton count={3} height={280} />
        ) : projects.length === 0 ? (
          <NoProjectYet variant="home" />
        ) : (
          <ProjectGrid>
            {projects.slice(0, RECENT_LIMIT).map((project) => (
              <ProjectCard key={project.id} project={project} variant="home" />
            ))}
          </ProjectGrid>
        )}
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="tips">
        <Group gap="xs">
          <IconBulb size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Title order={2} size="h4" id="tips">
            Conseils
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIPS.map((tip) => (
            <Paper key={tip.title} withBorder radius="md" p="lg">
              <Stack gap="xs">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <tip.icon size={20} />
                </ThemeIcon>
                <Text fw={600}>{tip.title}</Text>
                <Text size="sm" c="dimmed">
                  {tip.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
