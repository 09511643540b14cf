import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalculator, IconPlus } from '@tabler/icons-react';
import { DIMENSIONING_TEXT } from './dimensioning-model.ts';

export interface DimensioningHeaderProps {
  computing: boolean;
  /** A board is shown: the button recomputes it. */
  computed: boolean;
  disabled: boolean;
  onCompute: () => void;
}

/** The step's title with its 'Calculer' / 'Recalculer' button. */
export function DimensioningHeader({ computing, computed, disabled, onCompute }: DimensioningHeaderProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Dimensionnement du tableau électrique
          </Title>
          <Text size="sm" c="dimmed">
            Disjoncteurs, interrupteurs différentiels 30&nbsp;mA, tableaux, câbles et parafoudres selon la NF
            C 15-100.
          </Text>
        </Stack>
        <Button
          leftSection={computing ? <Loader size={16} color="white" /> : <IconCalculator size={18} />}
          onClick={onCompute}
          disabled={disabled}
        >
          {computing
            ? DIMENSIONING_TEXT.computing
            : computed
              ? DIMENSIONING_TEXT.recompute
              : DIMENSIONING_TEXT.compute}
        </Button>
      </Group>
    </Paper>
  );
}

/** The saved board no longer follows the project: recompute it. */
export function StaleBoardAlert({ onRecompute }: { onRecompute: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertCircle />} title={DIMENSIONING_TEXT.staleTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{DIMENSIONING_TEXT.staleBody}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onRecompute}>
          {DIMENSIONING_TEXT.recompute}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Part 2 §2.4: the surge protectors' table shows only when there are some; one can still be added. */
export function NoSurgeProtectors({ disabled, onAdd }: { disabled: boolean; onAdd: () => void }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4">
          {DIMENSIONING_TEXT.surgeProtectors}
        </Title>
        <Text size="sm" c="dimmed">
          Aucun parafoudre.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={onAdd}
          disabled={disabled}
        >
          Ajouter un parafoudre
        </Button>
      </Stack>
    </Paper>
  );
}

/** The board's installation notes, or 'Aucune note.'. */
export function InstallationNotes({ notes }: { notes: readonly string[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {DIMENSIONING_TEXT.notes}
        </Title>
        {notes.length > 0 ? (
          <List size="sm" spacing={4}>
            {notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            Aucune note.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
