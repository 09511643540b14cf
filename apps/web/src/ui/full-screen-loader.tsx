import { Center, Loader, Stack, Text, Title } from '@mantine/core';

export interface FullScreenLoaderProps {
  title: string;
  description?: string;
}

/** A whole-page wait, e.g. 'Vérification de l'authentification' / 'Connexion en cours...' (part 1 §2). */
export function FullScreenLoader({ title, description }: FullScreenLoaderProps) {
  return (
    <Center mih="100dvh" p="md" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" ta="center">
            {description}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
