import { cardPrice, formatDate, formatSurface, isIssued, QUOTE_STATUS_LABELS } from '@courant/domain';
import { Anchor, Box, Button, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconCopy, IconFileUpload, IconRuler2, IconTrash, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { IconAction } from '../../ui/icon-action.tsx';
import { Price } from '../../ui/price.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { stepHref } from '../wizard/wizard-model.ts';
import { openingStep, planThumbnail } from './project-model.ts';
import type { ProjectListItem } from './project-queries.ts';

export interface ProjectCardProps {
  project: ProjectListItem;
  /** 'home' on the dashboard (no delete), 'list' on 'Mes projets' (part 1 §2 'Project card'). */
  variant: 'home' | 'list';
  onDelete?(project: ProjectListItem): void;
  /** 'Dupliquer': a draft copy with its client, rooms, equipment and lines. */
  onDuplicate?(project: ProjectListItem): void;
}

const THUMBNAIL_HEIGHT = 168;

/** A click on a button of the card does its own thing, not also open the project (the card's click). */
const alone =
  (action: () => void) =>
  (event: { stopPropagation: () => void }): void => {
    event.stopPropagation();
    action();
  };

/** A project: plan thumbnail, name, status, price, total surface, last update (and by whom) and description. */
export function ProjectCard({ project, variant, onDelete, onDuplicate }: ProjectCardProps) {
  const navigate = useNavigate();
  const href = stepHref(project.id, openingStep(project.status, variant === 'home' ? 'dashboard' : 'list'));
  const thumbnail = planThumbnail(project.planFiles);
  const price = cardPrice(project);
  const devis = project.quotes.find((quote) => quote.number && isIssued(quote.status));
  const open = () => void navigate({ href });
  // The title is the link (keyboard, middle click); a click anywhere else on the card opens it too.
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    open();
  };
  // 'Mes projets' only: copy and delete, each when the list offers it.
  const actions = [
    { verb: 'Dupliquer', icon: IconCopy, color: 'gray', run: onDuplicate },
    { verb: 'Supprimer', icon: IconTrash, color: 'red', run: onDelete },
  ].filter((action) => variant === 'list' && action.run);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      shadow={variant === 'home' ? 'xs' : 'sm'}
      onClick={open}
      style={{ cursor: 'pointer', height: '100%' }}
      component="article"
      aria-label={project.name}
    >
      <Card.Section>
        {thumbnail ? (
          <Image
            src={thumbnail}
            alt={`Plan du projet ${project.name}`}
            h={THUMBNAIL_HEIGHT}
            fit="contain"
            bg="white"
            p={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          />
        ) : (
          <Stack h={THUMBNAIL_HEIGHT} align="center" justify="center" gap={4} bg="gray.0" px="md">
            <ThemeIcon variant="light" size="lg" radius="xl" color="gray">
              <IconFileUpload size={20} />
            </ThemeIcon>
            <Text fw={600} size="sm">
              Aucun plan ajouté
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              Ajoutez un plan pour compléter votre projet
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              mt={4}
              onClick={alone(() => void navigate({ href: stepHref(project.id, 'plan') }))}
            >
              Ajouter un plan
            </Button>
          </Stack>
        )}
      </Card.Section>

      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            href={href}
            onClick={onLinkClick}
            c="inherit"
            fw={700}
            size="lg"
            lineClamp={2}
            style={{ minWidth: 0, flex: 1 }}
          >
            {project.name}
          </Anchor>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <StatusBadge status={project.status} mt={4} />
            {actions.map(({ verb, icon, color, run }) => (
              <IconAction
                key={verb}
                tooltip={verb}
                label={`${verb} le projet ${project.name}`}
                icon={icon}
                color={color}
                onClick={alone(() => run?.(project))}
              />
            ))}
          </Group>
        </Group>

        <Box>
          {price === null ? (
            <Text size="sm" c="dimmed">
              Prix HT : —
            </Text>
          ) : (
            <Price amount={price} withLabel size="sm" fw={600} />
          )}
        </Box>
        <Stack gap={2} c="dimmed">
          {devis?.number ? (
            <Text size="sm" fw={500} c="dark">
              Devis {devis.number} · {QUOTE_STATUS_LABELS[devis.status]}
            </Text>
          ) : null}
          {project.client ? (
            <Group gap={6} wrap="nowrap">
              <IconUser size={14} aria-hidden />
              <Text size="sm" truncate>
                Client{'\u00a0'}: {project.client.name}
                {project.client.city ? ` (${project.client.city})` : ''}
              </Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconRuler2 size={14} aria-hidden />
            <Text size="sm">
              Surface totale :{' '}
              {project.surfaceLoiCarrez === null ? '—' : formatSurface(project.surfaceLoiCarrez, 1)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm">
              Modifié le {formatDate(project.updatedAt)}
              {project.updatedBy ? ` par ${project.updatedBy.firstName} ${project.updatedBy.lastName}` : ''}
            </Text>
          </Group>
        </Stack>
        {project.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {project.description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
