import { formatSurface, type Room } from '@courant/domain';
import { ActionIcon, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { wrapIndex } from './equipment-model.ts';

export interface RoomSelectorProps {
  rooms: readonly Room[];
  selectedId: string;
  onChange: (roomId: string) => void;
}

/** Previous and next arrows that wrap around, and the dropdown of rooms with their surface (part 2 §2.1). */
export function RoomSelector({ rooms, selectedId, onChange }: RoomSelectorProps) {
  const index = Math.max(
    0,
    rooms.findIndex((room) => room.id === selectedId),
  );
  const step = (delta: number) => {
    const room = rooms[wrapIndex(index + delta, rooms.length)];
    if (room) onChange(room.id);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Pièce précédente"
        onClick={() => step(-1)}
        disabled={rooms.length < 2}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Select
        aria-label="Pièce"
        value={selectedId}
        onChange={(value) => value && onChange(value)}
        allowDeselect={false}
        data={rooms.map((room) => ({
          value: room.id,
          label: `${room.name} — ${formatSurface(room.surface, 2)}`,
        }))}
        // Part 2 §9: the dropdown is about 15rem high at most.
        maxDropdownHeight={240}
        comboboxProps={{ shadow: 'md' }}
        w={{ base: '100%', sm: 320 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Pièce suivante"
        onClick={() => step(1)}
        disabled={rooms.length < 2}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
