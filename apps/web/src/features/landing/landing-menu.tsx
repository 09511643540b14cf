import { Drawer, Stack } from '@mantine/core';
import { Logo } from '../../ui/logo.tsx';
import { AccountButtons } from './account-buttons.tsx';
import classes from './landing.module.css';

/** The landing's navigation on a phone, in a drawer from the right. */
export function LandingMenu({
  anchors,
  opened,
  onClose,
}: {
  anchors: readonly { href: string; label: string }[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={<Logo size={28} />}
      hiddenFrom="sm"
    >
      <Stack gap={0} component="nav" aria-label="Sections de la page">
        {anchors.map((anchor) => (
          <a key={anchor.href} href={anchor.href} className={classes.drawerLink} onClick={onClose}>
            {anchor.label}
          </a>
        ))}
      </Stack>
      <Stack gap="sm" mt="xl">
        <AccountButtons fullWidth />
      </Stack>
    </Drawer>
  );
}
