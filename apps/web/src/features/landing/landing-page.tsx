import {
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type Icon,
  IconArrowRight,
  IconClockHour4,
  IconFileAnalytics,
  IconMail,
  IconShieldCheck,
  IconTarget,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { takeOverPrerendered } from '../../prerender/take-over.ts';
import { Logo } from '../../ui/logo.tsx';
import { WhenNearViewport } from '../../ui/when-near-viewport.tsx';
import { BillingToggle, PlanCards, useBilling } from '../pricing/plan-cards.tsx';
import { AccountButtons } from './account-buttons.tsx';
import classes from './landing.module.css';
import { ProductPreview } from './product-preview.tsx';

const LandingMenu = lazy(() =>
  import('./landing-menu.tsx').then((module) => ({ default: module.LandingMenu })),
);
// The contact form and its validation (zod) load when the visitor scrolls near it.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

/** Part 1 §2: navigation anchors to features, pricing and contact. */
export const ANCHORS = [
  { href: '#fonctionnalites', label: 'Fonctionnalités' },
  { href: '#tarifs', label: 'Tarifs' },
  { href: '#contact', label: 'Contact' },
];

function LandingHeader() {
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

function Hero() {
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

function Features() {
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
            <Text c="blue.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              Fonctionnalités
            </Text>
            <Title order={2} id="features-title" fz={{ base: 28, md: 38 }} maw={720}>
              Tout ce qu’il faut pour chiffrer une installation résidentielle
            </Title>
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

function Pricing() {
  const [billing, setBilling] = useBilling();
  return (
    <Box
      id="tarifs"
      component="section"
      className={classes.section}
      bg="gray.0"
      aria-labelledby="pricing-title"
    >
      <Container size="lg">
        <Stack gap={40}>
          <Stack gap="sm" align="center" ta="center">
            <Text c="blue.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              Tarifs
            </Text>
            <Title order={2} id="pricing-title" fz={{ base: 28, md: 38 }}>
              Une offre pour chaque entreprise
            </Title>
            <Text c="dimmed" maw={620}>
              Prix hors taxes. Passez à la facturation annuelle pour économiser 20 %.
            </Text>
            <Box mt="sm">
              <BillingToggle value={billing} onChange={setBilling} />
            </Box>
          </Stack>
          <PlanCards
            billing={billing}
            renderAction={(plan) => (
              <Button
                component={Link}
                to="/auth/register"
                fullWidth
                size="md"
                variant={plan.badge ? 'filled' : 'light'}
                aria-label={`Choisir ce plan : ${plan.name}`}
              >
                Choisir ce plan
              </Button>
            )}
          />
        </Stack>
      </Container>
    </Box>
  );
}

function Contact() {
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
              <Text c="blue.2" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
                Contact
              </Text>
              <Title order={2} id="contact-title" c="white" fz={{ base: 28, md: 38 }}>
                Une question ? Parlons de vos chantiers.
              </Title>
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

function Footer() {
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

/** The public home and /landing (part 1 §2). */
export function LandingPage() {
  // Served pre-rendered: this render, now on screen (hidden), replaces the copy.
  useEffect(takeOverPrerendered, []);
  return (
    <>
      <LandingHeader />
      <main>
        <Hero />
        <Features />
        <Pricing />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
