import { Group, Text } from '@mantine/core';

export interface LogoProps {
  /** Only the mark, e.g. in the collapsed sidebar. */
  markOnly?: boolean;
  size?: number;
  /** Light text on a dark background. */
  inverted?: boolean;
}

/** The Courant mark: a bolt in a rounded square, and the word. */
export function Logo({ markOnly = false, size = 32, inverted = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="Courant">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : 'var(--mantine-color-blue-6)'} />
        <path
          d="M18.2 5 9.5 17.6h5.6L13.4 27l9.1-13h-5.8L18.2 5Z"
          fill={inverted ? 'var(--mantine-color-blue-6)' : '#FFD43B'}
        />
      </svg>
      {markOnly ? null : (
        <Text
          fw={800}
          fz={size * 0.6}
          lh={1}
          c={inverted ? 'white' : undefined}
          style={{ letterSpacing: '-0.02em' }}
        >
          Courant
        </Text>
      )}
    </Group>
  );
}
