import {
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  type Icon,
  IconAddressBook,
  IconBuilding,
  IconLock,
  IconReceipt,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { ClientsSection } from '../clients/clients-section.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { TeamSection } from '../team/team-section.tsx';
import { CompanySettingsForm } from './company-settings.tsx';
import { SignInMethods } from './sign-in-methods.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

function Section({ icon: Icon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" size="lg" radius="md">
          <Icon size={20} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** A read-only value with its label (the personal fields; the company's are edited below). */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const profile = user.user_metadata;
  return (
    <Container size="md" px={0}>
      <PageHeader title="Paramètres" description="Les informations de votre compte et de votre entreprise." />
      <Stack gap="lg">
        <Section icon={IconUser} title="Informations personnelles">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field label="Prénom" value={profile.firstName} />
            <Field label="Nom" value={profile.lastName} />
            <Field label="Adresse email" value={user.email} />
          </SimpleGrid>
        </Section>
        <Section icon={IconBuilding} title="Entreprise">
          <CompanySettingsForm />
        </Section>
        <Section icon={IconUsers} title="Équipe">
          <TeamSection />
        </Section>
        <Section icon={IconAddressBook} title="Clients">
          <ClientsSection />
        </Section>
        <Section icon={IconLock} title="Sécurité">
          <SignInMethods email={user.email} />
          <Divider my="md" />
          <SignOutEverywhere />
        </Section>
        <Section icon={IconReceipt} title="Abonnement">
          <Group justify="space-between" gap="md">
            <Text c="dimmed" size="sm">
              Comparez les offres Starter, Pro et Expert.
            </Text>
            <Button component={Link} to="/pricing" variant="default">
              Voir les offres
            </Button>
          </Group>
        </Section>
      </Stack>
    </Container>
  );
}
