import { ActionIcon, Group } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface QuantityStepperProps {
  /** The quantity field's accessible name: the buttons read 'Diminuer Quantité (Prise simple)'. */
  label: string;
  value: number;
  /** The smallest quantity '−' goes down to. */
  min?: number;
  step?: number;
  /** The buttons' height, matching the field's ('input-xs' beside a size="xs" field). */
  size?: 'input-xs' | 'input-sm';
  onChange: (value: number) => void;
  /** The typed field between the buttons (the quantity can be typed as well as stepped). */
  children: ReactNode;
}

/** '−', the quantity typed, '+', with 44 px buttons on a touch screen (touch.css). */
export function QuantityStepper({
  label,
  value,
  min = 0,
  step = 1,
  size = 'input-sm',
  onChange,
  children,
}: QuantityStepperProps) {
  // '−' stops at `min`: a line goes away with its own 'Supprimer', not by stepping to nothing.
  const down = Math.max(min, value - step);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ActionIcon
        variant="default"
        size={size}
        aria-label={`Diminuer ${label}`}
        disabled={value <= min}
        onClick={() => onChange(down)}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <ActionIcon
        variant="default"
        size={size}
        aria-label={`Augmenter ${label}`}
        onClick={() => onChange(value + step)}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
