import { formatSurface, needsReview, validateNewRoom } from '@courant/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCompass, IconHome, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { SurfaceInput } from '../../ui/form/form-fields.tsx';
import { EditDeleteActions, IconAction } from '../../ui/icon-action.tsx';
import type { EditableRoom } from './room-model.ts';
import { ExpositionSelect, RoomTypeSelect } from './room-selects.tsx';

export interface RoomItemProps {
  room: EditableRoom;
  /** `immediate` for a validated name or surface (saved at once), otherwise debounced. */
  onChange(room: EditableRoom, options: { immediate: boolean }): void;
  onDelete(): void;
  /** Its box is hovered on the plan, or it is hovered here. */
  highlighted?: boolean;
  onHover?(hovered: boolean): void;
}

/** One room: name and surface (edited and validated), type and exposition (changed in place). */
export function RoomItem({ room, onChange, onDelete, highlighted = false, onHover }: RoomItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(room.name);
  const [surface, setSurface] = useState<number | string>(room.surface ?? '');
  const [errors, setErrors] = useState<{ name?: string; surface?: string }>({});

  const startEditing = () => {
    setName(room.name);
    setSurface(room.surface ?? '');
    setErrors({});
    setEditing(true);
  };
  const validate = () => {
    const found = validateNewRoom({ name, surface });
    setErrors(found);
    if (found.name || found.surface) return;
    setEditing(false);
    // Part 1 §4: a validated name or surface is saved immediately.
    // The user has looked at it: a detected room is checked.
    const detection = room.detection ? { ...room.detection, checked: true } : null;
    onChange({ ...room, name: name.trim(), surface: Number(surface), detection }, { immediate: true });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={room.name}
      data-highlighted={highlighted ? 'true' : 'false'}
      onMouseEnter={() => onHover?.(true)}
      onMouseLeave={() => onHover?.(false)}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-yellow-6)', background: 'var(--mantine-color-yellow-0)' }
          : undefined
      }
    >
      <Stack gap="xs">
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              validate();
            }}
          >
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label="Nom de la pièce"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                style={{ flex: '2 1 160px' }}
                data-autofocus
                autoFocus
              />
              <SurfaceInput
                value={surface}
                onChange={setSurface}
                error={errors.surface}
                style={{ flex: '1 1 110px' }}
              />
              <Group gap={4} mt={{ base: 0, xs: 25 }}>
                <IconAction
                  tooltip="Valider"
                  label={`Valider ${room.name}`}
                  icon={IconCheck}
                  type="submit"
                  size="lg"
                  variant="filled"
                />
                <IconAction
                  tooltip="Annuler"
                  label={`Annuler la modification de ${room.name}`}
                  icon={IconX}
                  size="lg"
                  variant="default"
                  onClick={() => setEditing(false)}
                />
              </Group>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {/* On a phone the surface and its badge go under the name rather than squeeze it to a letter. */}
            <Group gap="sm" style={{ minWidth: 0, rowGap: 2 }}>
              <Text fw={600} truncate maw="100%">
                {room.name}
              </Text>
              <Text
                c={room.surface === null ? 'orange.8' : 'dimmed'}
                fw={room.surface === null ? 600 : undefined}
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatSurface(room.surface, 2)}
              </Text>
              {needsReview(room) ? (
                <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                  À vérifier
                </Badge>
              ) : null}
            </Group>
            <Group gap={4} wrap="nowrap">
              <EditDeleteActions target={room.name} onEdit={startEditing} onDelete={onDelete} />
            </Group>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <RoomTypeSelect
            size="xs"
            aria-label={`Type de pièce de ${room.name}`}
            leftSection={<IconHome size={14} aria-hidden />}
            placeholder="Type de pièce à choisir"
            value={room.roomType}
            onChange={(roomType) => onChange({ ...room, roomType }, { immediate: false })}
            error={room.roomType ? undefined : 'Type requis'}
            title="Type de pièce"
          />
          <ExpositionSelect
            size="xs"
            aria-label={`Exposition de ${room.name}`}
            leftSection={<IconCompass size={14} aria-hidden />}
            placeholder="Exposition non renseignée"
            value={room.exposition}
            onChange={(exposition) => onChange({ ...room, exposition }, { immediate: false })}
            title="Exposition"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
