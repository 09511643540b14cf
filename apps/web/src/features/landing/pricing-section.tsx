import { Box, Button, Container, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BillingToggle, PlanCards, useBilling } from '../pricing/plan-cards.tsx';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

/** The three offers, monthly or yearly, each leading to the sign-up. */
export function PricingSection() {
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
            <SectionHeading eyebrow="Tarifs" id="pricing-title" title="Une offre pour chaque entreprise" />
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
