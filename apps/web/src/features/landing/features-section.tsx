import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconClockHour4, IconFileAnalytics, IconTarget } from '@tabler/icons-react';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

interface Feature {
  icon: Icon;
  title: string;
  text: string;
  color: string;
}

/** Part 1 §1: the landing presents AI plan analysis, time saving and precision. */
const FEATURES: Feature[] = [
  {
    icon: IconFileAnalytics,
    title: 'Analyse de plan par IA',
    text: 'Importez un plan en PDF ou en image : les pièces et leurs surfaces sont détectées automatiquement, vous n’avez plus qu’à vérifier.',
    color: 'blue',
  },
  {
    icon: IconClockHour4,
    title: 'Gain de temps',
    text: 'Huit étapes guidées vous mènent du plan au devis. Ce qui prenait une demi-journée de saisie et de calculs se règle en quelques minutes.',
    color: 'orange',
  },
  {
    icon: IconTarget,
    title: 'Précision',
    text: 'Prises, éclairages et circuits vérifiés selon la NF C 15-100, tableau dimensionné et devis chiffré article par article.',
    color: 'green',
  },
];

const STEPS = [
  { title: 'Importez votre plan', text: 'PDF, JPG, PNG, HEIC ou WEBP.' },
  { title: 'Vérifiez pièces et équipements', text: 'Corrigez en un clic ce que la détection propose.' },
  { title: 'Obtenez un devis conforme', text: 'Tableau dimensionné, liste chiffrée, export CSV.' },
];

export function Features() {
  return (
    <Box
      id="fonctionnalites"
      component="section"
      className={classes.section}
      aria-labelledby="features-title"
    >
      <Container size="lg">
        <Stack gap={48}>
          <Stack gap="sm" align="center" ta="center">
            <SectionHeading
              eyebrow="Fonctionnalités"
              id="features-title"
              maw={720}
              title="Tout ce qu’il faut pour chiffrer une installation résidentielle"
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.title} withBorder radius="lg" padding="xl" className={classes.featureCard}>
                <ThemeIcon size={48} radius="md" variant="light" color={feature.color} mb="md">
                  <feature.icon size={26} aria-hidden="true" />
                </ThemeIcon>
                <Title order={3} size="h4" mb="xs">
                  {feature.title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card radius="lg" padding="xl" bg="gray.0">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
              {STEPS.map((step, index) => (
                <Group key={step.title} gap="md" wrap="nowrap" align="flex-start">
                  <span className={classes.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={700}>{step.title}</Text>
                    <Text size="sm" c="dimmed">
                      {step.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
