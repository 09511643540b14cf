import {
  ACCESS_CONTROL_KEYS,
  ACCESS_CONTROL_LABELS,
  ECS_TYPE_LABELS,
  formatSurface,
  WORK_SCOPE_LABELS,
  WORK_TYPE_LABELS,
  type WorkScope,
  type WorkType,
  withOptionDefaults,
} from '@courant/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const NOT_SET = 'Non défini';

export interface SummaryProjectInfo {
  name?: string | null;
  description?: string | null;
  typeProjet?: string | null;
  typeTravaux?: string | null;
  workScope?: string | null;
  codePostal?: string | null;
  numberOfPeople?: number | null;
}

function orNotSet(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_SET;
  const text = String(value).trim();
  return text === '' ? NOT_SET : text;
}

function workTypeLabel(value: string | null | undefined, scope?: string | null): string | null {
  if (!value) return null;
  const label = value in WORK_TYPE_LABELS ? WORK_TYPE_LABELS[value as WorkType] : value;
  // A renovation says what it covers.
  return value === 'Renovation' && scope && scope in WORK_SCOPE_LABELS
    ? `${label} (${WORK_SCOPE_LABELS[scope as WorkScope]})`
    : label;
}

/** 'Informations du projet' (part 2 §2.2): description and number of people only when present. */
export function ProjectInfoCard({ project }: { project: SummaryProjectInfo }) {
  const description = project.description?.trim();
  return (
    <SummaryCard title="Informations du projet">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Field label="Nom du projet">{orNotSet(project.name)}</Field>
        <Field label="Type de projet">{orNotSet(project.typeProjet)}</Field>
        <Field label="Type de travaux">
          {orNotSet(workTypeLabel(project.typeTravaux, project.workScope))}
        </Field>
        <Field label="Code postal">{orNotSet(project.codePostal)}</Field>
        {project.numberOfPeople != null ? (
          <Field label="Nombre de personnes">{String(project.numberOfPeople)}</Field>
        ) : null}
      </SimpleGrid>
      {description ? (
        <Field label="Description">
          <Text span style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        </Field>
      ) : null}
    </SummaryCard>
  );
}

/** The step 5 options in force, read back on the summary (system, access, hot water). */
export function OptionsCard({ options }: { options: unknown }) {
  const { type, accessControl, ecs } = withOptionDefaults(options);
  const access = ACCESS_CONTROL_KEYS.filter((key) => accessControl[key]).map(
    (key) => ACCESS_CONTROL_LABELS[key],
  );
  return (
    <SummaryCard title="Options">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
        <Field label="Système de contrôle">{type}</Field>
        <Field label="Contrôle d’accès">{access.length > 0 ? access.join(', ') : 'Aucun'}</Field>
        <Field label="Eau chaude sanitaire">
          {ECS_TYPE_LABELS[ecs.type as keyof typeof ECS_TYPE_LABELS] ?? ecs.type}
        </Field>
      </SimpleGrid>
    </SummaryCard>
  );
}

/** 'Vue d'ensemble' (part 2 §2.2): total surface and total equipment count. */
export function OverviewCard({
  surface,
  equipmentCount,
  roomCount,
}: {
  surface: number;
  equipmentCount: number;
  roomCount: number;
}) {
  return (
    <SummaryCard title="Vue d’ensemble">
      <SimpleGrid cols={3} spacing="sm">
        <Figure label="Surface totale" value={formatSurface(surface, 2)} />
        <Figure label="Équipements" value={String(equipmentCount)} />
        <Figure label="Pièces" value={String(roomCount)} />
      </SimpleGrid>
    </SummaryCard>
  );
}

export function SummaryCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} h="100%">
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper bg="gray.0" radius="sm" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}
