import { Anchor, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../ui/logo.tsx';
import classes from './auth-layout.module.css';

const SELLING_POINTS = [
  'Analyse automatique de vos plans',
  'Vérification de conformité NF C 15-100',
  'Dimensionnement du tableau et devis chiffré',
];

/** The frame of every auth page: the product on the left (wide screens), the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.root}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack justify="space-between" h="100%" gap="xl">
          <Anchor component={Link} to="/" underline="never" aria-label="Courant, accueil">
            <Logo inverted />
          </Anchor>
          <Stack gap="lg" maw={440}>
            <Title order={2} c="white" fz={34} lh={1.2}>
              De votre plan au devis conforme, en quelques minutes.
            </Title>
            <List
              spacing="sm"
              c="blue.0"
              icon={
                <ThemeIcon color="white" c="blue.7" size={22} radius="xl">
                  <IconCheck size={14} stroke={3} />
                </ThemeIcon>
              }
            >
              {SELLING_POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
          <Text size="sm" c="blue.1">
            Conçu pour les électriciens, installateurs et professionnels du bâtiment.
          </Text>
        </Stack>
      </Box>
      <Box component="main" className={classes.formSide}>
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="space-between" hiddenFrom="md">
            <Anchor component={Link} to="/" underline="never" aria-label="Courant, accueil">
              <Logo />
            </Anchor>
          </Group>
          <Anchor component={Link} to="/" size="sm" c="dimmed" visibleFrom="md">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden="true" />
              Retour à l’accueil
            </Group>
          </Anchor>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
