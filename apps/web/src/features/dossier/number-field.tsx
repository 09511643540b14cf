import { TextInput } from '@mantine/core';

export interface MeasuredFieldProps {
  label: string;
  unit: string | null;
  value: string | number | null | undefined;
  onChange: (text: string) => void;
  error?: string | undefined;
}

/** A measured number as typed on a phone (decimal keypad, French comma); empty: not measured. */
export function MeasuredField({ label, unit, value, onChange, error }: MeasuredFieldProps) {
  return (
    <TextInput
      label={unit ? `${label} (${unit})` : label}
      inputMode="decimal"
      autoComplete="off"
      value={value == null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
