import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { takeOverPrerendered } from '../../prerender/take-over.ts';

interface BarePageProps {
  code?: string;
  title: string;
  text: string;
  /** Shown under the text (an error's message). */
  children?: ReactNode;
  /** Buttons before 'Retour à l'accueil'. */
  actions?: ReactNode;
}

/** Bare pages of part 1 §2: no shell, a short message and a way back. */
function BarePage({ code, title, text, children, actions }: BarePageProps) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={code ? 480 : 560} ta="center">
        {code ? (
          <Text fz={72} fw={800} c="blue.6" lh={1} aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
        <Group justify="center">
          {actions}
          <Button component={Link} to="/">
            Retour à l’accueil
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
      text="La page que vous cherchez n’existe pas ou a été déplacée."
    />
  );
}

export function ForbiddenPage() {
  return (
    <BarePage
      code="403"
      title="Accès non autorisé"
      text="Vous n’avez pas les droits nécessaires pour voir cette page."
    />
  );
}

/** Part 1 §8: a router error shows an 'Unexpected Application Error!' page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  // A failure under the pre-rendered landing must show, not stay behind its copy.
  useEffect(takeOverPrerendered, []);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <BarePage
      title="Unexpected Application Error!"
      text="Une erreur inattendue est survenue. Rechargez la page ou revenez à l’accueil."
      actions={
        <Button variant="default" onClick={reset}>
          Réessayer
        </Button>
      }
    >
      {message ? (
        <Code block style={{ textAlign: 'left', whiteSpace: 'pre-wrap' }}>
          {message}
        </Code>
      ) : null}
    </BarePage>
  );
}
