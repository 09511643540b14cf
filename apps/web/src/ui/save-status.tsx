import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff } from '@tabler/icons-react';
import type { AutosaveStatus } from '../lib/autosave.ts';

const SAVE_STATUS_TEXT = {
  saving: 'Sauvegarde…',
  saved: 'Sauvegardé',
  error: 'Erreur de sauvegarde',
  offline: 'Hors ligne — vos modifications seront enregistrées au retour du réseau',
} as const;

export interface SaveStatusProps {
  status: AutosaveStatus;
  /** The reason of a failed save, shown after 'Erreur de sauvegarde'. */
  error?: string | null;
}

/** The save status of an autosaving step (part 2 §2.5 'Sauvegarde…' / 'Sauvegardé', offline). */
export function SaveStatus({ status, error }: SaveStatusProps) {
  let content = null;
  if (status === 'pending' || status === 'saving') {
    content = (
      <Group gap={6} c="gray.7">
        <Loader size={12} color="gray.7" />
        <Text size="sm">{SAVE_STATUS_TEXT.saving}</Text>
      </Group>
    );
  } else if (status === 'saved') {
    content = (
      <Group gap={4} c="teal.9">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">{SAVE_STATUS_TEXT.saved}</Text>
      </Group>
    );
  } else if (status === 'offline') {
    content = (
      <Group gap={6} c="orange.9" wrap="nowrap">
        <IconCloudOff size={16} aria-hidden />
        <Text size="sm">{SAVE_STATUS_TEXT.offline}</Text>
      </Group>
    );
  } else if (status === 'error') {
    content = (
      <Text size="sm" c="red.8">
        {error ? `${SAVE_STATUS_TEXT.error}\u00A0: ${error}` : SAVE_STATUS_TEXT.error}
      </Text>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {content}
    </div>
  );
}
