import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BillingToggle, PlanCards, useBilling } from './plan-cards.tsx';

/** There is no purchase flow (part 1 §2): each plan's call to action is an e-mail to the sales team. */
const SALES_EMAIL = 'contact@courant.fr';

function planMailto(planName: string, annual: boolean): string {
  const subject = `Abonnement ${planName} (${annual ? 'annuel' : 'mensuel'})`;
  const body = `Bonjour,\n\nJe souhaite souscrire à l’offre ${planName} de Courant en facturation ${annual ? 'annuelle' : 'mensuelle'}.\n\nCordialement,`;
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function PricingPage() {
  const [billing, setBilling] = useBilling();
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1}>Choisissez votre offre</Title>
          <Text c="dimmed" maw={560}>
            Des offres adaptées à la taille de votre entreprise. Tous les prix sont hors taxes.
          </Text>
          <BillingToggle value={billing} onChange={setBilling} />
        </Stack>
        <PlanCards
          billing={billing}
          renderAction={(plan) => (
            <Button
              component="a"
              href={planMailto(plan.name, billing === 'annual')}
              variant={plan.badge ? 'filled' : 'light'}
              fullWidth
              size="md"
              leftSection={<IconMail size={18} aria-hidden="true" />}
            >
              Nous contacter
            </Button>
          )}
        />
        <Group justify="center">
          <Button
            component={Link}
            to="/dashboard"
            variant="subtle"
            color="gray"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            Passer pour le moment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
