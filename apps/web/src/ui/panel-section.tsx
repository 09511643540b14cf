import { Group, type MantineSpacing, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelSectionProps {
  title: string;
  /** Beside the title, on its right ('Ajouter un élément'). */
  action?: ReactNode;
  /**
   * A phone's layout: a tighter frame, named by its title as a region (the cards inside it
   * are a list of the same name).
   */
  phone?: boolean;
  /** Step 8's phone cards title their sections in the body font, a size up, not as a heading font h4. */
  bodyTitle?: boolean;
  children: ReactNode;
}

/**
 * A bordered panel with its title (and an action) above its content: the wide tables' frame, and
 * their phone cards' frame (steps 7 and 8).
 */
export function PanelSection({
  title,
  action,
  phone = false,
  bodyTitle = false,
  children,
}: PanelSectionProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={phone ? 'sm' : 'md'}
      component={phone ? 'section' : undefined}
      aria-label={phone ? title : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap={phone ? 'xs' : undefined}>
          {bodyTitle ? (
            <Text component="h3" fw={700} size="lg">
              {title}
            </Text>
          ) : (
            <Title order={3} size="h4">
              {title}
            </Title>
          )}
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export interface PhoneCardProps {
  /** The card's name as a list item ('Prise simple', 'Disjoncteur 2'). */
  name: string;
  /** Indented under the card that heads it (a breaker under its differential switch). */
  ml?: MantineSpacing | 0;
  bg?: string;
  children: ReactNode;
}

/**
 * One line of a list on a phone, as a card (steps 7 and 8); `data-phone-row` lets the phone
 * spec check that nothing in it is wider than the card.
 */
export function PhoneCard({ name, ml, bg = 'var(--mantine-color-gray-0)', children }: PhoneCardProps) {
  return (
    <Paper role="listitem" aria-label={name} data-phone-row withBorder radius="sm" p="sm" ml={ml} bg={bg}>
      {children}
    </Paper>
  );
}

/**
 * A summary held at the top of a phone's screen while the content scrolls under it (step 4's
 * compliance, step 8's totals), just below the header.
 */
export function StickyBar({ label, bg, children }: { label: string; bg?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      radius="md"
      px="sm"
      py={6}
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 0px) + 4px)"
      style={{ zIndex: 4, boxShadow: 'var(--mantine-shadow-sm)' }}
      bg={bg}
    >
      {children}
    </Paper>
  );
}
