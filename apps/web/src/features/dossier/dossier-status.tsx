import {
  type ConsuelDossier,
  DOSSIER_STATUS_HINTS,
  DOSSIER_STATUS_LABELS,
  DOSSIER_STATUS_TONES,
} from '@courant/domain';
import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { type DOSSIER_FILES, downloadDossierFile } from './dossier-files.ts';

export const DOSSIER_TEXT = {
  downloadDossier: 'Télécharger le dossier (PDF)',
  downloadLabels: 'Étiquettes du tableau (PDF)',
  downloadFailed: 'Le PDF n’a pas pu être téléchargé.',
} as const;

/** The dossier's state with its findings (each with its clause), and its two PDFs to download. */
export function DossierStatus({ projectId, dossier }: { projectId: string; dossier: ConsuelDossier }) {
  const [loading, setLoading] = useState<keyof typeof DOSSIER_FILES | null>(null);
  const download = async (file: keyof typeof DOSSIER_FILES) => {
    setLoading(file);
    try {
      await downloadDossierFile(projectId, file);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, DOSSIER_TEXT.downloadFailed) });
    } finally {
      setLoading(null);
    }
  };
  return (
    <Paper component="section" aria-label="État du dossier" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>État du dossier</Text>
          <Badge color={DOSSIER_STATUS_TONES[dossier.status]} size="lg" variant="light">
            {DOSSIER_STATUS_LABELS[dossier.status]}
          </Badge>
        </Group>
        <Text size="sm">{DOSSIER_STATUS_HINTS[dossier.status]}</Text>
        {dossier.findings.length > 0 ? (
          <List size="sm" spacing={4} aria-label="Points non conformes">
            {dossier.findings.map((f) => (
              <List.Item key={f.id} c="red.9">
                {`${f.label}\u00a0— ${f.detail} (${f.clause})`}
              </List.Item>
            ))}
          </List>
        ) : null}
        {dossier.missing.length > 0 ? (
          <Text size="sm" c="dimmed">
            {`${dossier.missing.length} point${dossier.missing.length > 1 ? 's' : ''} bloquant${dossier.missing.length > 1 ? 's' : ''} à renseigner.`}
          </Text>
        ) : null}
        {dossier.warnings.map((w) => (
          <Text key={w} size="sm" c="orange.9">
            {w}
          </Text>
        ))}
        <Group gap="xs">
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            loading={loading === 'dossier'}
            onClick={() => void download('dossier')}
          >
            {DOSSIER_TEXT.downloadDossier}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTags size={16} />}
            loading={loading === 'labels'}
            onClick={() => void download('labels')}
          >
            {DOSSIER_TEXT.downloadLabels}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
