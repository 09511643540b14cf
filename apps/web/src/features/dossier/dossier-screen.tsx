import { Alert, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { SaveStatus } from '../../ui/save-status.tsx';
import { CircuitTable } from './circuit-table.tsx';
import { BackToEstimate } from './dossier-link.tsx';
import { DossierStatus } from './dossier-status.tsx';
import { MeasurementsFields } from './measurements-form.tsx';
import { SchemaView } from './schema-view.tsx';
import { SelfCheckSheet } from './self-check-sheet.tsx';
import { useDossierEditor } from './use-dossier-editor.ts';

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The 'Dossier Consuel' screen of a project, after step 8: the dossier's state and PDFs, the schéma
 * unifilaire, the circuit table, the measurements typed on site (saved by themselves, offline too)
 * and the self-check sheet they decide.
 */
export function DossierScreen({ projectId }: { projectId: string }) {
  const { dossier, form, errors, change, query, save } = useDossierEditor(projectId);
  const back = <BackToEstimate projectId={projectId}>← Retour aux estimations</BackToEstimate>;
  if (query.error && !dossier) {
    return (
      <Stack maw={1200} mx="auto" w="100%">
        {back}
        <Alert color="red" icon={<IconAlertCircle />} title="Dossier indisponible">
          {errorMessage(query.error, 'Le dossier ne peut pas être chargé.')}
        </Alert>
      </Stack>
    );
  }
  if (!dossier || !form) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text c="dimmed">Chargement du dossier…</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%">
      {back}
      <Title order={1} size="h3">{`Dossier Consuel\u00a0— ${dossier.projectName}`}</Title>
      <DossierStatus projectId={projectId} dossier={dossier} />
      <Section title="Schéma unifilaire">
        <SchemaView dossier={dossier} />
      </Section>
      <Section title="Tableau des circuits">
        <CircuitTable dossier={dossier} />
      </Section>
      <Section
        title="Mesures et constats sur site"
        aside={<SaveStatus status={save.status} error={save.error ? errorMessage(save.error, '') : null} />}
      >
        <MeasurementsFields dossier={dossier} form={form} errors={errors} onChange={change} />
      </Section>
      <Section title="Fiche d’autocontrôle">
        <SelfCheckSheet dossier={dossier} form={form} onChange={change} />
      </Section>
    </Stack>
  );
}
