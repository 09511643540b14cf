import { EXPOSITIONS, type Exposition, ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from '@courant/domain';
import { Select, type SelectProps } from '@mantine/core';

/** The room types with their French labels (part 2 §3.2), and the expositions. */
const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }));
const EXPOSITION_OPTIONS = EXPOSITIONS.map((exposition) => ({ value: exposition, label: exposition }));

type ChoiceProps<T> = Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: T | null };

/** A room's type, as the add form and each room ask it: once chosen, one of the list is always kept. */
export function RoomTypeSelect({
  onChange,
  ...props
}: ChoiceProps<RoomType> & { onChange(type: RoomType): void }) {
  return (
    <Select
      {...props}
      data={ROOM_TYPE_OPTIONS}
      allowDeselect={false}
      maxDropdownHeight={240}
      onChange={(value) => {
        const type = ROOM_TYPES.find((t) => t === value);
        if (type) onChange(type);
      }}
    />
  );
}

/** A room's exposition, as the add form and each room ask it: it may stay unknown (cleared). */
export function ExpositionSelect({
  onChange,
  ...props
}: ChoiceProps<Exposition> & { onChange(exposition: Exposition | null): void }) {
  return (
    <Select
      {...props}
      data={EXPOSITION_OPTIONS}
      clearable
      maxDropdownHeight={240}
      onChange={(value) => onChange(EXPOSITIONS.find((e) => e === value) ?? null)}
    />
  );
}
