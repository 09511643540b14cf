import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EditDeleteActions, SaveCancelActions } from '../../ui/icon-action.tsx';
import { PanelSection } from '../../ui/panel-section.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import { EditableCards } from './editable-cards.tsx';
import type { EditableRowsProps, EditableTableProps } from './editable-rows.ts';
import { useRowEditing } from './use-row-editing.ts';

/**
 * A table whose rows are edited one at a time (part 2 §4.3 'Editing a row is a toggle'): 'Modifier'
 * turns the row into inputs, 'Enregistrer' keeps them, 'Annuler' drops them. One card per row on a
 * phone (editable-cards.tsx).
 */
export function EditableTable<T>(props: EditableTableProps<T>) {
  const { title, rows, addLabel, emptyText, disabled = false } = props;
  const phone = usePhone();
  const editing = useRowEditing(props);
  return (
    <PanelSection
      title={title}
      phone={phone}
      action={
        <Button
          variant="light"
          size={phone ? 'sm' : 'xs'}
          leftSection={<IconPlus size={phone ? 16 : 14} />}
          onClick={editing.add}
          disabled={disabled}
        >
          {addLabel}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : phone ? (
        <EditableCards {...props} editing={editing} disabled={disabled} />
      ) : (
        <EditableRows {...props} editing={editing} disabled={disabled} />
      )}
    </PanelSection>
  );
}

function EditableRows<T>({ title, rows, columns, rowName, editing, disabled }: EditableRowsProps<T>) {
  return (
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
            const r = editing.row(index, row);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain values, their position is their identity
              <Table.Tr key={index} aria-label={name}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>
                    {r.edited ? column.edit(r.draft, r.set, `${column.header} (${name})`) : column.view(row)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {r.edited ? (
                      <SaveCancelActions target={name} onSave={r.save} onCancel={r.cancel} />
                    ) : (
                      <EditDeleteActions
                        target={name}
                        iconSize={16}
                        disabled={disabled}
                        onEdit={r.edit}
                        onDelete={r.remove}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
