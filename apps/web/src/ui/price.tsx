import { formatPrice } from '@courant/domain';
import { Text, type TextProps } from '@mantine/core';

export interface PriceProps extends TextProps {
  /** Amount in euros (the API's edge unit); pass `cents` instead for an internal amount. */
  amount?: number | null;
  cents?: number | null;
  /** Part 1 §9: the price is labelled 'Prix HT :'. */
  withLabel?: boolean;
}

/** A price with 2 decimals and the € sign, e.g. 'Prix HT : 1 234,50 €' (part 1 §9). */
export function Price({ amount, cents, withLabel = false, ...textProps }: PriceProps) {
  const euros = typeof cents === 'number' ? cents / 100 : (amount ?? 0);
  return (
    <Text span {...textProps}>
      {withLabel ? `Prix HT : ${formatPrice(euros)}` : formatPrice(euros)}
    </Text>
  );
}
