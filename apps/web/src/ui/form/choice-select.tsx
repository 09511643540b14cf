import { Select, type SelectProps } from '@mantine/core';

/**
 * A select over one of the domain's lists (phases, powers, ratings, chargers…): each choice shown by
 * its label, and the choice itself given back (null when none is chosen).
 */
export function ChoiceSelect<T extends string | number>({
  choices,
  labelOf,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T | null;
  onChange: (choice: T | null) => void;
}) {
  return (
    <Select
      {...props}
      data={choices.map((choice) => ({ value: String(choice), label: labelOf(choice) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(choices.find((choice) => String(choice) === next) ?? null)}
    />
  );
}
