import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './landing.module.css';
import { ProductPreview } from './product-preview.tsx';

/** The promise and the two ways in: an account, or the prices first. */
export function Hero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <Grid gutter={{ base: 40, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Badge
                variant="light"
                color="blue"
                size="lg"
                radius="sm"
                leftSection={<IconShieldCheck size={14} aria-hidden="true" />}
                style={{ alignSelf: 'flex-start' }}
              >
                Conforme NF C 15-100
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                Du plan au devis électrique, <span className={classes.highlight}>en quelques minutes.</span>
              </Title>
              <Text size="lg" c="gray.7">
                Courant analyse vos plans, détecte les pièces et leurs surfaces, propose les équipements
                exigés par la norme, dimensionne le tableau et chiffre votre installation.
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/auth/register"
                  size="lg"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  Créer un compte
                </Button>
                <Button component="a" href="#tarifs" size="lg" variant="default">
                  Voir les tarifs
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                Pour les électriciens, installateurs et professionnels du bâtiment.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductPreview />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
