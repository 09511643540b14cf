import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const EYEBROW_STYLE = { letterSpacing: '0.08em' };

/**
 * A landing section's heading: the small capitals above (the anchor's name) and the section's
 * title, which the section is labelled by (`aria-labelledby={id}`).
 */
export function SectionHeading({
  eyebrow,
  title,
  id,
  onDark = false,
  maw,
}: {
  eyebrow: string;
  title: ReactNode;
  id: string;
  /** On the blue contact band: light text. */
  onDark?: boolean;
  maw?: number;
}) {
  return (
    <>
      <Text c={onDark ? 'blue.2' : 'blue.8'} fw={700} tt="uppercase" size="sm" style={EYEBROW_STYLE}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} c={onDark ? 'white' : undefined} fz={{ base: 28, md: 38 }} maw={maw}>
        {title}
      </Title>
    </>
  );
}
