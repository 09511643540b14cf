import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The button of a step 8 notice (board to recompute, mentions missing): one look for all of them, in
 * the notice's colour; a link when it leads to a page, else a click.
 */
export function NoticeAction({
  icon: IconOf,
  color,
  children,
  ...target
}: {
  icon: Icon;
  color: ButtonProps['color'];
  children: ReactNode;
} & ({ to: '/settings' } | { onClick: () => void })) {
  const look = { size: 'sm', variant: 'light', color, leftSection: <IconOf size={16} /> } as const;
  return 'to' in target ? (
    <Button {...look} component={Link} to={target.to}>
      {children}
    </Button>
  ) : (
    <Button {...look} onClick={target.onClick}>
      {children}
    </Button>
  );
}
