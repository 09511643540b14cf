import { EXPOSITIONS, type Exposition, ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from '@courant/domain';
import type { ComponentProps } from 'react';
import { ChoiceSelect } from '../../ui/form/choice-select.tsx';

type ChoiceProps<T extends string> = Omit<
  ComponentProps<typeof ChoiceSelect<T>>,
  'choices' | 'labelOf' | 'onChange'
>;

/** A room's type (its French label, part 2 §3.2), as the add form and each room ask it: once chosen, one is kept. */
export function RoomTypeSelect({
  onChange,
  ...props
}: ChoiceProps<RoomType> & { onChange(type: RoomType): void }) {
  return (
    <ChoiceSelect
      {...props}
      choices={ROOM_TYPES}
      labelOf={(type) => ROOM_TYPE_LABELS[type]}
      allowDeselect={false}
      maxDropdownHeight={240}
      onChange={(type) => type && onChange(type)}
    />
  );
}

/** A room's exposition, as the add form and each room ask it: it may stay unknown (cleared). */
export function ExpositionSelect(
  props: ChoiceProps<Exposition> & { onChange(exposition: Exposition | null): void },
) {
  return (
    <ChoiceSelect
      {...props}
      choices={EXPOSITIONS}
      labelOf={(exposition) => exposition}
      clearable
      maxDropdownHeight={240}
    />
  );
}
