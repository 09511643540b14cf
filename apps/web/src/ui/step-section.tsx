import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StepSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled, bordered part of a wizard step's form, named by its title as a region. */
export function StepSection({ title, description, children }: StepSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
