import { formatSurface } from '@courant/domain';
import { Text, type TextProps } from '@mantine/core';

export interface SurfaceProps extends TextProps {
  /** Square metres. */
  value: number | null | undefined;
  /** Part 1 §9: the total is labelled 'Surface totale'. */
  withLabel?: boolean;
  decimals?: number;
}

/** A surface with 1 decimal in m², e.g. 'Surface totale : 42,5 m²' (part 1 §9). */
export function Surface({ value, withLabel = false, decimals = 1, ...textProps }: SurfaceProps) {
  const text = formatSurface(value ?? 0, decimals);
  return (
    <Text span {...textProps}>
      {withLabel ? `Surface totale : ${text}` : text}
    </Text>
  );
}
