import { formatSurface } from '@courant/domain';
import { Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The sum of room surfaces, 2 decimals (part 2 §2.1). */
export function TotalSurface({ value }: { value: number }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          Surface totale
        </Text>
        <Tooltip
          label="Recalculée automatiquement à chaque modification de la surface d’une pièce"
          multiline
          w={240}
          withArrow
        >
          <IconInfoCircle
            size={16}
            tabIndex={0}
            aria-label="Recalculée automatiquement à chaque modification de la surface d’une pièce"
            color="var(--mantine-color-dimmed)"
          />
        </Tooltip>
        <Text fw={700} size="lg" data-testid="total-surface">
          {formatSurface(value, 2)}
        </Text>
      </Group>
    </Paper>
  );
}
