import {
  ANNUAL_BILLING_DEFAULT,
  ANNUAL_BILLING_LABEL,
  annualSaving,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@courant/domain';
import {
  Badge,
  Box,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import classes from './plan-cards.module.css';

const EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Whole euros as the plan cards show them: 1240 → '1 240 €'. */
function formatEuros(amount: number): string {
  return EUROS.format(amount);
}

export type Billing = 'monthly' | 'annual';

/** Part 1 §2: the monthly/annual toggle, annual by default and labelled -20%. */
export function useBilling() {
  return useState<Billing>(ANNUAL_BILLING_DEFAULT ? 'annual' : 'monthly');
}

export function BillingToggle({ value, onChange }: { value: Billing; onChange: (value: Billing) => void }) {
  return (
    <SegmentedControl
      aria-label="Période de facturation"
      radius="xl"
      size="md"
      value={value}
      onChange={(next) => onChange(next === 'monthly' ? 'monthly' : 'annual')}
      data={[
        { value: 'monthly', label: 'Mensuel' },
        {
          value: 'annual',
          label: (
            <span className={classes.annualLabel}>
              Annuel <span className={classes.discount}>{ANNUAL_BILLING_LABEL}</span>
            </span>
          ),
        },
      ]}
    />
  );
}

export interface PlanCardsProps {
  billing: Billing;
  /** The card's call to action (register link on the landing page, mailto on the pricing page). */
  renderAction: (plan: SubscriptionPlan) => ReactNode;
}

function PlanCard({
  plan,
  billing,
  action,
}: {
  plan: SubscriptionPlan;
  billing: Billing;
  action: ReactNode;
}) {
  const annual = billing === 'annual';
  const highlighted = plan.badge !== null;
  const perMonth = annual ? plan.annualPrice : plan.price;
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={highlighted ? 'md' : 'xs'}
      style={{
        borderColor: highlighted ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        overflow: 'visible',
      }}
      component="article"
      aria-labelledby={`plan-${plan.id}`}
    >
      <Stack gap="lg" h="100%">
        <Group justify="space-between" align="center">
          <Title order={3} id={`plan-${plan.id}`} size="h3">
            {plan.name}
          </Title>
          {plan.badge ? (
            <Badge color="blue" variant="filled">
              {plan.badge}
            </Badge>
          ) : null}
        </Group>
        <Box>
          <Group gap={6} align="baseline">
            <Text fz={42} fw={800} lh={1} style={{ letterSpacing: '-0.02em' }}>
              {formatEuros(perMonth)}
            </Text>
            <Text c="dimmed">HT / mois</Text>
          </Group>
          <Text size="sm" c="dimmed" mt={8} mih={44}>
            {annual ? (
              <>
                Facturé {formatEuros(plan.annualTotal)} HT par an, en un seul paiement.
                <br />
                <Text span c="green.8" fw={600} size="sm">
                  Économisez {formatEuros(annualSaving(plan))} par an
                </Text>
              </>
            ) : (
              'Facturé chaque mois, sans engagement.'
            )}
          </Text>
        </Box>
        <List
          spacing="sm"
          size="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="blue">
              <IconCheck size={13} stroke={3} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}

/** The three plans of part 1 §9, from the domain data. */
export function PlanCards({ billing, renderAction }: PlanCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {SUBSCRIPTION_PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} billing={billing} action={renderAction(plan)} />
      ))}
    </SimpleGrid>
  );
}
