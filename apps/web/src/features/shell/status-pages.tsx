import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { takeOverPrerendered } from '../../prerender/take-over.ts';

interface BarePageProps {
  code: string;
  title: string;
  text: string;
}

/** Bare pages of part 1 §2: no shell, a short message and a way back. */
function BarePage({ code, title, text }: BarePageProps) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={800} c="blue.6" lh={1} aria-hidden="true">
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Retour à l'accueil
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return (
    <BarePage
      code="404"
      title="Page introuvable"
      text="La page que vous cherchez n'existe pas ou a été déplacée."
    />
  );
}

export function ForbiddenPage() {
  return (
    <BarePage
      code="403"
      title="Accès non autorisé"
      text="Vous n'avez pas les droits nécessaires pour voir cette page."
    />
  );
}

/** Part 1 §8: a router error shows an 'Unexpected Application Error!' page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  // A failure under the pre-rendered landing must show, not stay behind its copy.
  useEffect(takeOverPrerendered, []);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} size="h2">
          Unexpected Application Error!
        </Title>
        <Text c="dimmed">Une erreur inattendue est survenue. Rechargez la page ou revenez à l'accueil.</Text>
        {message ? (
          <Code block style={{ textAlign: 'left', whiteSpace: 'pre-wrap' }}>
            {message}
          </Code>
        ) : null}
        <Group justify="center">
          <Button variant="default" onClick={reset}>
            Réessayer
          </Button>
          <Button component={Link} to="/">
            Retour à l'accueil
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
