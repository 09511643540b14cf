import { PROJECT_STATUS_LABELS } from '@courant/domain';
import { Badge, type BadgeProps } from '@mantine/core';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** A missing or unknown status means draft (part 1 §3). */
  status: string | null | undefined;
}

/** Part 1 §4: completed is 'Terminé' in green; anything else is 'En cours' in blue. */
export function StatusBadge({ status, ...badgeProps }: StatusBadgeProps) {
  const completed = status === 'completed';
  return (
    <Badge variant="light" color={completed ? 'green' : 'blue'} {...badgeProps}>
      {completed ? PROJECT_STATUS_LABELS.completed : PROJECT_STATUS_LABELS.draft}
    </Badge>
  );
}
