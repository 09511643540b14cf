import { Group, Radio } from '@mantine/core';

const VALUES = { oui: true, non: false, '': null } as const;
const radioOf = (answer: boolean | null | undefined) => (answer == null ? '' : answer ? 'oui' : 'non');

export interface YesNoFieldProps {
  label: string;
  value: boolean | null | undefined;
  onChange: (value: boolean | null) => void;
  error?: string | undefined;
}

/** A fact checked on site: oui, non, or not checked yet. */
export function YesNoField({ label, value, onChange, error }: YesNoFieldProps) {
  return (
    <Radio.Group
      label={label}
      value={radioOf(value)}
      onChange={(next) => onChange(VALUES[next as keyof typeof VALUES] ?? null)}
      error={error}
    >
      <Group gap="md" mt={6}>
        <Radio value="oui" label="Oui" />
        <Radio value="non" label="Non" />
        <Radio value="" label="Non vérifié" />
      </Group>
    </Radio.Group>
  );
}
