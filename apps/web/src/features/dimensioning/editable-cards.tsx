import { Group, Stack, Text } from '@mantine/core';
import { EditDeleteActions, SaveCancelActions } from '../../ui/icon-action.tsx';
import { PhoneCard } from '../../ui/panel-section.tsx';
import type { EditableRowsProps } from './editable-rows.ts';

/**
 * The dimensioning lists on a phone (below 600 px), one card per row — the first column as
 * the card's name, the others as 'Calibre : 10 A' lines, 'Modifier' and 'Supprimer' as 44 px buttons.
 * Editing stays a toggle (part 2 §4.3): the card turns into the same inputs as the table's row.
 */
export function EditableCards<T>({ title, rows, columns, rowName, editing, disabled }: EditableRowsProps<T>) {
  const [first, ...others] = columns;
  return (
    <Stack gap="xs" role="list" aria-label={title}>
      {rows.map((row, index) => {
        const name = rowName(row, index);
        const r = editing.row(index, row);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain values, their position is their identity
          <PhoneCard key={index} name={name}>
            {r.edited ? (
              <Stack gap="xs">
                {columns.map((column) => (
                  <div key={column.header}>
                    <Text size="sm" fw={500} mb={2}>
                      {column.header}
                    </Text>
                    {column.edit(r.draft, r.set, `${column.header} (${name})`)}
                  </div>
                ))}
                <SaveCancelActions target={name} touch onSave={r.save} onCancel={r.cancel} />
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
                  <EditDeleteActions
                    target={name}
                    touch
                    disabled={disabled}
                    onEdit={r.edit}
                    onDelete={r.remove}
                  />
                </Group>
              </Group>
            )}
          </PhoneCard>
        );
      })}
    </Stack>
  );
}
