import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '../../ui/logo.tsx';
import classes from './landing.module.css';

export function Footer() {
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Logo size={24} />
          <Group gap="lg">
            <Anchor component={Link} to="/auth/login" size="sm" c="dimmed">
              Connexion
            </Anchor>
            <Anchor href="#tarifs" size="sm" c="dimmed">
              Tarifs
            </Anchor>
            <Anchor href="#contact" size="sm" c="dimmed">
              Contact
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Courant
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
