import { type NumberInput, parseNumberInput } from '@courant/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** 8.2 → '8,20'; 2.5 → '2,5'; 3 → '3' (what a number field shows when it is not being typed in). */
function frenchNumber(value: number, kind: NumberFieldKind): string {
  if (kind === 'price') return value.toFixed(2).replace('.', ',');
  return String(value).replace('.', ',');
}

export type NumberFieldKind = Parameters<typeof parseNumberInput>[1];

interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> {
  value: number;
  kind: NumberFieldKind;
  /** Called with every valid number typed; an invalid text changes nothing and says why in place. */
  onCommit: (value: number) => void;
}

/**
 * A number typed the French way or not: '8,20', '8.20' and numpad input
 * alike, read by the domain's parseNumberInput. A valid number is saved while typing; anything else
 * shows its French message under the field and leaves the saved value as it was.
 */
export function NumberField({ value, kind, onCommit, ...props }: NumberFieldProps) {
  const [raw, setRaw] = useState(frenchNumber(value, kind));
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) {
      setRaw(frenchNumber(value, kind));
      setError(null);
    }
  }, [value, kind]);
  const read = (text: string): NumberInput => parseNumberInput(text, kind);
  return (
    <TextInput
      size="xs"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={raw}
      error={error}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setRaw(text);
        const parsed = read(text);
        setError(parsed.ok ? null : parsed.message);
        if (parsed.ok && parsed.value !== value) onCommit(parsed.value);
      }}
      onBlur={() => {
        focused.current = false;
        const parsed = read(raw);
        // A valid number is shown in its French form; an invalid text stays, with its message.
        if (parsed.ok) setRaw(frenchNumber(parsed.value, kind));
      }}
    />
  );
}
