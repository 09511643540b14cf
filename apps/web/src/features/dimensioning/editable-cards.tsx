import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { EditableTableProps } from './editable-table.tsx';

/**
 * Issue 20: the dimensioning lists on a phone (below 600 px), one card per row — the first column as
 * the card's name, the others as 'Calibre : 10 A' lines, 'Modifier' and 'Supprimer' as 44 px buttons.
 * Editing stays a toggle (part 2 §4.3): the card turns into the same inputs as the table's row.
 */
export function EditableCards<T>({
  title,
  rows,
  columns,
  rowName,
  addLabel,
  emptyText,
  onSave,
  onDelete,
  onAdd,
  disabled = false,
}: EditableTableProps<T>) {
  const [editing, setEditing] = useState<{ index: number; draft: T } | null>(null);
  const [first, ...others] = columns;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing(null);
              onAdd();
            }}
            disabled={disabled}
          >
            {addLabel}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label={title}>
            {rows.map((row, index) => {
              const name = rowName(row, index);
              const isEditing = editing?.index === index;
              const draft = isEditing ? editing.draft : row;
              const set = (next: T) => setEditing({ index, draft: next });
              return (
                <Paper
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain values, their position is their identity
                  key={index}
                  role="listitem"
                  aria-label={name}
                  data-phone-row
                  withBorder
                  radius="sm"
                  p="sm"
                  bg="var(--mantine-color-gray-0)"
                >
                  {isEditing ? (
                    <Stack gap="xs">
                      {columns.map((column) => (
                        <div key={column.header}>
                          <Text size="sm" fw={500} mb={2}>
                            {column.header}
                          </Text>
                          {column.edit(draft, set, `${column.header} (${name})`)}
                        </div>
                      ))}
                      <Group justify="flex-end" gap="xs">
                        <Button
                          variant="default"
                          aria-label={`Annuler ${name}`}
                          leftSection={<IconX size={16} />}
                          onClick={() => setEditing(null)}
                        >
                          Annuler
                        </Button>
                        <Button
                          color="green"
                          aria-label={`Enregistrer ${name}`}
                          leftSection={<IconCheck size={16} />}
                          onClick={() => {
                            onSave(index, draft);
                            setEditing(null);
                          }}
                        >
                          Enregistrer
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {first ? first.view(row) : name}
                        </Text>
                        {others.map((column) => (
                          <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                            <Text span size="sm" c="dimmed">
                              {`${column.header}\u00a0: `}
                            </Text>
                            {column.view(row)}
                          </Text>
                        ))}
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={`Modifier ${name}`}
                          disabled={disabled}
                          onClick={() => setEditing({ index, draft: row })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`Supprimer ${name}`}
                          disabled={disabled}
                          onClick={() => {
                            setEditing(null);
                            onDelete(index);
                          }}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
