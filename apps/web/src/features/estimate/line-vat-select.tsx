import { type VatRate, vatRateSchema } from '@courant/domain';
import { Select } from '@mantine/core';
import { QUOTE_RATE, vatOptions } from './estimate-options.ts';

export interface LineVatSelectProps {
  /** The line's name, for its label 'TVA (name)'. */
  name: string;
  /** The line's own rate; undefined: the quote's. */
  value: VatRate | undefined;
  quoteRate: VatRate;
  onChange: (vatRate: VatRate | undefined) => void;
  size?: 'xs' | 'sm';
  /** A visible label (phone cards); the tables show it in their header. */
  label?: string;
}

/**
 * A line's VAT: the quote's rate ('Devis 10 %') or its own, the same select for equipment
 * lines and board lines, in the tables and the phone cards; under the franchise en base, 0 % only.
 */
export function LineVatSelect({ name, value, quoteRate, onChange, size = 'xs', label }: LineVatSelectProps) {
  return (
    <Select
      size={size}
      label={label}
      aria-label={`TVA (${name})`}
      data={vatOptions(quoteRate)}
      value={value === undefined ? QUOTE_RATE : String(value)}
      allowDeselect={false}
      onChange={(v) => {
        if (v === QUOTE_RATE) {
          onChange(undefined);
          return;
        }
        const parsed = vatRateSchema.safeParse(v);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
