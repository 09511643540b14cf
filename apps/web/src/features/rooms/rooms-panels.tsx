import { formatSurface, habitableSurface, habitableSurfacesToGive } from '@courant/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import type { AutosaveStatus } from '../../lib/autosave.ts';
import { FormHeading } from '../../ui/form/form-fields.tsx';
import { SaveStatus } from '../../ui/save-status.tsx';
import { type EditableRoom, ROOMS_STEP_TEXT } from './room-model.ts';

export interface RoomsHeaderProps {
  analysing: boolean;
  canAnalyse: boolean;
  onAnalyse: () => void;
}

/** 'Pièces du logement' with the 'Analyser le plan' button. */
export function RoomsHeader({ analysing, canAnalyse, onAnalyse }: RoomsHeaderProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <FormHeading level="section" title="Pièces du logement">
          Vérifiez les pièces détectées, corrigez-les ou ajoutez-en.
        </FormHeading>
        <Button
          variant="light"
          leftSection={<IconScan size={18} />}
          onClick={onAnalyse}
          loading={analysing}
          disabled={!canAnalyse}
        >
          Analyser le plan
        </Button>
      </Group>
    </Paper>
  );
}

export interface RoomsTotalsProps {
  rooms: readonly EditableRoom[];
  saveStatus: AutosaveStatus;
}

/** The room count and save status, the habitable surface, and how many surfaces are still to give. */
export function RoomsTotals({ rooms, saveStatus }: RoomsTotalsProps) {
  const toGive = habitableSurfacesToGive(rooms);
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0">
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={600}>
            {rooms.length} {rooms.length > 1 ? 'pièces' : 'pièce'}
          </Text>
          <SaveStatus status={saveStatus} />
        </Group>
        <Stack gap={0} align="flex-end">
          <Text fw={700} aria-live="polite">
            Surface habitable&nbsp;: {formatSurface(habitableSurface(rooms), 2)}
          </Text>
          <Text size="xs" c="dimmed">
            Hors espaces extérieurs, garages, caves et sous-sol
          </Text>
          {toGive > 0 ? (
            <Text size="xs" c="orange.8" fw={600}>
              {ROOMS_STEP_TEXT.surfacesToGive(toGive)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
