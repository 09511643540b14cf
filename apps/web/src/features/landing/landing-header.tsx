import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Logo } from '../../ui/logo.tsx';
import { AccountButtons } from './account-buttons.tsx';
import classes from './landing.module.css';

const LandingMenu = lazy(() =>
  import('./landing-menu.tsx').then((module) => ({ default: module.LandingMenu })),
);

/** Part 1 §2: navigation anchors to features, pricing and contact. */
const ANCHORS = [
  { href: '#fonctionnalites', label: 'Fonctionnalités' },
  { href: '#tarifs', label: 'Tarifs' },
  { href: '#contact', label: 'Contact' },
];

export function LandingHeader() {
  const [opened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Courant, accueil">
            <Logo />
          </Anchor>
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Sections de la page">
            {ANCHORS.map((anchor) => (
              <a key={anchor.href} href={anchor.href} className={classes.navLink}>
                {anchor.label}
              </a>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="sm" wrap="nowrap">
            <AccountButtons />
          </Group>
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            aria-label={opened ? 'Fermer le menu' : 'Ouvrir le menu'}
          />
        </Group>
      </Container>
      {/* The drawer's code loads the first time the menu opens (phones only). */}
      {menuUsed ? (
        <Suspense fallback={null}>
          <LandingMenu anchors={ANCHORS} opened={opened} onClose={menu.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
