import { Box, Card, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { lazy } from 'react';
import { WhenNearViewport } from '../../ui/when-near-viewport.tsx';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

// The contact form and its validation (zod) load when the visitor scrolls near it.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

/** The contact band: why write, and the form (loaded near the viewport). */
export function ContactSection() {
  return (
    <Box
      id="contact"
      component="section"
      className={`${classes.section} ${classes.contactBand}`}
      aria-labelledby="contact-title"
    >
      <Container size="lg">
        <Grid gutter={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <SectionHeading
                eyebrow="Contact"
                id="contact-title"
                onDark
                title="Une question ? Parlons de vos chantiers."
              />
              <Text c="blue.1">
                Démonstration, offre sur mesure pour votre équipe ou question sur la norme : écrivez-nous,
                nous vous répondons rapidement.
              </Text>
              <Group gap="xs" c="blue.1">
                <IconMail size={18} aria-hidden="true" />
                <Text size="sm">Réponse sous 48 h ouvrées</Text>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card radius="lg" padding="xl" shadow="xl">
              <WhenNearViewport minHeight={480}>
                <ContactForm />
              </WhenNearViewport>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
