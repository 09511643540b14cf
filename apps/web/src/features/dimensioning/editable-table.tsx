import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePhone } from '../../ui/use-phone.ts';
import { EditableCards } from './editable-cards.tsx';

export interface EditableColumn<T> {
  header: string;
  view: (row: T) => ReactNode;
  /** The cell's input while the row is edited; `set` replaces the row's draft. */
  edit: (draft: T, set: (next: T) => void, label: string) => ReactNode;
  width?: number | string;
}

export interface EditableTableProps<T> {
  title: string;
  rows: readonly T[];
  columns: readonly EditableColumn<T>[];
  /** How a row is named to screen readers ('Disjoncteur 2'). */
  rowName: (row: T, index: number) => string;
  addLabel: string;
  emptyText: string;
  onSave: (index: number, row: T) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
  disabled?: boolean;
}

/**
 * A table whose rows are edited one at a time (part 2 §4.3 'Editing a row is a toggle'): 'Modifier'
 * turns the row into inputs, 'Enregistrer' keeps them, 'Annuler' drops them.
 */
export function EditableTable<T>(props: EditableTableProps<T>) {
  // Issue 20: one card per row on a phone (editable-cards.tsx).
  if (usePhone()) return <EditableCards {...props} />;
  return <WideEditableTable {...props} />;
}

function WideEditableTable<T>({
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

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
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
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ))}
                  <Table.Th w={96}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => {
                  const name = rowName(row, index);
                  const isEditing = editing?.index === index;
                  const draft = isEditing ? editing.draft : row;
                  const set = (next: T) => setEditing({ index, draft: next });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain values, their position is their identity
                    <Table.Tr key={index} aria-label={name}>
                      {columns.map((column) => (
                        <Table.Td key={column.header}>
                          {isEditing
                            ? column.edit(draft, set, `${column.header} (${name})`)
                            : column.view(row)}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {isEditing ? (
                            <>
                              <Tooltip label="Enregistrer">
                                <ActionIcon
                                  variant="filled"
                                  color="green"
                                  aria-label={`Enregistrer ${name}`}
                                  onClick={() => {
                                    onSave(index, draft);
                                    setEditing(null);
                                  }}
                                >
                                  <IconCheck size={16} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label="Annuler">
                                <ActionIcon
                                  variant="default"
                                  aria-label={`Annuler ${name}`}
                                  onClick={() => setEditing(null)}
                                >
                                  <IconX size={16} />
                                </ActionIcon>
                              </Tooltip>
                            </>
                          ) : (
                            <>
                              <Tooltip label="Modifier">
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Modifier ${name}`}
                                  disabled={disabled}
                                  onClick={() => setEditing({ index, draft: row })}
                                >
                                  <IconPencil size={16} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label="Supprimer">
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={`Supprimer ${name}`}
                                  disabled={disabled}
                                  onClick={() => {
                                    setEditing(null);
                                    onDelete(index);
                                  }}
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </Tooltip>
                            </>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
