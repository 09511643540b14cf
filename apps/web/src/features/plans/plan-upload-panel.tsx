import { PROJECT_UPLOAD_RULE, uploadAccept } from '@courant/domain';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import { FormHeading } from '../../ui/form/form-fields.tsx';
import type { UploadEntry } from './use-plan-uploads.ts';

/** The drop zone's declared types (the domain's wizard upload rule). */
const PLAN_ACCEPT = uploadAccept(PROJECT_UPLOAD_RULE);

export interface PlanUploadPanelProps {
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
  entries: readonly UploadEntry[];
  errors: readonly string[];
  clearErrors: () => void;
  /** 'Je n’ai pas de plan': to step 3, where the rooms are typed by hand; absent when not offered. */
  onNoPlan?: (() => void) | undefined;
}

/** 'Plans du logement': the drop zone, each upload's progress, and the files refused with their reason. */
export function PlanUploadPanel({ onFiles, entries, errors, clearErrors, onNoPlan }: PlanUploadPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <FormHeading level="section" title="Plans du logement">
          Ajoutez un ou plusieurs plans : l’analyse détectera les pièces et leurs surfaces.
        </FormHeading>
        <Dropzone
          onDrop={(files) => onFiles(files, [])}
          onReject={(rejections) => onFiles([], rejections)}
          accept={PLAN_ACCEPT}
          maxSize={PROJECT_UPLOAD_RULE.maxBytes}
          multiple
          aria-label="Déposer des plans"
          inputProps={{ 'aria-label': 'Choisir des plans à envoyer' }}
          radius="md"
        >
          <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} color="var(--mantine-color-blue-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconUpload size={40} color="var(--mantine-color-gray-5)" />
            </Dropzone.Idle>
            <Text fw={600} ta="center">
              Glissez vos plans ici ou cliquez pour les choisir
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              PDF, JPG, PNG, HEIC ou WEBP · 20 Mo maximum par fichier
            </Text>
          </Stack>
        </Dropzone>

        {/* A site visit starts without a plan; also offered once rooms were typed without one, so that
            coming back here never leaves the user stuck. */}
        {onNoPlan ? (
          <Button variant="default" onClick={onNoPlan}>
            Je n’ai pas de plan
          </Button>
        ) : null}

        {entries.map((entry) => (
          <Stack key={entry.key} gap={4} aria-label={`Envoi de ${entry.name}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {entry.name}
              </Text>
              <Text size="xs" c="dimmed">
                {Math.round(entry.progress * 100)} %
              </Text>
            </Group>
            <Progress
              value={entry.progress * 100}
              size="sm"
              animated
              aria-label={`Progression de ${entry.name}`}
            />
          </Stack>
        ))}

        {errors.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            title="Certains fichiers n’ont pas été ajoutés"
            withCloseButton
            closeButtonLabel="Fermer"
            onClose={clearErrors}
          >
            <Stack gap={4}>
              {errors.map((message, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list of messages
                <Text key={`${i}-${message}`} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
